import { Form } from "@remix-run/react";
import type { DeliveredJob, JobSummary } from "~/features/orders/reports.server";
import type { Refusal } from "~/features/photos/jobs/likeness.server";
import type { DeletionLog } from "~/features/photos/retention/deletion.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

type Named<T> = T & { planName: string };

/** What the last "retry" did, as /dashboard/retry reports it in the address it redirects to; null after none. */
export function retryReport(params: URLSearchParams): boolean | null {
  if (params.has("retried")) return true;
  return params.has("notRetried") ? false : null;
}

/**
 * The jobs running or failed (a failed one with its retry), the history of those that delivered
 * (with what the generator made, refused by reason and charged), and the deletions.
 */
export function PhotoJobs({
  jobs,
  delivered,
  deletions,
  retried,
}: {
  jobs: Array<Named<JobSummary>>;
  /** Each with its cost at the generator, formatted. */
  delivered: Array<Named<DeliveredJob> & { cost: string }>;
  deletions: DeletionLog[];
  retried: boolean | null;
}) {
  const { t } = usePageTranslation<"dashboard">();
  const { date } = useDashboardFormat();
  const refusedBy = (refused: DeliveredJob["refused"]) =>
    Object.entries(refused)
      .map(([reason, count]) => t("delivered.refusal", { reason: t(`delivered.refusals.${reason as Refusal}`), count }))
      .join(", ") || t("delivered.noRefusals");
  const took = (job: DeliveredJob) => {
    if (!job.started) return "";
    const seconds = Math.max(0, Math.round((Date.parse(job.delivered) - Date.parse(job.started)) / 1000));
    return t("delivered.duration", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  };
  return (
    <>
      <section id="jobs">
        <h2>{t("jobs.heading")}</h2>
        {retried === null ? null : (
          <p className="dashboard__notice" role="status">
            {t(retried ? "jobs.retried" : "jobs.notRetried")}
          </p>
        )}
        <Table
          caption={t("jobs.heading")}
          empty={t("jobs.empty")}
          head={[
            t("jobs.stage"),
            t("jobs.since"),
            t("orders.plan"),
            t("orders.email"),
            t("jobs.images"),
            t("jobs.retries"),
            t("jobs.lastError"),
            t("jobs.retry"),
          ]}
          rows={jobs.map((job) => [
            job.id,
            t(`orders.statuses.${job.status as "queued"}`),
            date(job.since),
            job.planName,
            job.email,
            job.images,
            job.retries,
            // Why it gave up, or while it runs, what last went wrong and was retried.
            job.failure ?? job.lastError ?? "",
            job.status === "failed" ? (
              // A full page load: the answer is a redirect back here with the outcome.
              <Form key="retry" method="post" action="/dashboard/retry" reloadDocument>
                <input type="hidden" name="order" value={job.id} />
                <button type="submit" className="button button--secondary" aria-label={t("jobs.retryLabel", { email: job.email })}>
                  {t("jobs.retry")}
                </button>
              </Form>
            ) : (
              ""
            ),
          ])}
        />
      </section>

      <section id="delivered">
        <h2>{t("delivered.heading")}</h2>
        <p>{t("delivered.text")}</p>
        <Table
          caption={t("delivered.heading")}
          empty={t("delivered.empty")}
          head={[
            t("delivered.delivered"),
            t("orders.plan"),
            t("orders.email"),
            t("delivered.took"),
            t("delivered.made"),
            t("delivered.refused"),
            t("delivered.images"),
            t("delivered.cost"),
            t("jobs.retries"),
            t("delivered.now"),
          ]}
          rows={delivered.map((job) => [
            job.id,
            date(job.delivered),
            job.planName,
            job.email,
            took(job),
            job.made,
            // A deleted order's images went with it, and with them what they were and cost.
            job.made === 0 ? "" : refusedBy(job.refused),
            job.images,
            job.made === 0 ? "" : job.astria ? job.cost : t("delivered.local", { amount: job.cost }),
            job.retries,
            t(`orders.statuses.${job.status as "delivered"}`),
          ])}
        />
      </section>

      <section id="deletions">
        <h2>{t("deletions.heading")}</h2>
        <Table
          caption={t("deletions.heading")}
          empty={t("deletions.empty")}
          head={[t("deletions.order"), t("deletions.reason"), t("deletions.photos"), t("deletions.provider"), t("deletions.done")]}
          rows={deletions.map((deletion) => [
            deletion.orderId,
            deletion.orderId,
            t(`deletions.reasons.${deletion.reason}`),
            deletion.photos,
            deletion.provider ? t(`deletions.providers.${deletion.provider as "none"}`) : "",
            deletion.finishedAt ? date(deletion.finishedAt) : t("deletions.unfinished", { since: date(deletion.startedAt) }),
          ])}
        />
      </section>
    </>
  );
}
