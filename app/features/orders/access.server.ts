/**
 * Which order a browser may see and change, without an account. The e-mailed link (`?order=`, a
 * signed token) is moved into a cookie that only the server reads, and the page is shown at its
 * plain address: the secret never sits in the address bar, the history, a screenshot or an
 * analytics hit. Right after paying, the checkout's reference finds the order, but only in the
 * browser it was issued to (./checkout-ref.server.ts), and only with the proof that this browser
 * watched the payment; `?checkout=` says that the buyer is back, with that proof (`&paid=`) when the
 * overlay had it. Without it the browser learns where the order's link went, and no more: whoever
 * paid may be someone else, to whom the holder of the reference handed the checkout. Neither
 * replaces an order the browser already holds without asking, by a form.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { getEnv } from "~/utils/env.server";
import { forgetCheckout, heldCheckout, keepCheckout, paymentProofOf } from "./checkout-ref.server";
import { checkOrderLink, linkExpiry, orderLinkToken } from "./order-links.server";
import { claimOrderByCheckoutRef, findOrder, orderPaidThroughCheckout, type Order } from "./orders.server";

const orderCookie = "order_access";
// An order a link (or a finished checkout) would put in place of the one the browser holds, until
// the buyer says which to keep; long enough to read the question.
const offerCookie = "order_offer";
const offerSeconds = 3600;
// Webhooks normally arrive within seconds; after this long the page stops checking, says so
// honestly, and names the support address (a later webhook still sends the e-mailed link).
const pendingSeconds = 120;

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** Its photos and personal data are gone, or the buyer asked for that: nothing of it is shown or changed any more. */
export const isGone = (order: Order) => order.status === "deleted" || order.deletionRequestedAt !== null;

/** What the browser may be shown: its order, or why there is none (yet). */
export type OrderInView =
  | { state: "none" | "pending" | "delayed" | "invalid" | "expired" }
  | { state: "deleted"; order: Order }
  /** Paid through this browser's checkout, without proof that this browser paid: where its link went, masked. */
  | { state: "emailed"; email: string }
  | { state: "replace"; held: Order; offered: Order }
  | { state: "order"; order: Order; expiresAt: Date };

/**
 * The order this browser is shown, from its link, its checkout or its cookies, keeping in its
 * cookies what it holds from now on. A request that carries a link or a checkout reference is
 * answered with a redirect to the same address without them.
 */
export async function orderInView({ request, context }: Args): Promise<OrderInView> {
  const env = context.cloudflare.env;
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  const keep = (name: string, value: string, maxAge: number) =>
    context.responseCookies.push(serializeCookie(name, value, { maxAge, secure, httpOnly: true }));
  const forget = (name: string) => context.responseCookies.push(serializeCookie(name, "", { maxAge: 0, secure, httpOnly: true }));
  const shown = (order: Order, token: string): OrderInView => {
    // Its photos and details are gone, as the link said they would be: gone, not missing.
    if (isGone(order)) return { state: "deleted", order };
    const expiresAt = linkExpiry(order.paidAt);
    keep(orderCookie, token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)));
    return { state: "order", order, expiresAt };
  };

  // The order this browser holds, if it may still be shown: one deleted or gone is replaced without asking.
  const cookies = request.headers.get("Cookie");
  const heldToken = readCookie(cookies, orderCookie);
  const heldLink = heldToken && secret ? await checkOrderLink(secret, heldToken) : null;
  const held = heldLink?.status === "valid" ? await findOrder(env, heldLink.orderId) : null;
  const current = held && !isGone(held) ? held : null;

  const token = url.searchParams.get("order");
  const ref = url.searchParams.get("checkout");
  if (token !== null) {
    const link = secret ? await checkOrderLink(secret, token) : ({ status: "invalid" } as const);
    // A link that does not work changes nothing the browser holds.
    if (link.status !== "valid") return { state: link.status };
    if (current && current.id !== link.orderId) {
      // Another order is on this browser: the page asks (by form) before it replaces it.
      keep(offerCookie, token, offerSeconds);
    } else {
      keep(orderCookie, token, Math.floor((link.expiresAt.getTime() - Date.now()) / 1000));
      forget(offerCookie);
    }
  } else if (ref !== null) {
    const pending = heldCheckout(cookies);
    // Only the browser the reference was issued to may follow it; anyone else's changes nothing.
    if (!pending || pending.ref !== ref) return { state: "invalid" };
    const given = url.searchParams.get("paid");
    const paid = given === null ? pending.paid : paymentProofOf(given);
    if (!paid && given !== null) return { state: "invalid" };
    if (pending.arrivedAt === null || paid !== pending.paid)
      keepCheckout(context, request, { ref, arrivedAt: pending.arrivedAt ?? Math.floor(Date.now() / 1000), paid });
  }
  if (token !== null || ref !== null) {
    url.searchParams.delete("order");
    url.searchParams.delete("checkout");
    url.searchParams.delete("paid");
    throw redirect(url.pathname + url.search);
  }

  const pending = heldCheckout(cookies);
  if (pending && secret) {
    const order = pending.paid ? await claimOrderByCheckoutRef(env, pending.ref, pending.paid) : null;
    if (order) {
      forgetCheckout(context, request);
      const orderToken = await orderLinkToken(secret, order.id, linkExpiry(order.paidAt));
      if (!current || current.id === order.id) return shown(order, orderToken);
      keep(offerCookie, orderToken, offerSeconds);
      return { state: "replace", held: current, offered: order };
    }
    const unproven = await orderPaidThroughCheckout(env, pending.ref);
    if (unproven && current?.id === unproven.id) {
      // Its e-mailed link, opened here, has made it this browser's: the reference has done its part.
      forgetCheckout(context, request);
    } else if (!current || pending.arrivedAt !== null) {
      // Back from the checkout (until then the order the browser holds, if any, stays in view).
      const arrivedAt = pending.arrivedAt ?? Math.floor(Date.now() / 1000);
      if (pending.arrivedAt === null) keepCheckout(context, request, { ...pending, arrivedAt });
      // Paid, but nothing shows that this browser paid (back without JavaScript, or never the payer's):
      // the e-mailed link is the way in, and only the payer's mailbox holds it.
      if (unproven) return { state: "emailed", email: maskedEmail(unproven.email) };
      return { state: Date.now() / 1000 - arrivedAt > pendingSeconds ? "delayed" : "pending" };
    }
  }

  const offered = readCookie(cookies, offerCookie);
  if (offered) {
    const link = secret ? await checkOrderLink(secret, offered) : ({ status: "invalid" } as const);
    const order = link.status === "valid" ? await findOrder(env, link.orderId) : null;
    if (order && current && current.id !== order.id) return { state: "replace", held: current, offered: order };
    forget(offerCookie);
    if (order && !current) return shown(order, offered);
  }

  if (heldToken) {
    if (held) return shown(held, heldToken);
    forget(orderCookie);
    return { state: heldLink?.status === "expired" ? "expired" : "invalid" };
  }
  return { state: "none" };
}

/**
 * An address as someone who may not own it is shown it: enough for its owner to know which mailbox
 * to look in ("j•••@example.com"), not enough to write to it.
 */
function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export type OrderAccess = { order: Order } | { problem: "invalid" | "expired" | "foreign" };

/**
 * The order a form may change: the one the browser's private link (its cookie) names, and only if
 * the form names the same order, so that a page of one order can never change another.
 */
export async function orderForForm(args: Args, formOrderId: string | null): Promise<OrderAccess> {
  return namedByForm(await heldOrder(args), formOrderId);
}

/**
 * The order the browser's private link (its cookie) names, judged on the request's headers alone:
 * an action asks it before it reads the body, so that a request without an order costs no more
 * than its headers.
 */
export async function heldOrder({ request, context }: Args): Promise<OrderAccess> {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const held = readCookie(request.headers.get("Cookie"), orderCookie);
  const link = secret && held ? await checkOrderLink(secret, held) : ({ status: "invalid" } as const);
  if (link.status !== "valid") return { problem: link.status };
  const order = await findOrder(context.cloudflare.env, link.orderId);
  return order ? { order } : { problem: "invalid" };
}

/** The held order if the form names it or no order at all (see {@link orderForForm}). */
export function namedByForm(access: OrderAccess, formOrderId: string | null): OrderAccess {
  if ("problem" in access || formOrderId === null || formOrderId === access.order.id) return access;
  return { problem: "foreign" };
}

/** Whether the browser is offered an order in place of the one it holds (see {@link chooseOrder}). */
export const holdsOffer = (request: Request) => readCookie(request.headers.get("Cookie"), offerCookie) !== null;

export const orderChoices = ["open-offered", "keep-held"] as const;
export type OrderChoice = (typeof orderChoices)[number];

/**
 * The answer to "replace the order this browser holds?": the offered order takes its place, or the
 * offer is dropped. Either way the page is shown again, as a GET.
 */
export async function chooseOrder({ request, context }: Args, choice: OrderChoice): Promise<Response> {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const secure = new URL(request.url).protocol === "https:";
  const offered = readCookie(request.headers.get("Cookie"), offerCookie);
  const link = secret && offered ? await checkOrderLink(secret, offered) : null;
  if (choice === "open-offered" && offered && link?.status === "valid") {
    const maxAge = Math.floor((link.expiresAt.getTime() - Date.now()) / 1000);
    context.responseCookies.push(serializeCookie(orderCookie, offered, { maxAge, secure, httpOnly: true }));
  }
  context.responseCookies.push(serializeCookie(offerCookie, "", { maxAge: 0, secure, httpOnly: true }));
  return redirect(new URL(request.url).pathname, 303);
}
