import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { BeforeAfter } from "~/components/before-after";
import { CallToAction, PageHeading } from "~/components/page-heading";
import { Link, useLoaderData } from "@remix-run/react";
import { Parallax } from "./parallax";
import { PlanCards } from "~/features/orders/plan-cards";
import { loadHomePage } from "./home.server";
import { pageMeta, keyedPage } from "~/utils/page";
import { styles } from "~/content/business";
import { useChrome } from "~/features/chrome/chrome";
import { usePageTranslation } from "~/utils/page";

export const loader = (args: LoaderFunctionArgs) => loadHomePage(args);

export const meta = pageMeta;
export const handle = keyedPage;

/** The styles the home page shows as before/after pairs: three different people, three kinds of work. */
const featured = ["corporate", "greenery", "realEstate"] as const;

/**
 * The home page: its opening with the decorative parallax, how it works, the styles, examples,
 * pricing, questions and the closing call to action.
 */
export default function HomePage() {
  const { strings, plans, checkoutLinks, currency, prices } = useLoaderData<typeof loader>();
  const { t, localize } = usePageTranslation<"home">();
  const { cta, referral } = useChrome();
  const { ref } = referral;

  return (
    <>
      <PageHeading className="page-intro hero" heading={t("heading")} text={t("intro")}>
        {ref ? (
          <p className="ref-marker">
            {t("refMarker", { ref })}
            {ref.toLowerCase() === "producthunt" ? <span className="badge">{t("refOffer")}</span> : null}
          </p>
        ) : null}
        <p className="hero__actions">
          <CallToAction to="/pricing">{cta}</CallToAction>
          <Link to={localize("/examples")} className="button button--secondary button--large">
            {t("examplesLink")}
          </Link>
        </p>
        <ul className="hero__promises">
          {t.list("promises").map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
        <Parallax />
      </PageHeading>

      <section className="section container" aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t("steps.heading")}</h2>
        <p className="section__intro">{t("steps.intro")}</p>
        <ol className="steps">
          {Object.entries(strings.steps.items).map(([key, step]) => (
            <li key={key} className="steps__item">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="section section--tinted" aria-labelledby="styles-heading">
        <div className="container">
          <h2 id="styles-heading">{t("styles.heading")}</h2>
          <p className="section__intro">{t("styles.intro")}</p>
          <ul className="card-grid">
            {styles.map((style) => (
              <li key={style} className="card">
                <h3 className="card__title">{t(`styles.items.${style}.name`)}</h3>
                <p>{t(`styles.items.${style}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section container" aria-labelledby="examples-heading">
        <h2 id="examples-heading">{t("examples.heading")}</h2>
        <p className="section__intro">{t("examples.intro")}</p>
        <div className="example-grid">
          {featured.map((style) => (
            <BeforeAfter
              key={style}
              style={style}
              labels={{ before: t("examples.before"), after: t("examples.after") }}
              alts={{ before: t(`examples.items.${style}.beforeAlt`), after: t(`examples.items.${style}.afterAlt`) }}
              caption={t(`examples.items.${style}.caption`)}
            />
          ))}
        </div>
        <p className="section__more">
          <Link to={localize("/examples")}>{t("examples.link")}</Link>
        </p>
      </section>

      {/* Other pages link here (/#pricing); the pricing page adds team and white-label offers. */}
      <section id="pricing" className="section section--tinted" aria-labelledby="pricing-heading">
        <div className="container">
          <h2 id="pricing-heading">{t("pricing.heading")}</h2>
          <p className="section__intro">{t("pricing.intro")}</p>
          <PlanCards strings={plans} prices={prices} checkoutLinks={checkoutLinks} currency={currency} />
          <p className="section__more">
            <Link to={localize("/pricing")}>{t("pricing.link")}</Link>
          </p>
        </div>
      </section>

      <section className="section container" aria-labelledby="faq-heading">
        <h2 id="faq-heading">{t("faq.heading")}</h2>
        {/* The home page's FAQPage structured data is made from the same strings. */}
        <div className="faq">
          {Object.values(strings.faq.items).map(({ question, answer }) => (
            <div key={question} className="faq__item">
              <h3>{question}</h3>
              <p>{answer}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="final-cta" aria-labelledby="final-cta-heading">
        <div className="container">
          <h2 id="final-cta-heading">{t("finalCta.title")}</h2>
          {t.list("finalCta.lines").map((line) => (
            <p key={line}>{line}</p>
          ))}
          <CallToAction to="/pricing">{cta}</CallToAction>
        </div>
      </section>
    </>
  );
}
