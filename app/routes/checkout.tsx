import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/page-heading";
import { PlansSection } from "~/features/orders/plan-cards";
import { facts } from "~/content/business";
import { mailtoWithSubject } from "~/utils/mail-link";
import { pageMeta, usePageTranslation, keyedPage } from "~/utils/page";
import { planOffer } from "~/features/orders/checkout.server";
import { loadPage } from "~/utils/page.server";
import { useChrome } from "~/features/chrome/chrome";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "checkout");
  return { ...page, ...planOffer(args, page.language) };
}

export const meta = pageMeta;
export const handle = { ...keyedPage, chrome: "without-buy" };

export default function CheckoutPage() {
  const { plans, checkoutLinks, currency, prices } = useLoaderData<typeof loader>();
  const { t, localize } = usePageTranslation<"checkout">();
  const { config } = useChrome();
  return (
    <>
      <PageIntro />
      <PlansSection heading={t("plansHeading")} strings={plans} prices={prices} checkoutLinks={checkoutLinks} currency={currency} />
      <div className="container page-section offer-grid">
        <section aria-labelledby="steps-heading">
          <h2 id="steps-heading">{t("steps.heading")}</h2>
          <ol>
            {t.list("steps.items").map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="promise-heading">
          <h2 id="promise-heading">{t("promise.heading")}</h2>
          <ul>
            {t.list("promise.items").map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>
            <Link to={localize("/refund-policy")}>{t("promise.refundPolicy")}</Link>
          </p>
        </section>
      </div>
      <div className="container page-section">
        <p>
          {t("more.team", { count: facts.teamMinPeople })}{" "}
          <a href={mailtoWithSubject(config.links.contact, t("more.teamSubject"))}>{t("more.teamAction")}</a>
        </p>
        <p>
          {t("more.whiteLabel")} <Link to={localize("/white-label")}>{t("more.whiteLabelAction")}</Link>
        </p>
      </div>
    </>
  );
}
