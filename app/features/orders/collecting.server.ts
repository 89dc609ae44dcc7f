/**
 * The order while its buyer collects selfies and choices (paid, photos_ready): the guard every
 * statement on its photos carries, its choices, and its state following the set of photos. What a
 * photo is and how it is judged is the upload's (app/features/photos/upload/photos.server.ts).
 */
import { facts, type Style } from "~/content/business";
import { changeStatus, statusChange, type Clause } from "./lifecycle.server";
import { collectingStatuses, inSql, type Subject } from "./states";

const collecting = `status IN (${inSql(collectingStatuses)})`;

/**
 * Part of a statement on the order's photos that holds only while the order collects them, so that
 * a photo never slips in, or out, after generation started, even racing the start.
 */
export const whileCollecting = (orderId: string): Clause => ({
  sql: `EXISTS (SELECT 1 FROM orders WHERE id = ? AND ${collecting})`,
  values: [orderId],
});

export async function isStillCollecting(env: Env, orderId: string): Promise<boolean> {
  return (await env.DB.prepare(`SELECT 1 AS yes FROM orders WHERE id = ? AND ${collecting}`).bind(orderId).first("yes")) === 1;
}

/** Stores the subject and styles while generation has not started; false once it has. */
export async function saveChoices(env: Env, orderId: string, choices: { subject: Subject; styles: Style[] }): Promise<boolean> {
  const result = await env.DB.prepare(`UPDATE orders SET subject = ?, styles = ? WHERE id = ? AND ${collecting}`)
    .bind(choices.subject, choices.styles.join(","), orderId)
    .run();
  return result.meta.changes > 0;
}

/** For a statement on `order_photos`: the photo's order was started with the buyer's confirmation of its unchecked photos. */
export const confirmedByBuyer = "(SELECT photos_confirmed_at FROM orders WHERE id = order_id) IS NOT NULL";

const countedIn = (verdicts: string) => `(SELECT COUNT(*) FROM order_photos WHERE order_id = orders.id AND verdict IN (${verdicts}))`;
// A set the start may take: the minimum of photos a job may use (the unchecked counted: the buyer confirms them at the start), none someone else's.
const completeSet = `${countedIn("'accepted', 'unchecked'")} >= ? AND ${countedIn("'stranger'")} = 0`;

/** The order's state after its photos changed: photos ready once the set is complete, paid again when it is not. */
export async function settleCollecting(env: Env, orderId: string): Promise<void> {
  await env.DB.batch([
    statusChange(env.DB, "photos_ready", { id: orderId }, { when: { sql: completeSet, values: [facts.selfies.min] } }),
    statusChange(env.DB, "paid", { id: orderId }, { when: { sql: `NOT (${completeSet})`, values: [facts.selfies.min] } }),
  ]);
}

/**
 * Queues the order for its headshots: only with the minimum of usable photos in, none of them
 * someone else's, and the choices made; photos the server could not check only with the buyer's
 * confirmation (`confirmed`), which is kept with the order for the job. False when it did not start.
 */
export function queueWhenComplete(env: Env, orderId: string, confirmed: boolean): Promise<boolean> {
  return changeStatus(
    env.DB,
    "queued",
    { id: orderId },
    {
      set: { sql: "photos_confirmed_at = CASE WHEN ? THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END", values: [confirmed ? 1 : 0] },
      when: {
        sql: `status = 'photos_ready' AND subject IS NOT NULL AND styles <> '' AND ${completeSet} AND (? OR ${countedIn("'unchecked'")} = 0)`,
        values: [facts.selfies.min, confirmed ? 1 : 0],
      },
    },
  );
}
