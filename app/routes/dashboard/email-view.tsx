import { Link } from "@remix-run/react";
import type { OutboxMessage } from "~/services/outbox.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";

/**
 * One e-mail as it was sent. The text is shown as text with its web links made clickable; an HTML
 * body is framed from its own address (email-html.ts), under a policy that lets its inline styles
 * apply and runs nothing, so it looks as the recipient saw it and can never act in the operator's
 * session.
 */
export function EmailView({ message }: { message: Omit<OutboxMessage, "html"> & { html: boolean } }) {
  const { t } = usePageTranslation<"dashboard">();
  const { date, status } = useDashboardFormat();
  const fields: Array<[string, string | null]> = [
    [t("email.from"), message.from],
    [t("emails.to"), message.to],
    [t("email.replyTo"), message.replyTo],
    [t("emails.kind"), message.kind],
    [t("emails.created"), date(message.createdAt)],
    [t("email.sentAt"), message.sentAt ? date(message.sentAt) : null],
    [t("emails.status"), status(message.status)],
    [t("emails.lastError"), message.lastError],
  ];
  return (
    <div className="container dashboard">
      <p>
        <Link to="/dashboard">{t("email.back")}</Link>
      </p>
      <h1>{message.subject}</h1>
      <dl className="dashboard__services">
        {fields.map(([label, value]) =>
          value === null ? null : (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ),
        )}
      </dl>
      <h2>{t("email.text")}</h2>
      <pre className="dashboard__email">
        {message.text.split(/(https?:\/\/[^\s<>"]+)/).map((part, index) =>
          index % 2 === 1 ? (
            <a key={index} href={part} rel="noreferrer">
              {part}
            </a>
          ) : (
            part
          ),
        )}
      </pre>
      {message.html ? (
        <>
          <h2>{t("email.html")}</h2>
          <iframe
            className="dashboard__email"
            title={t("email.html")}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            src={`/dashboard/email/${encodeURIComponent(message.id)}`}
          />
        </>
      ) : null}
    </div>
  );
}
