/**
 * The checkout's reference, which finds a paid order right after paying, before the e-mailed link
 * does. Only this server makes one, when a buy link is followed (app/routes/buy.ts), and it goes
 * both to the store, as custom data the payment webhook brings back, and into an HttpOnly cookie
 * of the browser that followed the link. The order it finds is shown only to that browser, and
 * only once: whoever learns the reference (from a link, a screenshot, the store's receipt) holds
 * no cookie for it. Even that browser sees the order only with proof that it watched the payment (the
 * order's identifiers, which the store hands the paying page): otherwise it may be a stranger's,
 * who handed the checkout on to someone else to pay (docs/decisions/028-checkout-bound-to-the-browser.md,
 * docs/decisions/059-the-order-opens-for-the-payer.md).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { checkoutRefHours, type PaymentProof } from "./orders.server";

export const checkoutCookie = "checkout_ref";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
// The store's order id and identifier, as the proof of a payment carries them (`<id>.<identifier>`).
const proofShape = /^([\w-]{1,64})\.([\w-]{1,64})$/;

/**
 * The reference this browser holds: since when it has been waiting on the order's page (null while
 * the buyer is still in the checkout), so that the page knows when to stop checking, and the proof
 * that this browser watched the payment, once it has it.
 */
export type HeldCheckout = { ref: string; arrivedAt: number | null; paid: PaymentProof | null };

/** A payment's proof as the overlay's page passes it on, or null if `text` is not one. */
export function paymentProofOf(text: string | null): PaymentProof | null {
  const match = proofShape.exec(text ?? "");
  return match ? { orderId: match[1]!, identifier: match[2]! } : null;
}

export function heldCheckout(cookies: string | null): HeldCheckout | null {
  const [ref, arrived, ...proof] = (readCookie(cookies, checkoutCookie) ?? "").split(".");
  if (!ref || !uuid.test(ref) || (proof.length !== 0 && proof.length !== 2)) return null;
  const paid = proof.length ? paymentProofOf(proof.join(".")) : null;
  if (proof.length && !paid) return null;
  const arrivedAt = arrived ? Number(arrived) : null;
  return { ref, arrivedAt: arrivedAt !== null && Number.isSafeInteger(arrivedAt) ? arrivedAt : null, paid };
}

const secureOf = (request: Request) => new URL(request.url).protocol === "https:";

/** Keeps `held` in this browser, for as long as a reference can find an order. */
export function keepCheckout(context: AppLoadContext, request: Request, held: HeldCheckout) {
  const arrived = held.arrivedAt === null ? "" : `.${held.arrivedAt}`;
  const value = held.paid ? `${held.ref}${arrived || "."}.${held.paid.orderId}.${held.paid.identifier}` : held.ref + arrived;
  context.responseCookies.push(serializeCookie(checkoutCookie, value, { maxAge: checkoutRefHours * 3600, secure: secureOf(request) }));
}

export function forgetCheckout(context: AppLoadContext, request: Request) {
  context.responseCookies.push(serializeCookie(checkoutCookie, "", { maxAge: 0, secure: secureOf(request) }));
}

/** A new reference for this browser; one issued before is replaced, as only the latest checkout is followed. */
export function issueCheckoutRef(context: AppLoadContext, request: Request): string {
  const ref = crypto.randomUUID();
  keepCheckout(context, request, { ref, arrivedAt: null, paid: null });
  return ref;
}

export const isCheckoutRef = (value: string) => uuid.test(value);
