import { inSql, type OrderStatus } from "./states";

/**
 * An order's life (docs/decisions/040-layers-and-the-order-lifecycle.md): each state, and the states
 * it may become. Every change of `orders.status` is made by {@link statusChange}, which refuses any
 * other; the trigger of migration 0006 records each change with its time in `order_events`.
 */
export const lifecycle = {
  // Paid, waiting for the buyer's selfies; photos_ready once the minimum is in.
  paid: ["photos_ready", "refunded", "deleted"],
  // Back to paid when the buyer removes photos below the minimum; queued when the buyer asks to start.
  photos_ready: ["paid", "queued", "refunded", "deleted"],
  // Waiting for a slot, then training; failed when the job gives up.
  queued: ["training", "failed", "refunded", "deleted"],
  training: ["generating", "failed", "refunded", "deleted"],
  generating: ["delivered", "failed", "refunded", "deleted"],
  // The headshots are the buyer's until the retention sweep deletes them.
  delivered: ["refunded", "deleted"],
  // The operator's retry queues it again.
  failed: ["queued", "refunded", "deleted"],
  refunded: ["deleted"],
  // Its photos and personal data are gone: nothing brings it back.
  deleted: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;

/** Whether an order in `from` may become `to`. */
export const mayBecome = (from: OrderStatus, to: OrderStatus) => (lifecycle[from] as readonly OrderStatus[]).includes(to);

/** The states an order may become `to` from, as a list for SQL's `IN (…)`; never empty, as every state but paid has one. */
function sourcesInSql(to: OrderStatus): string {
  const sources = (Object.keys(lifecycle) as OrderStatus[]).filter((from) => mayBecome(from, to));
  return sources.length ? inSql(sources) : "NULL";
}

/** Part of a statement, with the values of its `?` placeholders in order. */
export type Clause = { sql: string; values?: unknown[] };

/**
 * The statement that moves one order (by its id or the store's order id) to `to`, setting the
 * columns of `set` with it, and only where `when` holds too. The state and the guards are checked
 * by the statement itself, so two requests racing for one order cannot both change it: from a
 * state that may not become `to` it changes nothing (`meta.changes` is 0).
 */
export function statusChange(
  db: D1Database,
  to: OrderStatus,
  order: { id: string } | { providerOrderId: string },
  { set, when }: { set?: Clause; when?: Clause } = {},
): D1PreparedStatement {
  const [key, value] = "id" in order ? ["id", order.id] : ["provider_order_id", order.providerOrderId];
  return db
    .prepare(
      `UPDATE orders SET status = ?${set ? `, ${set.sql}` : ""} WHERE ${key} = ? AND status IN (${sourcesInSql(to)})` +
        (when ? ` AND (${when.sql})` : ""),
    )
    .bind(to, ...(set?.values ?? []), value, ...(when?.values ?? []));
}

/** Runs {@link statusChange}; false when the order was not moved (another state, or `when` did not hold). */
export async function changeStatus(...change: Parameters<typeof statusChange>): Promise<boolean> {
  const result = await statusChange(...change).run();
  return result.meta.changes > 0;
}
