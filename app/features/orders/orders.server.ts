/**
 * The order as every domain reads it: its row (`Order`), found by id or by the checkout that paid for
 * it, its private link, and the dashboard's list. Orders come into being only through the store's
 * payment webhooks (./payments.server.ts).
 */
import type { PlanId, Style } from "~/content/business";
import { localizePath, type Language } from "~/utils/i18n";
import { linkExpiry, orderLinkToken } from "./order-links.server";
import { rowsRead, type BatchedRead } from "~/utils/db.server";
import { stylesOf, type OrderStatus, type Subject } from "./states";

export type Order = {
  id: string;
  plan: PlanId;
  email: string;
  language: Language;
  currency: string;
  total: number;
  discountTotal: number;
  discountCode: string | null;
  status: OrderStatus;
  testMode: boolean;
  paidAt: string;
  refundedAt: string | null;
  subject: Subject | null;
  styles: Style[];
  /** Why the generation gave up, for a failed order. */
  failure: string | null;
  /** When the image provider expects the order's training to end (its estimate, while it trains). */
  providerEta: string | null;
  /** When the buyer asked for everything to be deleted at once (the sweep finishes what one request could not). */
  deletionRequestedAt: string | null;
};

/** The buyer's private link to the order, in the order's language. */
export async function orderLink(order: Pick<Order, "id" | "language" | "paidAt">, origin: string, secret: string): Promise<string> {
  const token = await orderLinkToken(secret, order.id, linkExpiry(order.paidAt));
  return `${origin}${localizePath("/create-headshot", order.language)}?order=${token}`;
}

type OrderRow = {
  id: string;
  plan: PlanId;
  email: string;
  language: Language;
  currency: string;
  total: number;
  discount_total: number;
  discount_code: string | null;
  status: OrderStatus;
  test_mode: number;
  paid_at: string;
  refunded_at: string | null;
  subject: Subject | null;
  styles: string;
  failure: string | null;
  provider_eta: string | null;
  deletion_requested_at: string | null;
};

const orderColumns =
  "id, plan, email, language, currency, total, discount_total, discount_code, status, test_mode, paid_at, refunded_at, subject, styles, failure, provider_eta, deletion_requested_at";

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    plan: row.plan,
    email: row.email,
    language: row.language,
    currency: row.currency,
    total: row.total,
    discountTotal: row.discount_total,
    discountCode: row.discount_code,
    status: row.status,
    testMode: row.test_mode === 1,
    paidAt: row.paid_at,
    refundedAt: row.refunded_at,
    subject: row.subject,
    styles: stylesOf(row.styles),
    failure: row.failure,
    providerEta: row.provider_eta,
    deletionRequestedAt: row.deletion_requested_at,
  };
}

export async function findOrder(env: Env, id: string): Promise<Order | null> {
  const row = await env.DB.prepare(`SELECT ${orderColumns} FROM orders WHERE id = ?`).bind(id).first<OrderRow>();
  return row ? toOrder(row) : null;
}

/** How long after payment the checkout's reference still finds the order; after that, the e-mailed link does. */
export const checkoutRefHours = 24;

/**
 * What the page that watched a payment learns of its order from the store (lemon.js's
 * `Checkout.Success`): the order's id and the store's identifier of it. Neither is in the checkout's
 * address, so whoever merely holds the checkout's reference does not know them.
 */
export type PaymentProof = { orderId: string; identifier: string };

/**
 * The order a checkout reference belongs to, while it is recent, if `proof` names it; taken off the
 * reference in the same statement: a reference finds its order once, and never again, whoever asks.
 */
export async function claimOrderByCheckoutRef(env: Env, ref: string, proof: PaymentProof, now = Date.now()): Promise<Order | null> {
  const row = await env.DB.prepare(
    `UPDATE orders SET checkout_ref = NULL WHERE id = (SELECT id FROM ${recentThroughCheckout} AND provider_order_id = ? AND provider_identifier = ?) RETURNING ${orderColumns}`,
  )
    .bind(ref, refSince(now), proof.orderId, proof.identifier)
    .first<OrderRow>();
  return row ? toOrder(row) : null;
}

/**
 * The order paid through the checkout of `ref`, while it is recent, as a browser without proof of
 * the payment may learn of it: its id, and the address its private link went to.
 */
export function orderPaidThroughCheckout(env: Env, ref: string, now = Date.now()): Promise<{ id: string; email: string } | null> {
  return env.DB.prepare(`SELECT id, email FROM ${recentThroughCheckout} ORDER BY paid_at DESC LIMIT 1`)
    .bind(ref, refSince(now))
    .first<{ id: string; email: string }>();
}

const recentThroughCheckout = "orders WHERE checkout_ref = ? AND paid_at > ?";
const refSince = (now: number) => new Date(now - checkoutRefHours * 3_600_000).toISOString();

export type OrderSummary = Order & { confirmation: "pending" | "sent" | "failed" | "stored" | null; statusSince: string };

/** The latest orders, newest first, with the state of their confirmation e-mail (for the dashboard). */
export function recentOrders(env: Env, limit = 20): BatchedRead<OrderSummary[]> {
  return rowsRead(
    env.DB.prepare(
      `SELECT ${orderColumns.replace(/(\w+)/g, "o.$1")}, e.status AS confirmation, ` +
        "(SELECT MAX(at) FROM order_events WHERE order_id = o.id) AS status_since FROM orders o " +
        "LEFT JOIN email_outbox e ON e.reference = 'order:' || o.id ORDER BY o.paid_at DESC LIMIT ?",
    ).bind(limit),
    (rows: Array<OrderRow & { confirmation: OrderSummary["confirmation"]; status_since: string }>) =>
      rows.map((row) => ({ ...toOrder(row), confirmation: row.confirmation, statusSince: row.status_since })),
  );
}
