/**
 * The local checkout's purchase: an `order_created` event shaped like Lemon Squeezy's, signed with
 * the webhook secret exactly as Lemon Squeezy signs it, and handed to the webhook endpoint as the
 * request it would receive. The order then exists for the same reason as a real one: a verified
 * webhook said it was paid.
 */
import { checkoutSetup, signWebhook } from "~/services/lemonsqueezy.server";
import { discounts, type Currency, type Plan } from "~/content/business";
import { envOf } from "~/utils/env.server";
import type { Language } from "~/utils/i18n";
import { receivePaymentWebhook } from "~/features/orders/payments.server";

export type LocalPurchase = {
  plan: Plan;
  email: string;
  discountCode: keyof typeof discounts | undefined;
  language: Language;
  /** What the checkout charges: the currency the buyer's page showed its prices in. */
  currency: Currency;
  /** The custom data the checkout link carried, passed on as the store would. */
  custom: Record<string, string>;
};

/**
 * An order as Lemon Squeezy's webhooks and lemon.js's `Checkout.Success` carry it: the order object of
 * its API reference, field for field (tests/fixtures/vendors/lemonsqueezy/, with the pages they come from).
 */
export type LocalOrder = { type: "orders"; id: string; attributes: Record<string, unknown> };

/** What an order document says; the rest of its fields follow from these. */
export type OrderFacts = {
  id: string;
  number: number;
  email: string;
  currency: string;
  /** In cents, before the discount. */
  subtotal: number;
  discount: number;
  variantId: string | number;
  variantName: string;
  status: string;
  /** The amount refunded so far, which the order object carries once a refund was made; null before. */
  refunded: { amount: number; at: string } | null;
  testMode: boolean;
  createdAt: string;
};

const formatted = (cents: number, currency: string) => new Intl.NumberFormat("en-US", { style: "currency", currency }).format(cents / 100);

export function orderDocument(facts: OrderFacts): LocalOrder {
  const total = facts.subtotal - facts.discount;
  const refund = facts.refunded ? { refunded_amount: facts.refunded.amount } : {};
  const refundUsd = facts.refunded ? { refunded_amount_usd: facts.refunded.amount } : {};
  const identifier = crypto.randomUUID();
  return {
    type: "orders",
    id: facts.id,
    attributes: {
      store_id: 1,
      customer_id: facts.number,
      identifier,
      order_number: facts.number,
      user_name: "Local Buyer",
      user_email: facts.email,
      currency: facts.currency,
      currency_rate: "1.0000",
      subtotal: facts.subtotal,
      setup_fee: 0,
      discount_total: facts.discount,
      tax: 0,
      total,
      ...refund,
      subtotal_usd: facts.subtotal,
      setup_fee_usd: 0,
      discount_total_usd: facts.discount,
      tax_usd: 0,
      total_usd: total,
      ...refundUsd,
      tax_name: null,
      tax_rate: "0.00",
      tax_inclusive: false,
      status: facts.status,
      status_formatted: facts.status.replace(/^./, (first) => first.toUpperCase()).replace("_", " "),
      refunded: facts.refunded !== null && facts.refunded.amount >= total,
      refunded_at: facts.refunded?.at ?? null,
      subtotal_formatted: formatted(facts.subtotal, facts.currency),
      setup_fee_formatted: formatted(0, facts.currency),
      discount_total_formatted: formatted(facts.discount, facts.currency),
      tax_formatted: formatted(0, facts.currency),
      total_formatted: formatted(total, facts.currency),
      first_order_item: {
        id: facts.number,
        order_id: facts.number,
        product_id: 1,
        variant_id: facts.variantId,
        product_name: "Resoume headshots",
        variant_name: facts.variantName,
        price: facts.subtotal,
        created_at: facts.createdAt,
        updated_at: facts.createdAt,
        test_mode: facts.testMode,
      },
      urls: { receipt: `https://app.lemonsqueezy.com/my-orders/${identifier}` },
      created_at: facts.createdAt,
      updated_at: facts.refunded?.at ?? facts.createdAt,
      test_mode: facts.testMode,
    },
  };
}

/** A webhook's body as Lemon Squeezy sends it: the event's name and the checkout's custom data in `meta`, the order in `data`. */
export const orderEventBody = (event: "order_created" | "order_refunded", custom: Record<string, string> | null, order: LocalOrder) => ({
  meta: { event_name: event, ...(custom ? { custom_data: custom } : {}) },
  data: order,
});

// How long the "slow webhook" option holds the confirmation back.
const slowWebhookMs = 4_000;

export class LocalPaymentRefused extends Error {
  constructor(readonly status: number) {
    super(`The webhook endpoint answered ${status}`);
    this.name = "LocalPaymentRefused";
  }
}

/**
 * Sends the purchase's signed `order_created` webhook: now (and throws LocalPaymentRefused unless it
 * is accepted), or after {@link slowWebhookMs} through `waitUntil` when `slow`, as a webhook that
 * arrives after the buyer does.
 */
export async function payLocally(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  origin: string,
  purchase: LocalPurchase,
  { slow = false } = {},
): Promise<LocalOrder> {
  const config = envOf(env);
  const setup = checkoutSetup(config);
  if (!config.LEMONSQUEEZY_WEBHOOK_SECRET || setup.mode === "unavailable") throw new LocalPaymentRefused(503);
  const subtotal = purchase.plan.price * 100;
  const discount = purchase.discountCode ? Math.round((subtotal * discounts[purchase.discountCode]) / 100) : 0;
  const order = orderDocument({
    // Numeric, as the store's ids are, and never the same twice in one run.
    id: String(Date.now() * 1000 + Math.floor(Math.random() * 1000)),
    number: Math.floor(Math.random() * 1_000_000),
    email: purchase.email,
    currency: purchase.currency,
    subtotal,
    discount,
    variantId: setup.variants[purchase.plan.id],
    variantName: purchase.plan.name,
    status: "paid",
    refunded: null,
    testMode: true,
    createdAt: new Date().toISOString(),
  });
  const custom = { ...purchase.custom, ...(purchase.discountCode ? { discount_code: purchase.discountCode } : {}) };
  const body = JSON.stringify(orderEventBody("order_created", custom, order));
  const webhook = new Request(`${origin}/api/webhooks/lemonsqueezy`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Event-Name": "order_created",
      "X-Signature": await signWebhook(config.LEMONSQUEEZY_WEBHOOK_SECRET, body),
    },
    body,
  });

  if (slow) {
    ctx.waitUntil(
      new Promise((resolve) => setTimeout(resolve, slowWebhookMs))
        .then(() => receivePaymentWebhook(webhook, env))
        .then((response) => {
          if (!response.ok) console.error(`The local checkout's delayed webhook was refused with ${response.status}`);
        }),
    );
    return order;
  }
  const response = await receivePaymentWebhook(webhook, env);
  if (!response.ok) throw new LocalPaymentRefused(response.status);
  return order;
}
