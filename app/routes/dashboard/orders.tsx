import type { OrderSummary } from "~/features/orders/orders.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

/** The latest orders: each one's plan, buyer, amount in the currency it was paid in, state and confirmation. */
export function Orders({ orders }: { orders: Array<OrderSummary & { planName: string; amount: string }> }) {
  const { t } = usePageTranslation<"dashboard">();
  const { date, status } = useDashboardFormat();
  return (
    <section>
      <h2>{t("orders.heading")}</h2>
      <Table
        caption={t("orders.heading")}
        empty={t("orders.empty")}
        head={[
          t("orders.paid"),
          t("orders.plan"),
          t("orders.email"),
          t("orders.amount"),
          t("orders.status"),
          t("orders.language"),
          t("orders.confirmation"),
        ]}
        rows={orders.map((order) => {
          const state = t(`orders.statuses.${order.status}`);
          return [
            order.id,
            date(order.paidAt),
            order.planName,
            order.email,
            order.amount,
            t("orders.since", { status: order.testMode ? t("orders.test", { status: state }) : state, date: date(order.statusSince) }) +
              (order.failure ? `: ${order.failure}` : ""),
            order.language,
            status(order.confirmation),
          ];
        })}
      />
    </section>
  );
}
