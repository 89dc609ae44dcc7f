import { useLocation } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import type { RootData } from "~/features/chrome/root-data.server";
import { referralCode, withoutCookieSettings } from "~/utils/query-params";
import { ChromeProvider, useChrome } from "~/features/chrome/chrome";
import { ChromeLink } from "~/features/chrome/chrome-link";
import { localPath } from "~/utils/local-path";
import { useTabAttention } from "~/features/engagement/tab-attention";
import { toasterId } from "~/features/engagement/toast";
import { Analytics } from "~/features/consent/analytics-tags";
import { Engagement } from "~/features/engagement/engagement";
import { lazyPart } from "~/utils/lazy";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Only visitors asked for consent see the banner, and only they fetch its code. A document that
// shows it waits for it (app/entry.server.tsx): its form must work without JavaScript.
const ConsentBanner = lazyPart(() => import("~/features/consent/consent-banner").then((module) => module.ConsentBanner));

/**
 * Header, page, footer and the mobile buy button, the cookie banner, the analytics and the checkout
 * overlay; the ad landing pages keep only the logo and banner of the chrome.
 */
export function SiteShell({ data, ...props }: { data: RootData; reduced: boolean; buyButton: boolean; children: ReactNode }) {
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
  return (
    <Suspense fallback={null}>
      <ConsentBanner
        {...props}
        returnTo={localPath(withoutCookieSettings(pathname, search)) ?? "/"}
        privacyHref={localize("/privacy-policy")}
      />
    </Suspense>
  );
}

function Shell({
  reduced,
  buyButton,
  preloadCheckout,
  children,
}: {
  reduced: boolean;
  buyButton: boolean;
  preloadCheckout: boolean;
  children: ReactNode;
}) {
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
          {buyButton ? (
            <ChromeLink to={localize("/pricing")} className="sticky-buy button button--primary">
              {cta}
            </ChromeLink>
          ) : null}
          {/* The toasts' live region is in the server's HTML, so that screen readers announce what is added to it later. */}
          <div id={toasterId} className="toaster" aria-live="polite" />
          {/* The popup, the toasts and the checkout overlay show only after the first paint: their
              listeners start with hydration, and each part's code comes with its event. Without
              JavaScript the links and forms they enhance work on their own. */}
          <Engagement preloadCheckout={preloadCheckout} />
        </>
      )}
    </>
  );
}
