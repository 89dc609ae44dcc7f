import { Form } from "@remix-run/react";
import type { PendingSummary } from "~/features/newsletter/pending.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

/** What the last "replay now" did, as /dashboard/replay reports it in the address it redirects to. */
export type ReplayShown = { delivered: number; failed: number; unconfigured: boolean; rateLimited: boolean };

export function replayReport(params: URLSearchParams): ReplayShown | null {
  if (!params.has("replayed")) return null;
  const count = (name: string) => Math.max(0, Number.parseInt(params.get(name) ?? "0", 10) || 0);
  return {
    delivered: count("replayed"),
    failed: count("failed"),
    unconfigured: params.has("unconfigured"),
    rateLimited: params.has("rateLimited"),
  };
}

/** The newsletter sign-ups waiting for EmailOctopus, with "replay now", and those it refused. */
export function SignUps({
  pending,
  replay,
}: {
  pending: { total: number; entries: PendingSummary[]; refused: PendingSummary[] };
  replay: ReplayShown | null;
}) {
  const { t } = usePageTranslation<"dashboard">();
  const { date } = useDashboardFormat();
  return (
    <>
      <section>
        <h2>{t("pending.heading")}</h2>
        {replay ? (
          <div className="dashboard__notice" role="status">
            <p>{t("pending.replayed", { delivered: replay.delivered, failed: replay.failed })}</p>
            {replay.unconfigured ? <p>{t("pending.unconfigured")}</p> : null}
            {replay.rateLimited ? <p>{t("pending.rateLimited")}</p> : null}
          </div>
        ) : null}
        <p>{t("pending.total", { count: pending.total })}</p>
        {/* A full page load: the answer is a redirect back here with the replay's report. */}
        <Form method="post" action="/dashboard/replay" reloadDocument>
          <button type="submit" className="button button--primary">
            {t("pending.replay")}
          </button>
        </Form>
        <Table
          caption={t("pending.heading")}
          empty={t("pending.empty")}
          head={[t("pending.email"), t("pending.attempts"), t("pending.lastError"), t("pending.firstSeen"), t("pending.nextAttempt")]}
          rows={pending.entries.map((entry) => [
            entry.email,
            entry.email,
            entry.attempts,
            entry.lastError,
            date(entry.firstSeen),
            date(entry.nextAttempt),
          ])}
        />
      </section>

      <section>
        <h2>{t("pending.refusedHeading")}</h2>
        <p>{t("pending.refusedText")}</p>
        <Table
          caption={t("pending.refusedHeading")}
          empty={t("pending.refusedEmpty")}
          head={[t("pending.email"), t("pending.lastError"), t("pending.firstSeen")]}
          rows={pending.refused.map((entry) => [entry.email, entry.email, entry.lastError, date(entry.firstSeen)])}
        />
      </section>
    </>
  );
}
