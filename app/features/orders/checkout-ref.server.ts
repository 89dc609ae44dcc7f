/**
 * The checkout's reference, which finds a paid order right after paying, before the e-mailed link
 * does. Only this server makes one, when a buy link is followed (app/routes/buy.ts), and it goes
 * both to the store, as custom data the payment webhook brings back, and into an HttpOnly cookie
 * of the browser that followed the link. The order it finds is shown only to that browser, and
 * only once: whoever learns the reference (from a link, a screenshot, the store's receipt) holds
 * no cookie for it (docs/decisions/028-checkout-bound-to-the-browser.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { checkoutRefHours } from "./orders.server";

export const checkoutCookie = "checkout_ref";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The reference this browser holds: since when it has been waiting on the order's page (null while
 * the buyer is still in the checkout), so that the page knows when to stop checking.
 */
export type HeldCheckout = { ref: string; arrivedAt: number | null };

export function heldCheckout(cookies: string | null): HeldCheckout | null {
  const [ref, arrived, ...rest] = (readCookie(cookies, checkoutCookie) ?? "").split(".");
  if (!ref || !uuid.test(ref) || rest.length > 0) return null;
  const arrivedAt = arrived === undefined ? null : Number(arrived);
  return { ref, arrivedAt: arrivedAt !== null && Number.isSafeInteger(arrivedAt) ? arrivedAt : null };
}

const secureOf = (request: Request) => new URL(request.url).protocol === "https:";

/** Keeps `held` in this browser, for as long as a reference can find an order. */
export function keepCheckout(context: AppLoadContext, request: Request, held: HeldCheckout) {
  const value = held.arrivedAt === null ? held.ref : `${held.ref}.${held.arrivedAt}`;
  context.responseCookies.push(serializeCookie(checkoutCookie, value, { maxAge: checkoutRefHours * 3600, secure: secureOf(request) }));
}

export function forgetCheckout(context: AppLoadContext, request: Request) {
  context.responseCookies.push(serializeCookie(checkoutCookie, "", { maxAge: 0, secure: secureOf(request) }));
}

/** A new reference for this browser; one issued before is replaced, as only the latest checkout is followed. */
export function issueCheckoutRef(context: AppLoadContext, request: Request): string {
  const ref = crypto.randomUUID();
  keepCheckout(context, request, { ref, arrivedAt: null });
  return ref;
}

export const isCheckoutRef = (value: string) => uuid.test(value);
