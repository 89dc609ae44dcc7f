import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { useChrome } from "~/features/chrome/chrome";
import { recalled, remember } from "~/utils/storage";
import type { CheckoutClick } from "./checkout-overlay";
import { isPlainClick } from "~/features/chrome/chrome";

const sellingPage = /^(?:\/es)?\/(?:pricing|checkout)\/?$/;
// A referral is named on the page the visitor arrived on; the offer follows them through the visit.
const referralKey = "checkout_referral";

type Overlay = ComponentType<{ click: CheckoutClick | null }>;

/**
 * The buy links' side of the checkout overlay (./checkout-overlay.tsx), where a store is configured:
 * a visitor who never reaches for a buy link fetches none of the overlay's code. It is fetched when
 * a buy link is pointed at or focused, and at the latest by the click, which waits for it and then
 * opens the overlay; if it cannot be fetched, the click follows the link. lemon.js is fetched on the
 * first click, or ahead of it on the pricing and checkout pages when `preload` says the visitor's
 * consent allows it.
 */
export function CheckoutLinks({ preload }: { preload: boolean }) {
  const { pathname } = useLocation();
  const { referral } = useChrome();
  const [Overlay, setOverlay] = useState<Overlay | null>(null);
  const [click, setClick] = useState<CheckoutClick | null>(null);
  // The click listener is set up once; it reads the referral of the latest render.
  const latestReferral = useRef(referral.source);
  latestReferral.current = referral.source;

  useEffect(() => {
    // Storage may be blocked or full; the referral then counts on its own page only.
    if (referral.source) remember(referralKey, referral.source, "sessionStorage");
  }, [referral.source]);

  useEffect(() => {
    if (preload && sellingPage.test(pathname)) import("./lemon").then(({ loadLemon }) => loadLemon()).catch(() => {});
  }, [preload, pathname]);

  useEffect(() => {
    let loading: Promise<void> | null = null;
    const load = () =>
      (loading ??= import("./checkout-overlay").then(
        ({ CheckoutOverlay }) => setOverlay(() => CheckoutOverlay),
        (error: unknown) => {
          // A later buy link tries again.
          loading = null;
          throw error;
        },
      ));
    const buyLink = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[data-checkout]");
      return link instanceof HTMLAnchorElement ? link : null;
    };
    const onReach = (event: Event) => {
      if (buyLink(event)) load().catch(() => {});
    };
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const link = buyLink(event);
      if (!link) return;
      event.preventDefault();
      setClick({ link, referral: latestReferral.current ?? recalled(referralKey, "sessionStorage") });
      load().catch(() => window.location.assign(link.href));
    };
    document.addEventListener("pointerover", onReach);
    document.addEventListener("focusin", onReach);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("pointerover", onReach);
      document.removeEventListener("focusin", onReach);
      document.removeEventListener("click", onClick);
    };
  }, []);

  return Overlay ? <Overlay click={click} /> : null;
}
