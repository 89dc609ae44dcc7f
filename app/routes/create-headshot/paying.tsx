import { PageHeading, PageIntro } from "~/components/page-heading";
import { facts } from "~/content/business";
import { usePageTranslation } from "~/utils/page";
import type { OrderView } from "./order.server";
import { GalleryFormError, OrderPanel, type Answer } from "./order-panel";

/**
 * The paying step (./paying.server.ts): the way to an order, the payment being confirmed, its link
 * e-mailed, which of two orders to keep, or an order refunded. A link that leads nowhere (any more)
 * says so as the page's heading, not under "Upload your selfies".
 */
export function Paying({ view, support, answer }: { view: OrderView; support: string; answer: Answer }) {
  const { t } = usePageTranslation<"createHeadshot">();
  const problem = view.state === "invalid" || view.state === "expired" || view.state === "deleted" ? view.state : null;
  return (
    <>
      {problem ? (
        <PageHeading
          heading={t(`${problem}.heading`)}
          text={view.state === "deleted" && view.underWay ? t("deleted.underWay") : t(`${problem}.text`, { days: facts.retentionDays })}
        />
      ) : (
        <PageIntro />
      )}
      <section className="container page-section" aria-labelledby={problem ? undefined : "order-heading"}>
        <OrderPanel view={view} support={support} />
        <GalleryFormError answer={answer} />
      </section>
    </>
  );
}
