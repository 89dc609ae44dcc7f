import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import * as serverRendered from "~/components/islands.server";
import type { RootData } from "~/root";
import { referralCode, withoutCookieSettings } from "~/utils/query-params";
import { ChromeProvider, useChrome } from "~/utils/root-data";
import { useTabAttention } from "~/utils/tab-attention";
import { Analytics } from "./analytics";
import { island } from "./island";
import { SiteHeader } from "./site-header";

// The footer has no behaviour of its own: its links work from the server's HTML.
const SiteFooter = island(serverRendered.SiteFooter, () => import("./site-footer").then((module) => module.SiteFooter));
const ConsentBanner = island(serverRendered.ConsentBanner, () => import("./consent-banner").then((module) => module.ConsentBanner));
const Engagement = island(serverRendered.Engagement, () => import("./engagement").then((module) => module.Engagement));

/**
 * Header, page, footer and the mobile buy button, the cookie banner, the analytics and the checkout
 * overlay; the ad landing pages keep only the logo and banner of the chrome.
 */
export function SiteShell({ data, ...props }: { data: RootData; reduced: boolean; children: ReactNode }) {
  return (
    <ChromeProvider data={data}>
      {/* Fetching lemon.js before a click tells the payment provider about a visitor who has not
          asked for anything yet: the same bar as the ad pixel. */}
      <Shell {...props} preloadCheckout={data.visitor.consent?.marketing === true} />
      {data.consentBanner ? (
        <CookieBanner strings={data.consentBanner} consent={data.visitor.consent} variant={data.visitor.variant} />
      ) : null}
      <Analytics visitor={data.visitor} ids={data.config.analytics} />
    </ChromeProvider>
  );
}

function CookieBanner(props: {
  strings: NonNullable<RootData["consentBanner"]>;
  consent: RootData["visitor"]["consent"];
  variant: RootData["visitor"]["variant"];
}) {
  const { localize } = useChrome();
  const { pathname, search } = useLocation();
  return <ConsentBanner {...props} returnTo={withoutCookieSettings(pathname, search)} privacyHref={localize("/privacy-policy")} />;
}

function Shell({ reduced, preloadCheckout, children }: { reduced: boolean; preloadCheckout: boolean; children: ReactNode }) {
  const { facts, t, cta, referral, localize } = useChrome();
  useTabAttention(t.list("attention", { price: facts.startingPrice }));

  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteHeader reduced={reduced} />
      {referral.source ? <p className="referral-banner">{t("referral", { source: referral.source, code: referralCode })}</p> : null}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {reduced ? null : (
        <>
          <SiteFooter />
          <Link to={localize("/pricing")} className="sticky-buy button button--primary">
            {cta}
          </Link>
          <Engagement preloadCheckout={preloadCheckout} />
        </>
      )}
    </>
  );
}
