import { styles, type Style } from "~/content/business";

/**
 * Where an order stands (migration 0006, which records every change with its time in
 * `order_events`): paid, then photos_ready once the minimum of selfies is in, queued when the buyer
 * asks to start, training and generating while the headshots are made, delivered, and deleted by
 * the 30-day sweep; refunded and failed end it early.
 */
export const orderStatuses = [
  "paid",
  "photos_ready",
  "queued",
  "training",
  "generating",
  "delivered",
  "deleted",
  "refunded",
  "failed",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Until generation starts the buyer may add and remove photos and change the styles. */
export const collectingStatuses = ["paid", "photos_ready"] as const satisfies readonly OrderStatus[];

export const isCollecting = (status: OrderStatus): status is (typeof collectingStatuses)[number] =>
  (collectingStatuses as readonly OrderStatus[]).includes(status);

/** While its headshots are being made: waiting for a slot, training, generating. */
export const runningStatuses = ["queued", "training", "generating"] as const satisfies readonly OrderStatus[];

export const isRunning = (status: OrderStatus): status is (typeof runningStatuses)[number] =>
  (runningStatuses as readonly OrderStatus[]).includes(status);

/** Of the running states, those that hold one of the job's slots (JOB_CONCURRENCY): training and generating. */
export const slotStatuses = ["training", "generating"] as const satisfies readonly (typeof runningStatuses)[number][];

/** States as a list for SQL's `IN (…)`. */
export const inSql = (statuses: readonly OrderStatus[]) => statuses.map((status) => `'${status}'`).join(", ");

/** Who is pictured, which the generator needs. */
export const subjects = ["woman", "man", "person"] as const;
export type Subject = (typeof subjects)[number];

/** The stored list of styles (comma-separated keys), without anything that is not a style. */
export function stylesOf(stored: string | null): Style[] {
  return (stored ?? "").split(",").filter((key): key is Style => (styles as readonly string[]).includes(key));
}
