import { createHmac } from "node:crypto";
import { expect } from "vitest";
import { orderDocument, orderEventBody, type LocalOrder } from "~/routes/local-checkout/purchase.server";
import { sendForm } from "./forms";
import type { TestWorker } from "./worker";

/**
 * Lemon Squeezy's side of the payment webhooks, for the tests: order events shaped like the
 * documented examples (tests/fixtures/vendors/lemonsqueezy/), signed as Lemon Squeezy signs them
 * (hex HMAC-SHA256 of the raw body in `X-Signature`).
 */

export const webhookSecret = "test-webhook-secret";
export const orderLinkSecret = "test-order-link-secret-0123456789abcdef";

/** What a worker needs to take payments: the two secrets (no store: the local checkout's variant ids). */
export const paymentVars = { LEMONSQUEEZY_WEBHOOK_SECRET: webhookSecret, ORDER_LINK_SECRET: orderLinkSecret };

/** A store for the tests: checkout links on Lemon Squeezy and the variant ids its webhooks carry. */
export { storeVars, euroStoreVars } from "../fakes/lemonsqueezy-store";

let orders = 0;

export type OrderEventOptions = {
  event?: "order_created" | "order_refunded";
  orderId?: string;
  email?: string;
  variantId?: string | number;
  status?: string;
  total?: number;
  discountTotal?: number;
  currency?: string;
  createdAt?: string;
  refundedAt?: string | null;
  custom?: Record<string, string> | null;
  /** Whether the store was in test mode (the default, as for the local checkout). */
  testMode?: boolean;
};

/**
 * An order event as Lemon Squeezy sends it (tests/fixtures/vendors/lemonsqueezy/, held to them by
 * tests/integration/lemonsqueezy-fixtures.test.ts); without options, a paid Basic order from the
 * local checkout's variant.
 */
export function orderEvent(options: OrderEventOptions = {}) {
  orders += 1;
  const event = options.event ?? "order_created";
  const createdAt = options.createdAt ?? new Date().toISOString();
  const total = options.total ?? 1900;
  const discount = options.discountTotal ?? 0;
  const refundedAt = options.refundedAt ?? (event === "order_refunded" ? new Date().toISOString() : null);
  const order = orderDocument({
    id: options.orderId ?? String(1_000_000 + orders),
    number: orders,
    email: options.email ?? `buyer.${orders}@example.com`,
    currency: options.currency ?? "USD",
    subtotal: total + discount,
    discount,
    variantId: options.variantId ?? "local-basic",
    variantName: "Basic",
    status: options.status ?? (event === "order_refunded" ? "refunded" : "paid"),
    refunded: event === "order_refunded" ? { amount: total, at: refundedAt! } : null,
    testMode: options.testMode ?? true,
    createdAt,
  });
  return orderEventBody(event, options.custom === undefined ? { locale: "en" } : options.custom, order) as {
    meta: { event_name: string; custom_data?: Record<string, string> };
    data: LocalOrder & { attributes: Record<string, unknown> & { user_email: string; created_at: string; refunded_amount?: number } };
  };
}

export const sign = (body: string, secret = webhookSecret) => createHmac("sha256", secret).update(body).digest("hex");

/** Posts `body` (an event, or raw text) to the webhook endpoint, signed unless `signature` says otherwise. */
export async function sendWebhook(worker: TestWorker, body: unknown, { signature }: { signature?: string | null } = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const event = typeof body === "string" ? "order_created" : (body as { meta: { event_name: string } }).meta.event_name;
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Event-Name": event };
  const given = signature === undefined ? sign(text) : signature;
  if (given !== null) headers["X-Signature"] = given;
  const response = await worker.fetch("/api/webhooks/lemonsqueezy", { method: "POST", headers, body: text });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The cookies a response sets, as a `Cookie` header a browser would send back. */
export function cookiesFrom(response: { headers: Headers }, previous = ""): string {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0/i.test(header)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/**
 * Follows a buy link as a browser does: the checkout it leads to (the store's or the local one),
 * the reference the server issued for it, and the browser's cookies with the one that binds it.
 */
export async function followBuyLink(worker: TestWorker, href: string, cookie = "") {
  const response = await worker.fetch(href, { headers: cookie ? { Cookie: cookie } : {} });
  expect(response.status).toBe(303);
  const checkout = new URL(response.headers.get("Location")!, "http://localhost");
  return { checkout, ref: checkout.searchParams.get("checkout[custom][checkout_ref]")!, cookie: cookiesFrom(response, cookie) };
}

/** Pays at the local checkout `checkout` leads to, with the custom data its address carries, as its form sends them. */
export async function payLocally(worker: TestWorker, checkout: URL, fields: Record<string, string>, cookie = "") {
  const custom = [...checkout.searchParams].flatMap(([name, value]) => {
    const key = /^checkout\[custom\]\[(\w+)\]$/.exec(name)?.[1];
    return key ? [[`custom.${key}`, value] as const] : [];
  });
  return sendForm(worker, checkout.pathname, [...custom, ...Object.entries(fields)], { headers: cookie ? { Cookie: cookie } : {} });
}
