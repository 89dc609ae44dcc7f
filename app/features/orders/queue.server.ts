/**
 * The generation jobs' line and what a job records on its order (docs/decisions/022-generation-jobs.md):
 * a slot among the jobs that run at once (Ultimate first, then the order queued first), the
 * order's image-provider model, and the retries and the reason a job gave up, for the operator.
 */
import { plans } from "~/content/business";
import { changeStatus, statusChange } from "./lifecycle.server";
import { inSql, runningStatuses, slotStatuses } from "./states";

// The plans with priority (Ultimate) first, then the order that was queued first.
const priorityPlans = plans
  .filter((plan) => plan.priority)
  .map((plan) => `'${plan.id}'`)
  .join(", ");
const rank = (table: string) => `CASE WHEN ${table}.plan IN (${priorityPlans}) THEN 0 ELSE 1 END`;
const queuedAt = (table: string) => `(SELECT MAX(at) FROM order_events WHERE order_id = ${table}.id AND status = 'queued')`;

/**
 * Starts training if a slot is free for this order: the jobs that run, plus the waiting ones ahead
 * of it, leave room. One statement, so two jobs never take the last slot together.
 */
export async function claimSlot(env: Env, orderId: string, concurrency: number): Promise<boolean> {
  return changeStatus(
    env.DB,
    "training",
    { id: orderId },
    {
      when: {
        sql:
          `(SELECT COUNT(*) FROM orders WHERE status IN (${inSql(slotStatuses)})) + ` +
          "(SELECT COUNT(*) FROM orders AS ahead, orders AS me WHERE me.id = ? AND ahead.status = 'queued' AND ahead.id != ? AND " +
          `(${rank("ahead")} < ${rank("me")} OR (${rank("ahead")} = ${rank("me")} AND ${queuedAt("ahead")} < ${queuedAt("me")}))) < ?`,
        values: [orderId, orderId, concurrency],
      },
    },
  );
}

/** The waiting order that gets the next free slot, if any. */
export async function nextWaiting(env: Env): Promise<string | null> {
  return env.DB.prepare(
    `SELECT id FROM orders WHERE status = 'queued' ORDER BY ${rank("orders")}, ${queuedAt("orders")} LIMIT 1`,
  ).first<string>("id");
}

/** Running orders for the watchdog, at most `limit`, the longest unchanged first. */
export async function runningOrders(env: Env, limit: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM orders WHERE status IN (${inSql(runningStatuses)}) ` +
      "ORDER BY (SELECT MAX(at) FROM order_events WHERE order_id = orders.id) LIMIT ?",
  )
    .bind(limit)
    .all<{ id: string }>();
  return results.map(({ id }) => id);
}

/** A call that failed and will be tried again: counted, and its error kept, for the operator's dashboard. */
export async function recordRetry(env: Env, orderId: string, error: string): Promise<void> {
  await env.DB.prepare("UPDATE orders SET job_retries = job_retries + 1, job_error = ? WHERE id = ?")
    .bind(error.slice(0, 500), orderId)
    .run();
}

/** The model the image provider trains for the order, and when it expects to be done, for the buyer's page and the deletion. */
export async function recordTune(env: Env, orderId: string, tune: number, eta: string | null): Promise<void> {
  await env.DB.prepare("UPDATE orders SET provider_tune = ?, provider_eta = ? WHERE id = ?").bind(String(tune), eta, orderId).run();
}

/** The statement that fails the order with the job's reason, to be batched with the e-mail that says so. */
export const failedWith = (db: D1Database, orderId: string, reason: string) =>
  statusChange(db, "failed", { id: orderId }, { set: { sql: "failure = ?", values: [reason.slice(0, 500)] } });

/** The operator's retry: a failed order queued again, its reason cleared; false for an order in any other state. */
export const requeueFailed = (env: Env, orderId: string) =>
  changeStatus(env.DB, "queued", { id: orderId }, { set: { sql: "failure = NULL" }, when: { sql: "status = 'failed'" } });
