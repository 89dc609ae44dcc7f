import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { announceModal } from "~/features/engagement/modals";
import { referralCode } from "~/utils/query-params";
import { useChrome } from "~/features/chrome/chrome";
import { recalled } from "~/utils/storage";
import { loadLemon, type LemonEvent } from "./lemon";

/** The checkout a buy link leads to, and the reference the server issued to this browser for it. */
async function issueCheckout(link: URL): Promise<{ url: string; ref: string }> {
  const response = await fetch(link, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  const answer = (response.ok ? await response.json() : null) as { url?: unknown; ref?: unknown } | null;
  if (typeof answer?.url !== "string" || typeof answer.ref !== "string") throw new Error("The buy link named no checkout");
  const url = new URL(answer.url, location.href);
  if (url.protocol !== "https:") throw new Error("The buy link named no checkout");
  return { url: url.href, ref: answer.ref };
}

const proofPart = /^[\w-]{1,64}$/;

/**
 * The order's id and the store's identifier of it, from `Checkout.Success`'s data: the order object
 * itself, as lemon.js's documentation shows it, or, as pages in use read it, under `order.data`.
 */
function paymentProof(data: unknown): string | null {
  type Found = { id?: unknown; attributes?: { identifier?: unknown }; order?: { data?: Found } } | null | undefined;
  const documented = data as Found;
  const order = documented?.attributes ? documented : documented?.order?.data;
  const [id, identifier] = [String(order?.id ?? ""), String(order?.attributes?.identifier ?? "")];
  return proofPart.test(id) && proofPart.test(identifier) ? `${id}.${identifier}` : null;
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const codeShape = /^[A-Z0-9]{3,20}$/;

type Open = { ref: string; origin: string; props: Record<string, string | number> };

const modalType = "checkout";

/** A click on a buy link, a new object for each, and the referral the visitor came with, if any. */
export type CheckoutClick = { link: HTMLAnchorElement; referral: string | null };

/**
 * The checkout overlay, where a store is configured. Every buy button is a plain link to this
 * site's buy route, which issues the browser its checkout reference and leads on to the store's
 * hosted checkout (`a[data-checkout]`); it already carries the page's language, experiment variant
 * and referral, and works without JavaScript. With JavaScript a click on one opens the same
 * checkout in Lemon Squeezy's overlay instead, filled in with what the visitor already told us:
 * ./checkout-links.tsx holds the click and fetches this module when a buy link is pointed at,
 * focused or clicked, and hands each click over in `click`. If lemon.js fails, the click becomes
 * the plain link again.
 */
export function CheckoutOverlay({ click }: { click: CheckoutClick | null }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { track, localize } = useChrome();
  // The listeners are set up once; they read what the latest render knew.
  const current = { track, orderPath: localize("/create-headshot") };
  const latest = useRef(current);
  latest.current = current;
  // lemon.js hides its own loading animation behind inline styles, which the Content-Security-Policy
  // refuses; until the overlay opens, the page shows that it is on its way.
  const [waiting, setWaiting] = useState(false);
  const openLink = useRef<((click: CheckoutClick) => void) | null>(null);

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
    let shown: Open | null = null;
    let opening = false;
    let setUp = false;

    const closed = () => {
      shown = null;
      announceModal(modalType, false);
    };

    const onLemonEvent = (event: LemonEvent) => {
      // lemon.js hands over every message the window receives; only the checkout's success counts,
      // and the order reference is the one the server issued to this browser, never one from the message.
      if (event.event !== "Checkout.Success" || !shown) return;
      const { ref, props: details } = shown;
      shown = null;
      latest.current.track("finished-checkout", details);
      finished.current = true;
      // The order's identifiers show the server that this page watched the payment: only then does
      // the reference open the order here (docs/decisions/059-the-order-opens-for-the-payer.md).
      const query = new URLSearchParams({ checkout: ref });
      const paid = paymentProof(event.data);
      if (paid) query.set("paid", paid);
      navigate(`${latest.current.orderPath}?${query}`);
    };

    const onMessage = (event: MessageEvent) => {
      // The checkout asks lemon.js to close the overlay with this message.
      if (shown && event.origin === shown.origin && event.data === "close") closed();
    };

    const open = ({ link, referral: cameWith }: CheckoutClick) => {
      if (opening) return;
      // The overlay covers the page, so a buy link can only be clicked once it has gone, however it went.
      if (shown) closed();
      opening = true;
      setWaiting(true);
      link.setAttribute("aria-busy", "true");

      const url = new URL(link.href);
      const query = url.searchParams;
      // Storage may be blocked or full; the checkout then simply asks for what is missing.
      const email = recalled("welcome_flow_email") ?? recalled("newsletter_email");
      if (email && emailShape.test(email)) query.set("checkout[email]", email);
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
          shown = { ref: checkout.ref, origin: overlay.origin, props: details };
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

    openLink.current = open;
    window.addEventListener("message", onMessage);
    return () => {
      openLink.current = null;
      window.removeEventListener("message", onMessage);
    };
  }, [navigate]);

  useEffect(() => {
    if (click) openLink.current?.(click);
  }, [click]);

  return waiting ? (
    <div className="checkout-wait" aria-hidden="true">
      <span className="spinner" />
    </div>
  ) : null;
}
