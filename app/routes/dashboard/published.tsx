import { Form } from "@remix-run/react";
import type { PublishedSummary } from "~/features/photos/gallery/gallery.server";
import { usePageTranslation } from "~/utils/page";
import { useDashboardFormat } from "./format";
import { Table } from "./table";

/**
 * The headshots buyers published, each with its page, whether its buyer let search engines list it,
 * and the switch that features it on /examples where they did.
 */
export function Published({ published }: { published: Array<PublishedSummary & { styleName: string }> }) {
  const { t } = usePageTranslation<"dashboard">();
  const { date } = useDashboardFormat();
  return (
    <section id="published">
      <h2>{t("published.heading")}</h2>
      <Table
        caption={t("published.heading")}
        empty={t("published.empty")}
        head={[t("published.page"), t("published.style"), t("published.since"), t("published.search"), t("published.examples")]}
        rows={published.map((item) => [
          item.id,
          <a key="page" href={`/gallery/${item.id}`}>{`/gallery/${item.id}`}</a>,
          item.styleName,
          date(item.createdAt),
          t(item.findable ? "published.listed" : "published.unlisted"),
          // One featured before featuring asked for the buyer's listing may still be taken off.
          !item.findable && !item.featured ? (
            t("published.notListed")
          ) : (
            // A full page load: the answer is a redirect back here.
            <Form key="feature" method="post" action="/dashboard/feature" reloadDocument>
              <input type="hidden" name="item" value={item.id} />
              <input type="hidden" name="featured" value={item.featured ? "no" : "yes"} />
              <button type="submit" className="button button--secondary">
                {t(item.featured ? "published.unfeature" : "published.feature")}
              </button>
            </Form>
          ),
        ])}
      />
    </section>
  );
}
