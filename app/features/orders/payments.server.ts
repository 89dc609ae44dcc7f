/**
 * Orders exist only because a payment webhook with a valid signature said they were paid. Each
 * delivery is acted on once (its id is kept in D1 with the change it made, in one batch), so
 * Lemon Squeezy's retries and any replay change nothing. The buyer's e-mail with the private link
 * goes through the transactional e-mail adapter, once, when the order is first recorded. Kept apart
 * from ./orders.server.ts, which every domain imports to read an order, so that reading one does not
 * bring in the store's adapter, the outbox and the e-mail's strings in every language.
 */
import { resources } from "~/locales/resources.server";
import { queueEmail, sendQueued, type EmailMessage } from "~/services/outbox.server";
import {
  checkoutSetup,
  customDataOf,
  deliveryId,
  isSignedWebhook,
  OrderAttributesSchema,
  type OrderAttributes,
  planOfVariant,
  WebhookSchema,
} from "~/services/lemonsqueezy.server";
import { facts, planById } from "~/content/business";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { formatAmount, formatDay, formatDuration } from "~/utils/format.server";
import { statusChange } from "./lifecycle.server";
import { linkExpiry } from "./order-links.server";
import { orderLink, type Order } from "./orders.server";
import { refundStatements } from "./refunds.server";
import { readBody } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { createTranslator } from "~/utils/translate";

// Order payloads are a few kilobytes; this leaves room for long product descriptions.
const maxBody = 256 * 1024;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/**
 * `POST /api/webhooks/lemonsqueezy`. 401 for a missing or wrong signature and 400 for a body that
 * is not an event, both before anything is read or written; 200 once the event is recorded (or
 * was already); 422 for an order of a variant no plan has, so that the provider keeps it as failed
 * until the configuration is fixed and the event is sent again.
 */
export async function receivePaymentWebhook(request: Request, env: Env): Promise<Response> {
  const config = envOf(env);
  const secret = config.LEMONSQUEEZY_WEBHOOK_SECRET;
  if (!secret || !config.ORDER_LINK_SECRET) {
    console.error("Payment webhook refused: LEMONSQUEEZY_WEBHOOK_SECRET and ORDER_LINK_SECRET must both be set");
    return answer(503, { error: "Payments are not configured" });
  }

  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBody(request, maxBody);
  } catch (error) {
    if (error instanceof RequestRejected) return answer(error.status, { error: error.message });
    throw error;
  }
  if (!(await isSignedWebhook(secret, body, request.headers.get("X-Signature")))) return answer(401, { error: "Invalid signature" });

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return answer(400, { error: "Body is not JSON" });
  }
  const event = WebhookSchema.safeParse(json);
  if (!event.success) return answer(400, { error: "Body is not a webhook event" });

  const delivery = await deliveryId(body);
  const seen = await env.DB.prepare("SELECT outcome FROM webhook_events WHERE id = ?").bind(delivery).first<{ outcome: string }>();
  if (seen) return answer(200, { outcome: seen.outcome, duplicate: true });

  const { meta, data } = event.data;
  if (meta.event_name !== "order_created" && meta.event_name !== "order_refunded") return answer(200, { outcome: "ignored" });
  const attributes = OrderAttributesSchema.safeParse(data.attributes);
  if (data.type !== "orders" || !attributes.success) return answer(400, { error: "Body is not an order event" });

  const record = (outcome: string) =>
    env.DB.prepare(
      "INSERT INTO webhook_events (id, event_name, resource_id, outcome) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
    ).bind(delivery, meta.event_name, data.id, outcome);
  const order = attributes.data;

  if ((meta.test_mode || order.test_mode) && config.APP_ENV === "production" && !config.LEMONSQUEEZY_ALLOW_TEST_MODE) {
    // A test card must never buy real headshots; acknowledged, so the store does not send it again.
    console.error(`Test-mode ${meta.event_name} for order ${data.id} refused in production (LEMONSQUEEZY_ALLOW_TEST_MODE is not "true")`);
    await record("test-mode-refused").run();
    return answer(200, { outcome: "test-mode-refused" });
  }

  if (meta.event_name === "order_refunded") return recordRefund(env, data.id, order, record("refund"));

  return recordPaidOrder(env, config, config.ORDER_LINK_SECRET, { providerOrderId: data.id, customData: meta.custom_data, order }, record);
}

/**
 * A paid order of the store's order `providerOrderId`, with a refund that arrived before it, its
 * e-mail (its link signed with `linkSecret`) and the delivery's record (`record`), in one batch;
 * 200 with what was done, 422 for a variant no plan has.
 */
async function recordPaidOrder(
  env: Env,
  config: ReturnType<typeof envOf>,
  linkSecret: string,
  {
    providerOrderId,
    customData,
    order,
  }: { providerOrderId: string; customData: Parameters<typeof customDataOf>[0]; order: OrderAttributes },
  record: (outcome: string) => D1PreparedStatement,
): Promise<Response> {
  if (order.status !== "paid") {
    await record(`not-paid:${order.status.slice(0, 40)}`).run();
    return answer(200, { outcome: "not-paid" });
  }
  const plan = planOfVariant(checkoutSetup(config), order.first_order_item.variant_id);
  if (!plan) {
    console.error(`Paid order ${providerOrderId} has variant ${order.first_order_item.variant_id}, which no plan is configured with`);
    return answer(422, { error: "Unknown variant" });
  }

  const custom = customDataOf(customData);
  const discountTotal = order.discount_total ?? 0;
  const stored: Order = {
    id: crypto.randomUUID(),
    plan,
    email: order.user_email,
    language: custom.language,
    currency: order.currency,
    total: order.total,
    discountTotal,
    // The code the buyer arrived with counts only if a discount was actually given.
    discountCode: discountTotal > 0 ? custom.discountCode : null,
    status: "paid",
    subject: null,
    styles: [],
    failure: null,
    providerEta: null,
    deletionRequestedAt: null,
    testMode: order.test_mode ?? false,
    paidAt: new Date(Date.parse(order.created_at)).toISOString(),
    refundedAt: null,
  };
  const origin = originOf(siteOrigins(config), stored.language);
  const email = queueEmail(env, await orderEmail(stored, origin, linkSecret), {
    // Only for the order this delivery inserted, and not for one refunded before it arrived.
    sql: "EXISTS (SELECT 1 FROM orders WHERE id = ? AND status = 'paid')",
    bindings: [stored.id],
  });
  let insert: D1Result;
  try {
    // One batch, one transaction: the order, a refund that arrived before it, its e-mail and the
    // delivery's record are all written or none is, and Lemon Squeezy sends the event again.
    [insert] = (await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO orders (id, provider_order_id, provider_identifier, checkout_ref, plan, variant_id, email, language, currency, total, discount_total, discount_code, status, test_mode, referral, cta_variant, utm, paid_at) " +
          "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'paid', ?, ?, ?, ?, ?) ON CONFLICT (provider_order_id) DO NOTHING",
      ).bind(
        stored.id,
        providerOrderId,
        order.identifier ?? null,
        custom.checkoutRef,
        plan,
        order.first_order_item.variant_id,
        stored.email,
        stored.language,
        stored.currency,
        stored.total,
        stored.discountTotal,
        stored.discountCode,
        stored.testMode ? 1 : 0,
        custom.referral,
        custom.ctaVariant,
        custom.utm,
        stored.paidAt,
      ),
      env.DB.prepare(
        "UPDATE orders SET refunded_total = r.refunded_total, refunded_at = r.refunded_at " +
          "FROM early_refunds AS r WHERE r.provider_order_id = orders.provider_order_id AND orders.id = ?",
      ).bind(stored.id),
      statusChange(
        env.DB,
        "refunded",
        { id: stored.id },
        {
          when: {
            sql: "EXISTS (SELECT 1 FROM early_refunds AS r WHERE r.provider_order_id = orders.provider_order_id AND r.full_refund = 1)",
          },
        },
      ),
      env.DB.prepare("DELETE FROM early_refunds WHERE provider_order_id = ? AND EXISTS (SELECT 1 FROM orders WHERE id = ?)").bind(
        providerOrderId,
        stored.id,
      ),
      email.statement,
      record("order-created"),
    ])) as [D1Result];
  } catch (error) {
    console.error(`Order ${providerOrderId} could not be recorded; the store will send it again:`, error);
    return answer(500, { error: "The order could not be recorded" });
  }
  // Another delivery of the same order (a differently worded retry) already recorded it and its e-mail.
  if (!insert.meta.changes) return answer(200, { outcome: "duplicate-order" });

  // The row is written: a failure from here on is retried by the scheduled job.
  await sendQueued(env, email).catch((error) => console.error(`Order ${stored.id}: its e-mail will be retried:`, error));
  return answer(200, { outcome: "order-created" });
}

/**
 * A refund of the store's order `providerOrderId`: its amounts, and the status refunded when it is
 * refunded in full; recorded with the delivery (`recorded`) in one batch.
 */
async function recordRefund(env: Env, providerOrderId: string, order: OrderAttributes, recorded: D1PreparedStatement): Promise<Response> {
  const [update] = await env.DB.batch([...refundStatements(env, providerOrderId, order), recorded]);
  return answer(200, { outcome: update!.meta.changes ? "refunded" : "refund-kept" });
}

async function orderEmail(order: Order, origin: string, secret: string): Promise<EmailMessage> {
  const t = createTranslator(resources[order.language].orderEmail);
  const plan = planById(order.plan)!;
  const values = {
    plan: plan.name,
    amount: formatAmount(order.total, order.currency, order.language),
    link: await orderLink(order, origin, secret),
    date: formatDay(linkExpiry(order.paidAt), order.language),
    duration: formatDuration(plan.deliveryMinutes, order.language),
    selfiesMin: facts.selfies.min,
    selfiesRecommendedMin: facts.selfies.recommendedMin,
    selfiesRecommendedMax: facts.selfies.recommendedMax,
    days: facts.retentionDays,
    refundDays: facts.refundDays,
  };
  return {
    kind: "order-confirmation",
    reference: `order:${order.id}`,
    to: order.email,
    subject: t("subject", values),
    text: t.list("body", values).join("\n\n"),
  };
}
