import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { OutboxEntry } from "~/services/outbox.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

/** The latest e-mails, each opening as it was sent, and those the outbox gave up on. */
export function Emails({ emails, givenUp }: { emails: OutboxEntry[]; givenUp: OutboxEntry[] }) {
  const { t } = usePageTranslation<"dashboard">();
  const { date, status } = useDashboardFormat();
  const row = (email: OutboxEntry) =>
    [
      email.id,
      date(email.createdAt),
      email.kind,
      email.to,
      <Link key="subject" to={`/dashboard?email=${encodeURIComponent(email.id)}`}>
        {email.subject}
      </Link>,
      status(email.status),
      email.attempts,
      email.lastError ?? "",
    ] as [string, ...ReactNode[]];
  const head = [
    t("emails.created"),
    t("emails.kind"),
    t("emails.to"),
    t("emails.subject"),
    t("emails.status"),
    t("emails.attempts"),
    t("emails.lastError"),
  ];
  return (
    <>
      <section>
        <h2>{t("emails.heading")}</h2>
        <Table caption={t("emails.heading")} empty={t("emails.empty")} head={head} rows={emails.map(row)} />
      </section>

      <section>
        <h2>{t("emails.givenUpHeading")}</h2>
        <Table caption={t("emails.givenUpHeading")} empty={t("emails.givenUpEmpty")} head={head} rows={givenUp.map(row)} />
      </section>
    </>
  );
}
