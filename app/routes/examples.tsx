import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BeforeAfter } from "~/components/before-after";
import { CallToAction, PageIntro } from "~/components/page-heading";
import { styles } from "~/content/business";
import { PublishedPicture } from "~/features/photos/gallery/published-picture";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadExamplesPage } from "./examples.server";

export const loader = (args: LoaderFunctionArgs) => loadExamplesPage(args);

export const meta = pageMeta;

export default function ExamplesPage() {
  const { guides, featured } = useLoaderData<typeof loader>();
  const { t, localize } = usePageTranslation<"examples">();
  const labels = { before: t("before"), after: t("after") };
  return (
    <>
      <PageIntro />
      <div className="container">
        <ul className="example-list">
          {styles.map((style) => (
            <li key={style} className="card">
              <BeforeAfter
                style={style}
                labels={labels}
                alts={{ before: t(`styles.${style}.beforeAlt`), after: t(`styles.${style}.afterAlt`) }}
              />
              <h2 className="card__title">{t(`styles.${style}.name`)}</h2>
              <p>{t(`styles.${style}.text`)}</p>
              <p className="example-list__fields">{t("bestFor", { fields: t(`styles.${style}.fields`) })}</p>
            </li>
          ))}
        </ul>
      </div>
      {featured.length > 0 ? (
        // Real results that their owners published and agreed to show here.
        <section className="section container" aria-labelledby="featured-heading">
          <h2 id="featured-heading">{t("featured.heading")}</h2>
          <p>{t("featured.text")}</p>
          <ul className="featured-list">
            {featured.map((item) => (
              <li key={item.id}>
                <Link to={localize(`/gallery/${item.id}`)}>
                  <PublishedPicture
                    id={item.id}
                    widths={item.widths}
                    // A column of .featured-list: half a phone's width, 9 to 13rem on a wider screen.
                    sizes="(min-width: 37rem) 13rem, calc(50vw - 1.75rem)"
                    alt={t("featured.alt", { style: t(`styles.${item.style}.name`) })}
                    width={240}
                    height={240}
                    loading="lazy"
                    decoding="async"
                  />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="section container" aria-labelledby="tips-heading">
        <h2 id="tips-heading">{t("tips.heading")}</h2>
        <ul className="checklist">
          {t.list("tips.items").map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {guides.length > 0 ? (
          <>
            <p>{t("tips.guides")}</p>
            <ul className="link-list">
              {guides.map((guide) => (
                <li key={guide.href}>
                  <Link to={guide.href}>{guide.title}</Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <section className="final-cta" aria-labelledby="examples-cta-heading">
        <div className="container">
          <h2 id="examples-cta-heading">{t("cta.heading")}</h2>
          <p>{t("cta.text")}</p>
          <CallToAction to="/pricing">{t("cta.button")}</CallToAction>
        </div>
      </section>
    </>
  );
}
