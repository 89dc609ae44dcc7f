/**
 * "Refund my order" (docs/decisions/091-refunds-by-the-buyer.md): within `facts.refundDays` of the
 * purchase, at once while no headshot of the order was downloaded, otherwise as a request with the
 * buyer's reason that the operator grants or declines. A refund is the store's (its API), or for an
 * order of the local checkout this Worker's own, and is recorded as the store's `order_refunded`
 * webhook records it: the order becomes refunded, the deletion's sweep deletes it as after any
 * refund, and the webhook that follows changes nothing more.
 */
import { facts } from "~/content/business";
import { isLocalVariant, refundStoreOrder, type OrderAttributes } from "~/services/lemonsqueezy.server";
import { rowsRead, type BatchedRead } from "~/utils/db.server";
import { envOf } from "~/utils/env.server";
import { statusChange } from "./lifecycle.server";
import type { Order } from "./orders.server";

export type RefundRequestState = "pending" | "granted" | "declined";

/** Where an order stands with its refund: whether the buyer may still ask, how, and what became of a request. */
export type RefundStanding = {
  /** The last moment the buyer may ask. */
  until: Date;
  /** Within the days and not refunded (nor deleted), with no request made yet. */
  open: boolean;
  /** A headshot of the order was downloaded: a refund then needs the operator. */
  downloaded: boolean;
  request: RefundRequestState | null;
};

const day = 86_400_000;

export async function refundStanding(env: Env, order: Pick<Order, "id" | "paidAt" | "status">, now = Date.now()): Promise<RefundStanding> {
  // A headshot turned down for a re-do (ADR 092) is not one the buyer kept, downloaded or not.
  const [downloads, request] = await env.DB.batch<{ value: number | string | null }>([
    env.DB.prepare("SELECT COALESCE(SUM(downloads), 0) AS value FROM order_headshots WHERE order_id = ? AND refused IS NULL").bind(
      order.id,
    ),
    env.DB.prepare("SELECT state AS value FROM refund_requests WHERE order_id = ?").bind(order.id),
  ]);
  const until = new Date(Date.parse(order.paidAt) + facts.refundDays * day);
  const state = (request!.results[0]?.value ?? null) as RefundRequestState | null;
  return {
    until,
    open: now < until.getTime() && order.status !== "refunded" && order.status !== "deleted" && state === null,
    downloaded: Number(downloads!.results[0]?.value ?? 0) > 0,
    request: state,
  };
}

/**
 * Refunds the order in full: at the store, or here for an order of the local checkout. Throws the
 * store's RefundFailed and changes nothing when it fails, so that asking again works.
 */
export async function refundOrder(env: Env, orderId: string): Promise<void> {
  const row = await env.DB.prepare("SELECT provider_order_id, variant_id, total FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ provider_order_id: string; variant_id: string; total: number }>();
  if (!row) throw new Error(`No order ${orderId}`);
  const refunded = isLocalVariant(row.variant_id)
    ? { status: "refunded", total: row.total, refunded_amount: row.total, refunded_at: new Date().toISOString() }
    : await refundStoreOrder(envOf(env), row.provider_order_id);
  // Recorded as the `order_refunded` webhook that follows records it, so that it changes nothing more.
  await env.DB.batch(refundStatements(env, row.provider_order_id, refunded));
}

/** The statements that record a refund, from the store's webhook (./payments.server.ts) or its API's answer alike. */
export function refundStatements(
  env: Env,
  providerOrderId: string,
  order: Pick<OrderAttributes, "status" | "total" | "refunded_amount" | "refunded_at">,
): D1PreparedStatement[] {
  const full = order.status === "refunded" ? 1 : 0;
  const refundedTotal = order.refunded_amount ?? (full ? order.total : 0);
  const refundedAt = isoOrNull(order.refunded_at) ?? new Date().toISOString();
  return [
    // Each event carries the order's refunded amount so far, which only grows: one delivered late cannot lower it.
    env.DB.prepare(
      "UPDATE orders SET refunded_total = MAX(refunded_total, ?), refunded_at = COALESCE(?, refunded_at) WHERE provider_order_id = ?",
    ).bind(refundedTotal, refundedAt, providerOrderId),
    statusChange(env.DB, "refunded", { providerOrderId }, { when: { sql: "? = 1", values: [full] } }),
    // The order's own webhook may still be on its way: the refund waits for it (applied as it records the order).
    env.DB.prepare(
      "INSERT INTO early_refunds (provider_order_id, refunded_total, full_refund, refunded_at) " +
        "SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM orders WHERE provider_order_id = ?) " +
        "ON CONFLICT (provider_order_id) DO UPDATE SET refunded_total = MAX(refunded_total, excluded.refunded_total), " +
        "full_refund = MAX(full_refund, excluded.full_refund), refunded_at = excluded.refunded_at",
    ).bind(providerOrderId, refundedTotal, full, refundedAt, providerOrderId),
  ];
}

function isoOrNull(value: string | null | undefined): string | null {
  return value ? new Date(Date.parse(value)).toISOString() : null;
}

/** The buyer's request, with their reason; one per order, so a form sent again changes nothing. */
export async function requestRefund(env: Env, orderId: string, reason: string): Promise<void> {
  await env.DB.prepare("INSERT INTO refund_requests (order_id, reason) VALUES (?, ?) ON CONFLICT (order_id) DO NOTHING")
    .bind(orderId, reason)
    .run();
}

/**
 * The operator's answer to a pending request: granted, the order is refunded as the buyer's own
 * refund is (a store that fails leaves the request pending); declined, nothing else changes.
 * False where there was no pending request.
 */
export async function decideRefund(env: Env, orderId: string, decision: "grant" | "decline"): Promise<boolean> {
  const pending = await env.DB.prepare("SELECT 1 AS found FROM refund_requests WHERE order_id = ? AND state = 'pending'")
    .bind(orderId)
    .first("found");
  if (pending === null) return false;
  if (decision === "grant") await refundOrder(env, orderId);
  const result = await env.DB.prepare(
    "UPDATE refund_requests SET state = ?, decided_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE order_id = ? AND state = 'pending'",
  )
    .bind(decision === "grant" ? "granted" : "declined", orderId)
    .run();
  return result.meta.changes > 0;
}

export type RefundRequest = {
  orderId: string;
  email: string;
  plan: string;
  total: number;
  currency: string;
  paidAt: string;
  reason: string;
  state: RefundRequestState;
  requestedAt: string;
};

/** The latest requests, those waiting for the operator first, for the dashboard. */
export function listRefundRequests(env: Env, limit = 20): BatchedRead<RefundRequest[]> {
  return rowsRead<RefundRequest>(
    env.DB.prepare(
      "SELECT r.order_id AS orderId, o.email, o.plan, o.total, o.currency, o.paid_at AS paidAt, r.reason, r.state, r.requested_at AS requestedAt " +
        "FROM refund_requests r JOIN orders o ON o.id = r.order_id ORDER BY r.state = 'pending' DESC, r.requested_at DESC LIMIT ?",
    ).bind(limit),
  );
}

/** The statement that empties a request's reason, the buyer's own words, with the order's personal data. */
export const erasedRefundReason = (db: D1Database, orderId: string) =>
  db.prepare("UPDATE refund_requests SET reason = '' WHERE order_id = ?").bind(orderId);
