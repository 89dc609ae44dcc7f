import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { RootData } from "~/root";
import { formatPrice, startingPrice } from "~/utils/business";
import { ChromeProvider, useChrome } from "~/utils/root-data";
import { useTabAttention } from "~/utils/tab-attention";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, page, footer and the mobile buy button; the ad landing pages keep only the logo and banner. */
export function SiteShell({ data, ...props }: { data: RootData; reduced: boolean; children: ReactNode }) {
  return (
    <ChromeProvider data={data}>
      <Shell {...props} />
    </ChromeProvider>
  );
}

function Shell({ reduced, children }: { reduced: boolean; children: ReactNode }) {
  const { language, t, localize } = useChrome();
  const price = formatPrice(startingPrice, language);
  useTabAttention(t.list("attention", { price }));

  return (
    <>
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteHeader reduced={reduced} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {reduced ? null : (
        <>
          <SiteFooter />
          <Link to={localize("/pricing")} className="sticky-buy button button--primary">
            {t("stickyBuy", { price })}
          </Link>
        </>
      )}
    </>
  );
}
