import { createHmac, randomUUID } from "node:crypto";
import type { TestWorker } from "./worker";

/**
 * Lemon Squeezy's side of the payment webhooks, for the tests: order events shaped like the
 * documented `order_created` example (docs.lemonsqueezy.com/help/webhooks/webhook-requests), signed
 * as Lemon Squeezy signs them (hex HMAC-SHA256 of the raw body in `X-Signature`).
 */

export const webhookSecret = "test-webhook-secret";
export const orderLinkSecret = "test-order-link-secret-0123456789abcdef";

/** What a worker needs to take payments: the two secrets (no store: the local checkout's variant ids). */
export const paymentVars = { LEMONSQUEEZY_WEBHOOK_SECRET: webhookSecret, ORDER_LINK_SECRET: orderLinkSecret };

/** A store for the tests: checkout links on Lemon Squeezy and the variant ids its webhooks carry. */
export const storeVars = {
  LEMONSQUEEZY_CHECKOUT_BASIC: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a0001",
  LEMONSQUEEZY_CHECKOUT_PREMIUM: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a0002",
  LEMONSQUEEZY_CHECKOUT_ULTIMATE: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a0003",
  LEMONSQUEEZY_VARIANT_BASIC: "871501",
  LEMONSQUEEZY_VARIANT_PREMIUM: "871502",
  LEMONSQUEEZY_VARIANT_ULTIMATE: "871503",
};

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

/** An order event as Lemon Squeezy sends it; without options, a paid Basic order from the local checkout's variant. */
export function orderEvent(options: OrderEventOptions = {}) {
  orders += 1;
  const createdAt = options.createdAt ?? new Date().toISOString();
  const total = options.total ?? 1900;
  return {
    meta: {
      event_name: options.event ?? "order_created",
      custom_data: options.custom === undefined ? { locale: "en" } : options.custom,
      test_mode: options.testMode ?? true,
    },
    data: {
      type: "orders",
      id: options.orderId ?? String(1_000_000 + orders),
      attributes: {
        store_id: 1,
        customer_id: 1,
        identifier: randomUUID(),
        order_number: orders,
        user_name: "Ada Lovelace",
        user_email: options.email ?? `buyer.${orders}@example.com`,
        currency: options.currency ?? "USD",
        currency_rate: "1.00000000",
        subtotal: total + (options.discountTotal ?? 0),
        discount_total: options.discountTotal ?? 0,
        tax: 0,
        total,
        subtotal_usd: total,
        discount_total_usd: 0,
        tax_usd: 0,
        total_usd: total,
        tax_name: null,
        tax_rate: "0.00",
        status: options.status ?? (options.event === "order_refunded" ? "refunded" : "paid"),
        status_formatted: "Paid",
        refunded: options.event === "order_refunded",
        refunded_at: options.refundedAt ?? (options.event === "order_refunded" ? new Date().toISOString() : null),
        refunded_amount: options.event === "order_refunded" ? total : 0,
        test_mode: options.testMode ?? true,
        first_order_item: {
          id: orders,
          order_id: orders,
          product_id: 1,
          variant_id: options.variantId ?? "local-basic",
          product_name: "Resoume headshots",
          variant_name: "Basic",
          price: total,
          created_at: createdAt,
          updated_at: createdAt,
          test_mode: options.testMode ?? true,
        },
        urls: { receipt: "https://app.lemonsqueezy.com/my-orders/receipt" },
        created_at: createdAt,
        updated_at: createdAt,
      },
    },
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
