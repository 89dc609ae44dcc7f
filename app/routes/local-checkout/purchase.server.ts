/**
 * The local checkout's purchase: an `order_created` event shaped like Lemon Squeezy's, signed with
 * the webhook secret exactly as Lemon Squeezy signs it, and handed to the webhook endpoint as the
 * request it would receive. The order then exists for the same reason as a real one: a verified
 * webhook said it was paid.
 */
import { checkoutSetup, signWebhook } from "~/services/lemonsqueezy.server";
import { currencyFor, discounts, type Plan } from "~/content/business";
import { envOf } from "~/utils/env.server";
import type { Language } from "~/utils/i18n";
import { receivePaymentWebhook } from "~/features/orders/orders.server";

export type LocalPurchase = {
  plan: Plan;
  email: string;
  discountCode: keyof typeof discounts | undefined;
  language: Language;
  /** The custom data the checkout link carried, passed on as the store would. */
  custom: Record<string, string>;
};

/** The order document of the event, as `Checkout.Success` also reports it to the page. */
export type LocalOrder = { type: "orders"; id: string; attributes: Record<string, unknown> };

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
  const now = new Date().toISOString();
  const order: LocalOrder = {
    type: "orders",
    id: `local-${crypto.randomUUID()}`,
    attributes: {
      identifier: crypto.randomUUID(),
      user_email: purchase.email,
      currency: currencyFor(purchase.language),
      subtotal,
      discount_total: discount,
      tax: 0,
      total: subtotal - discount,
      status: "paid",
      refunded: false,
      test_mode: true,
      first_order_item: {
        variant_id: setup.variants[purchase.plan.id],
        product_name: "Resoume headshots",
        variant_name: purchase.plan.name,
        price: subtotal,
      },
      created_at: now,
      updated_at: now,
    },
  };
  const custom = { ...purchase.custom, ...(purchase.discountCode ? { discount_code: purchase.discountCode } : {}) };
  const body = JSON.stringify({ meta: { event_name: "order_created", custom_data: custom, test_mode: true }, data: order });
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
