/**
 * What the deletion (app/features/photos/retention/deletion.server.ts, docs/decisions/024-order-deletion.md)
 * reads and changes on the order itself: which orders are due, the buyer's request, the model left
 * at the image provider, and the order emptied of its personal data while what accounting needs stays.
 */
import { statusChange } from "./lifecycle.server";

export type DeletionReason = "retention" | "buyer" | "refund";

/** Orders due, at most `limit`, the oldest first: asked for, refunded, or paid before `paidBefore` (an ISO time). */
export async function dueForDeletion(env: Env, paidBefore: string, limit: number): Promise<Array<{ id: string; reason: DeletionReason }>> {
  const { results } = await env.DB.prepare(
    "SELECT id, CASE WHEN deletion_requested_at IS NOT NULL THEN 'buyer' WHEN status = 'refunded' THEN 'refund' ELSE 'retention' END AS reason " +
      "FROM orders WHERE status != 'deleted' AND (deletion_requested_at IS NOT NULL OR status = 'refunded' OR paid_at < ?) ORDER BY paid_at LIMIT ?",
  )
    .bind(paidBefore, limit)
    .all<{ id: string; reason: DeletionReason }>();
  return results;
}

/** The buyer's "delete everything now", kept with its first time; an order already deleted is left alone. */
export async function recordDeletionRequest(env: Env, orderId: string): Promise<void> {
  await env.DB.prepare("UPDATE orders SET deletion_requested_at = COALESCE(deletion_requested_at, ?) WHERE id = ? AND status != 'deleted'")
    .bind(new Date().toISOString(), orderId)
    .run();
}

/** The model the image provider trained for the order, while it is not deleted there. */
export function providerTuneOf(env: Env, orderId: string): Promise<string | null> {
  return env.DB.prepare("SELECT provider_tune FROM orders WHERE id = ?").bind(orderId).first<string | null>("provider_tune");
}

/** The provider's model is deleted there: the order no longer names it. */
export async function forgetProviderTune(env: Env, orderId: string): Promise<void> {
  await env.DB.prepare("UPDATE orders SET provider_tune = NULL WHERE id = ?").bind(orderId).run();
}

/** The statement that makes the order deleted and empties its personal data and choices, to be batched with the rest of the deletion. */
export const erasedOrder = (db: D1Database, orderId: string) =>
  statusChange(
    db,
    "deleted",
    { id: orderId },
    {
      set: {
        sql:
          "email = '', checkout_ref = NULL, referral = NULL, utm = NULL, subject = NULL, styles = '', " +
          "failure = NULL, job_error = NULL, provider_eta = NULL",
      },
    },
  );

/**
 * Deleted orders whose deletion at the image provider is not finished (or only the one named), at
 * most `limit`, the earliest begun first, each with the model it left there.
 */
export async function unfinishedAtProvider(
  env: Env,
  orderId: string | null,
  limit: number,
): Promise<Array<{ id: string; tune: string | null }>> {
  const { results } = await env.DB.prepare(
    "SELECT d.order_id AS id, o.provider_tune AS tune FROM order_deletions d JOIN orders o ON o.id = d.order_id " +
      "WHERE d.finished_at IS NULL AND o.status = 'deleted' AND (?1 IS NULL OR d.order_id = ?1) ORDER BY d.started_at LIMIT ?2",
  )
    .bind(orderId, limit)
    .all<{ id: string; tune: string | null }>();
  return results;
}
