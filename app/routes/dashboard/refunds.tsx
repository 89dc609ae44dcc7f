import { Form } from "@remix-run/react";
import type { RefundRequest } from "~/features/orders/refunds.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

const outcomes = ["granted", "declined", "undecided", "failed"] as const;
export type RefundOutcome = (typeof outcomes)[number];

/** What the last grant or decline did, as /dashboard/refund reports it in the address it redirects to; null after none. */
export function refundReport(params: URLSearchParams): RefundOutcome | null {
  return outcomes.find((outcome) => outcome === params.get("refund")) ?? null;
}

/** The buyers' refund requests with their reasons, those waiting first, each granted or declined in one click. */
export function RefundRequests({
  requests,
  outcome,
}: {
  requests: Array<RefundRequest & { planName: string; amount: string }>;
  outcome: RefundOutcome | null;
}) {
  const { t } = usePageTranslation<"dashboard">();
  const { date } = useDashboardFormat();
  return (
    <section id="refunds">
      <h2>{t("refunds.heading")}</h2>
      {outcome ? (
        <p className="dashboard__notice" role="status">
          {t(`refunds.outcomes.${outcome}`)}
        </p>
      ) : null}
      <Table
        caption={t("refunds.heading")}
        empty={t("refunds.empty")}
        head={[t("refunds.asked"), t("orders.email"), t("orders.plan"), t("refunds.amount"), t("refunds.reason"), t("refunds.state")]}
        rows={requests.map((request) => [
          request.orderId,
          date(request.requestedAt),
          request.email,
          request.planName,
          request.amount,
          request.reason,
          request.state === "pending" ? (
            // Full page loads: the answer is a redirect back here with the outcome.
            <Form key="decide" method="post" action="/dashboard/refund" reloadDocument className="dashboard__actions">
              <input type="hidden" name="order" value={request.orderId} />
              {(["grant", "decline"] as const).map((decision) => (
                <button
                  key={decision}
                  type="submit"
                  name="decision"
                  value={decision}
                  className="button button--secondary"
                  aria-label={t(`refunds.${decision}Label`, { email: request.email })}
                >
                  {t(`refunds.${decision}`)}
                </button>
              ))}
            </Form>
          ) : (
            t(`refunds.states.${request.state}`)
          ),
        ])}
      />
    </section>
  );
}
