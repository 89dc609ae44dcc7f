import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/page-heading";
import { PlansSection } from "~/features/orders/plan-cards";
import { facts } from "~/content/business";
import { pageMeta, usePageTranslation, keyedPage } from "~/utils/page";
import { headshotPacks } from "~/content/structured-data.server";
import { planOffer } from "~/features/orders/checkout.server";
import { loadPage, siteImage } from "~/utils/page.server";
import { mailtoWithSubject } from "~/utils/mail-link";
import { useChrome } from "~/features/chrome/chrome";

export async function loader(args: LoaderFunctionArgs) {
  // The packs as structured data, as on the home page: the same offers the cards show.
  const page = await loadPage(args, "pricing", (site) => ({ structuredData: [headshotPacks(site, siteImage(site.language).src)] }));
  return { ...page, ...planOffer(args, page.language) };
}

export const meta = pageMeta;
export const handle = { ...keyedPage, chrome: "without-buy" };

export default function PricingPage() {
  const { plans, checkoutLinks, currency, prices } = useLoaderData<typeof loader>();
  const { t, localize } = usePageTranslation<"pricing">();
  const { config } = useChrome();
  return (
    <>
      <PageIntro />
      <PlansSection heading={t("plansHeading")} strings={plans} prices={prices} checkoutLinks={checkoutLinks} currency={currency} />
      <section className="container page-section" aria-labelledby="included-heading">
        <h2 id="included-heading">{t("included.heading")}</h2>
        <ul>
          {t.list("included.items", { refundDays: facts.refundDays, retentionDays: facts.retentionDays }).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <Link to={localize("/refund-policy")}>{t("included.refundPolicy")}</Link> ·{" "}
          <Link to={localize("/privacy-policy")}>{t("included.privacyPolicy")}</Link>
        </p>
      </section>
      <div className="container page-section offer-grid">
        <section className="card" aria-labelledby="team-heading">
          <h2 id="team-heading">{t("team.heading")}</h2>
          <p>{t("team.text", { count: facts.teamMinPeople })}</p>
          <a href={mailtoWithSubject(config.links.contact, t("team.subject"))} className="button button--secondary">
            {t("team.action")}
          </a>
        </section>
        <section className="card" aria-labelledby="white-label-heading">
          <h2 id="white-label-heading">{t("whiteLabel.heading")}</h2>
          <p>{t("whiteLabel.text", { hours: facts.whiteLabelQuoteHours })}</p>
          <Link to={localize("/white-label")} className="button button--secondary">
            {t("whiteLabel.action")}
          </Link>
        </section>
      </div>
    </>
  );
}
