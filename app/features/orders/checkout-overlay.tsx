import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { announceModal } from "~/features/engagement/modals";
import { referralCode } from "~/utils/query-params";
import { useChrome } from "~/features/chrome/chrome";
import { recalled, remember } from "~/utils/storage";

/**
 * The checkout overlay, where a store is configured. Every buy button is a plain link to this
 * site's buy route, which issues the browser its checkout reference and leads on to the store's
 * hosted checkout (`a[data-checkout]`); it already carries the page's language, experiment variant
 * and referral, and works without JavaScript. Once this module has arrived (with ./engagement.tsx,
 * after the first load), a click on one opens the same checkout in Lemon Squeezy's overlay instead,
 * filled in with what the visitor already told us. Without a store the buy links lead to the local
 * checkout, a page of this site, and nothing mounts this module: a local run asks nothing of Lemon
 * Squeezy. lemon.js is fetched on the first click, or ahead
 * of it on the pricing and checkout pages when `preload` says the visitor's consent allows it. If
 * the script fails, the click becomes the plain link again.
 */
type LemonEvent = { event?: unknown; data?: unknown };
type LemonSqueezy = {
  Setup(options: { eventHandler: (event: LemonEvent) => void }): void;
  Url: { Open(url: string): void; Close(): void };
};

declare global {
  interface Window {
    createLemonSqueezy?: () => void;
    LemonSqueezy?: LemonSqueezy;
  }
}

const scriptUrl = "https://app.lemonsqueezy.com/js/lemon.js";
// How long a click waits for lemon.js before it follows the link instead.
const scriptTimeoutMs = 5_000;
const sellingPage = /^(?:\/es)?\/(?:pricing|checkout)\/?$/;
// A referral is named on the page the visitor arrived on; the offer follows them through the visit.
const referralKey = "checkout_referral";

let lemon: Promise<LemonSqueezy> | null = null;

function loadLemon(): Promise<LemonSqueezy> {
  lemon ??= new Promise<LemonSqueezy>((resolve, reject) => {
    const script = document.createElement("script");
    const timer = setTimeout(() => reject(new Error("lemon.js did not load in time")), scriptTimeoutMs);
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      window.createLemonSqueezy?.();
      if (window.LemonSqueezy) resolve(window.LemonSqueezy);
      else reject(new Error("lemon.js loaded without LemonSqueezy"));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error("lemon.js could not be loaded"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later click tries again.
    lemon = null;
    throw error;
  });
  return lemon;
}

/** The checkout a buy link leads to, and the reference the server issued to this browser for it. */
async function issueCheckout(link: URL): Promise<{ url: string; ref: string }> {
  const response = await fetch(link, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  const answer = (response.ok ? await response.json() : null) as { url?: unknown; ref?: unknown } | null;
  if (typeof answer?.url !== "string" || typeof answer.ref !== "string") throw new Error("The buy link named no checkout");
  const url = new URL(answer.url, location.href);
  if (url.protocol !== "https:") throw new Error("The buy link named no checkout");
  return { url: url.href, ref: answer.ref };
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codeShape = /^[A-Z0-9]{3,20}$/;

type Open = { ref: string; origin: string; props: Record<string, string | number> };

const modalType = "checkout";

export function CheckoutOverlay({ preload }: { preload: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { track, referral, localize } = useChrome();
  // The click handler is set up once; it reads what the latest render knew.
  const current = { track, referral: referral.source, orderPath: localize("/create-headshot") };
  const latest = useRef(current);
  latest.current = current;
  // lemon.js hides its own loading animation behind inline styles, which the Content-Security-Policy
  // refuses; until the overlay opens, the page shows that it is on its way.
  const [waiting, setWaiting] = useState(false);

  useEffect(() => {
    // Storage may be blocked or full; the referral then counts on its own page only.
    if (referral.source) remember(referralKey, referral.source, "sessionStorage");
  }, [referral.source]);

  useEffect(() => {
    if (preload && sellingPage.test(pathname)) loadLemon().catch(() => {});
  }, [preload, pathname]);

  // A finished checkout stays in view until the order's page is there: the buyer never sees the
  // page they bought on again in between, and the checkout completes its own requests.
  const finished = useRef(false);
  useEffect(() => {
    if (!finished.current) return;
    finished.current = false;
    window.LemonSqueezy?.Url.Close();
    announceModal(modalType, false);
  }, [pathname]);

  useEffect(() => {
    let open: Open | null = null;
    let opening = false;
    let setUp = false;

    const closed = () => {
      open = null;
      announceModal(modalType, false);
    };

    const onLemonEvent = (event: LemonEvent) => {
      // lemon.js hands over every message the window receives; only the checkout's success counts,
      // and the order reference is the one the server issued to this browser, never one from the message.
      if (event.event !== "Checkout.Success" || !open) return;
      const { ref, props: details } = open;
      open = null;
      latest.current.track("finished-checkout", details);
      finished.current = true;
      navigate(`${latest.current.orderPath}?checkout=${ref}`);
    };

    const onMessage = (event: MessageEvent) => {
      // The checkout asks lemon.js to close the overlay with this message.
      if (open && event.origin === open.origin && event.data === "close") closed();
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[data-checkout]");
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      if (opening) return;
      // The overlay covers the page, so a buy link can only be clicked once it has gone, however it went.
      if (open) closed();
      opening = true;
      setWaiting(true);
      link.setAttribute("aria-busy", "true");

      const url = new URL(link.href);
      const query = url.searchParams;
      // Storage may be blocked or full; the checkout then simply asks for what is missing.
      const email = recalled("welcome_flow_email") ?? recalled("newsletter_email");
      if (email && emailShape.test(email)) query.set("checkout[email]", email);
      const cameWith = latest.current.referral ?? recalled(referralKey, "sessionStorage");
      // A referral visitor was promised the referral code; anyone else gets the welcome code they were given.
      const code = cameWith ? referralCode : recalled("welcome_flow_discount_code");
      if (code && codeShape.test(code)) {
        query.set("checkout[discount_code]", code);
        query.set("checkout[custom][discount_code]", code);
      }
      if (cameWith) query.set("checkout[custom][referral]", cameWith);
      const details = { plan: link.dataset.checkout ?? "", value: Number(link.dataset.value), currency: link.dataset.currency ?? "" };

      // The buy link's route issues this browser its reference (in a cookie) and names the checkout to open.
      Promise.all([loadLemon(), issueCheckout(url)])
        .then(([lemonSqueezy, checkout]) => {
          if (!setUp) {
            lemonSqueezy.Setup({ eventHandler: onLemonEvent });
            setUp = true;
          }
          const overlay = new URL(checkout.url);
          overlay.searchParams.set("embed", "1");
          lemonSqueezy.Url.Open(overlay.href);
          open = { ref: checkout.ref, origin: overlay.origin, props: details };
          latest.current.track("opened-checkout", details);
          announceModal(modalType, true);
        })
        .catch(() => window.location.assign(url.href))
        .finally(() => {
          opening = false;
          setWaiting(false);
          link.removeAttribute("aria-busy");
        });
    };

    document.addEventListener("click", onClick);
    window.addEventListener("message", onMessage);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("message", onMessage);
    };
  }, [navigate]);

  return waiting ? (
    <div className="checkout-wait" aria-hidden="true">
      <span className="spinner" />
    </div>
  ) : null;
}
