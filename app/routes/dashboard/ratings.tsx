import { Fragment } from "react";
import type { LowRatedOrder, RatingFigures } from "~/features/orders/reports.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

type Shown<T> = Omit<T, "average"> & { average: string | null };

/** The ratings' figures as the operator reads them: plans and styles by name, averages with one decimal. */
export type RatingsShown = {
  plans: Array<Shown<RatingFigures>>;
  styles: Array<Shown<RatingFigures>>;
  lowRated: Array<Shown<LowRatedOrder> & { planName: string }>;
};

/** How buyers rate their headshots, by plan and by style, and the orders rated lowest. */
export function Ratings({ ratings }: { ratings: RatingsShown }) {
  const { t } = usePageTranslation<"dashboard">();
  const { date } = useDashboardFormat();
  return (
    <section id="ratings">
      <h2>{t("ratings.heading")}</h2>
      <p>{t("ratings.text")}</p>
      {[
        { caption: t("ratings.byPlan"), first: t("orders.plan"), rows: ratings.plans },
        { caption: t("ratings.byStyle"), first: t("ratings.style"), rows: ratings.styles },
      ].map(({ caption, first, rows }) => (
        <Fragment key={caption}>
          <h3>{caption}</h3>
          <Table
            caption={caption}
            empty={t("ratings.empty")}
            head={[first, t("ratings.average"), t("ratings.count"), t("ratings.downloads")]}
            rows={rows.map((row) => [row.name, row.name, row.average ?? t("ratings.unrated"), row.ratings, row.downloads])}
          />
        </Fragment>
      ))}
      <h3>{t("ratings.lowHeading")}</h3>
      <p>{t("ratings.lowText")}</p>
      <Table
        caption={t("ratings.lowHeading")}
        empty={t("ratings.lowEmpty")}
        head={[t("orders.paid"), t("orders.plan"), t("orders.email"), t("ratings.average"), t("ratings.count")]}
        rows={ratings.lowRated.map((order) => [order.id, date(order.paidAt), order.planName, order.email, order.average, order.ratings])}
      />
    </section>
  );
}
