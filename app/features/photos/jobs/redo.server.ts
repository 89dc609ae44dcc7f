/**
 * "Doesn't look like me" (docs/decisions/092-the-buyers-re-do.md): the buyer turns down a delivered
 * headshot, which is refused as the check refuses one (reason `the buyer`) and so leaves everything
 * that lists the order's images, and a job of its own makes one replacement in its style, checked as
 * every image is (ADR 081). Each re-do is a row (migration 0021) numbered within the order, whose
 * number names its Workflows instance: a form sent twice finds the headshot refused already and starts
 * nothing, and a start sent twice finds the instance.
 */
import { planById, type Style } from "~/content/business";
import { redoJobId, startRedo, stopGeneration, watchInstance } from "~/features/orders/generation-job.server";
import { linkExpiry } from "~/features/orders/order-links.server";
import { findOrder, type Order } from "~/features/orders/orders.server";
import { redoWithAstria } from "./astria-job.server";
import { redoLocally } from "./generation.server";
import { generatesLocally, type JobStep } from "./headshots.server";
import { orderPerson, replacementsFor } from "./likeness.server";
import type { ScheduledJob } from "~/utils/scheduled-job";
import type { Redo, RedoState } from "~/features/photos/gallery/feedback";

/**
 * Re-dos an order may have: a tenth of its plan's count, and never fewer than 3 (Basic 3, Premium 6,
 * Ultimate 12). At Astria each is a prompt of one image paid for; a pack whose images the buyer
 * turns down by the dozen is one for the refund, not for more prompts.
 */
export const redosFor = (plan: Order["plan"]) => Math.max(3, Math.ceil(planById(plan)!.photos / 10));

/** The order's re-dos, in the order the buyer asked for them. */
export async function redosOf(env: Env, orderId: string): Promise<Redo[]> {
  const { results } = await env.DB.prepare("SELECT k, style, state FROM headshot_redos WHERE order_id = ? ORDER BY k")
    .bind(orderId)
    .all<Redo>();
  return results;
}

/** Why a re-do was not made: no such headshot of the order, turned down or hidden already, the order's re-dos spent, or its days over. */
export type RedoRefusal = "missing" | "redone" | "hidden" | "redoLimit" | "redoClosed";

/**
 * The style's next candidate number, as SQL: past every image of the style (`style`, an expression)
 * and every re-do's reserved number, in the order `?1`.
 */
const nextCandidate = (style: string) =>
  `1 + MAX(COALESCE((SELECT MAX(n) FROM order_headshots WHERE order_id = ?1 AND style = ${style}), -1), ` +
  `COALESCE((SELECT MAX(r.n) FROM headshot_redos r WHERE r.order_id = ?1 AND r.style = ${style}), -1))`;

/**
 * Turns down a delivered headshot and starts its replacement's job, judged on the order as it is now,
 * never on the form. The headshot's refusal and the re-do's row are one batch, the row written only
 * while the headshot counts and the order's re-dos are not spent, so that two forms sent at once make
 * one re-do; its job's instance is named by the order and the re-do's number.
 */
export async function requestRedo(env: Env, order: Order, imageId: string): Promise<{ k: number } | { refused: RedoRefusal }> {
  if (Date.now() >= linkExpiry(order.paidAt).getTime()) return { refused: "redoClosed" };
  const image = await env.DB.prepare("SELECT style, refused, hidden FROM order_headshots WHERE id = ? AND order_id = ?")
    .bind(imageId, order.id)
    .first<{ style: Style; refused: string | null; hidden: number }>();
  if (!image || (image.refused !== null && image.refused !== "the buyer")) return { refused: "missing" };
  if (image.refused !== null) return { refused: "redone" };
  if (image.hidden === 1) return { refused: "hidden" };
  const cap = redosFor(order.plan);
  const [made] = await env.DB.batch<{ changes: number }>([
    // The candidate's number is the style's next, past every image and every re-do's reserved number.
    env.DB.prepare(
      "INSERT INTO headshot_redos (order_id, k, image_id, style, n) " +
        `SELECT ?1, (SELECT COUNT(*) + 1 FROM headshot_redos WHERE order_id = ?1), ?2, ?3, ${nextCandidate("?3")} ` +
        "WHERE (SELECT COUNT(*) FROM headshot_redos WHERE order_id = ?1) < ?4 " +
        "AND EXISTS (SELECT 1 FROM order_headshots WHERE id = ?2 AND order_id = ?1 AND refused IS NULL AND hidden = 0) " +
        "ON CONFLICT DO NOTHING",
    ).bind(order.id, imageId, image.style, cap),
    env.DB.prepare(
      "UPDATE order_headshots SET refused = 'the buyer' WHERE id = ?1 AND order_id = ?2 AND refused IS NULL " +
        "AND EXISTS (SELECT 1 FROM headshot_redos WHERE image_id = ?1)",
    ).bind(imageId, order.id),
  ]);
  if (!made!.meta.changes) return { refused: (await redosOf(env, order.id)).length >= cap ? "redoLimit" : "redone" };
  const row = await env.DB.prepare("SELECT k FROM headshot_redos WHERE image_id = ?").bind(imageId).first<{ k: number }>();
  await startRedo(env, order.id, row!.k);
  return { k: row!.k };
}

/** The re-do's row with what its job needs of the order; null once the order is gone or no longer delivered. */
async function redoToMake(env: Env, orderId: string, k: number) {
  const [order, redo] = await Promise.all([
    findOrder(env, orderId),
    env.DB.prepare("SELECT style, n, state FROM headshot_redos WHERE order_id = ? AND k = ?")
      .bind(orderId, k)
      .first<{ style: Style; n: number; state: RedoState }>(),
  ]);
  if (!order?.subject || order.status !== "delivered" || !redo || redo.state !== "making") return null;
  return { ...redo, order: { id: order.id, plan: order.plan, styles: order.styles, subject: order.subject, testMode: order.testMode } };
}

/**
 * The candidate number of the re-do's `attempt`: the one reserved with it first, then the style's next
 * once more, moved on only from the attempt before, so that a step run again finds its number.
 */
async function candidate(env: Env, orderId: string, k: number, attempt: number): Promise<number> {
  if (attempt > 1) {
    await env.DB.prepare(
      `UPDATE headshot_redos SET tries = ?3, n = ${nextCandidate("headshot_redos.style")} ` +
        "WHERE order_id = ?1 AND k = ?2 AND tries = ?3 - 1",
    )
      .bind(orderId, k, attempt - 1)
      .run();
  }
  const row = await env.DB.prepare("SELECT n FROM headshot_redos WHERE order_id = ? AND k = ?").bind(orderId, k).first<{ n: number }>();
  return row!.n;
}

/**
 * Whether a candidate the check refused may be replaced: while the images of the order the check
 * refused are no more than its cap on replacements (ADR 081), which the job and the re-dos share.
 */
async function mayReplace(env: Env, order: Pick<Order, "id" | "plan">): Promise<boolean> {
  const row = await env.DB.prepare(
    "SELECT COUNT(*) AS count FROM order_headshots WHERE order_id = ? AND refused IS NOT NULL AND refused <> 'the buyer'",
  )
    .bind(order.id)
    .first<{ count: number }>();
  return (row?.count ?? 0) <= replacementsFor(order.plan);
}

const settle = (env: Env, orderId: string, k: number, state: RedoState, failure: string | null = null) =>
  env.DB.prepare("UPDATE headshot_redos SET state = ?, failure = ? WHERE order_id = ? AND k = ? AND state = 'making'")
    .bind(state, failure, orderId, k)
    .run()
    .then(() => true);

/**
 * The re-do's job: the style's next candidate, at Astria as a prompt on the order's tune, locally as
 * the generator's next; one the check refuses is replaced within the order's cap. It takes no slot:
 * one image is not a pack. A re-do whose candidates are all refused, or whose steps' retries are spent,
 * ends failed with the reason, which the gallery says; the order stays delivered.
 */
export async function runRedo(env: Env, orderId: string, k: number, step: JobStep): Promise<void> {
  const redo = await step.do("read the re-do", () => redoToMake(env, orderId, k));
  if (!redo) return;
  try {
    const person = await step.do("the order's person", () => orderPerson(env, orderId));
    for (let attempt = 1; ; attempt += 1) {
      const n = await step.do(`the candidate (${attempt})`, () => candidate(env, orderId, k, attempt));
      const made = { k, style: redo.style, n };
      const passed = generatesLocally(env)
        ? await redoLocally(env, redo.order, step, made, person)
        : await redoWithAstria(env, redo.order, step, made, person);
      if (passed > 0) break;
      if (!(await step.do(`replace the refused (${attempt})`, () => mayReplace(env, redo.order))))
        throw new Error("Every candidate was refused by the check, and the order's replacements are spent");
    }
    await step.do("made", () => settle(env, orderId, k, "made"));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Re-do ${k} of order ${orderId} gave up: ${reason}`);
    await step.do("give up", () => settle(env, orderId, k, "failed", reason));
  }
}

/** Stops the order's re-dos still making their replacement: after the order's deletion one would store its image again. */
export async function stopRedos(env: Env, orderId: string): Promise<void> {
  for (const { k } of (await redosOf(env, orderId)).filter((redo) => redo.state === "making"))
    await stopGeneration(env, redoJobId(orderId, k));
}

/** The statement that forgets the order's re-dos, to be batched with the rest of its deletion. */
export const removedRedos = (db: D1Database, orderId: string) => db.prepare("DELETE FROM headshot_redos WHERE order_id = ?").bind(orderId);

/** Re-dos the watchdog looks at per run, the longest waiting first. */
const watchBatch = 25;

/**
 * The cron's watch over re-dos, as over the orders' jobs (`watchInstance`): a re-do whose start was
 * lost (the form's batch written, the instance never made) is started; one whose instance stopped
 * outside its own handling fails with the reason, so that its tile says so instead of waiting for ever.
 */
async function watchRedos(env: Env): Promise<number> {
  const { results } = await env.DB.prepare(
    "SELECT order_id AS orderId, k FROM headshot_redos WHERE state = 'making' ORDER BY requested_at LIMIT ?",
  )
    .bind(watchBatch)
    .all<{ orderId: string; k: number }>();
  for (const { orderId, k } of results) {
    try {
      await watchInstance(env, redoJobId(orderId, k), {
        start: () => startRedo(env, orderId, k),
        fail: (reason) => settle(env, orderId, k, "failed", reason),
      });
    } catch (error) {
      console.warn(`The watchdog could not look at re-do ${k} of order ${orderId}; the next run tries again:`, error);
    }
  }
  return results.length;
}

// Calls to the Workflows binding, not requests to outside services.
export const redoJobs: ScheduledJob[] = [{ name: "re-do watchdog", outgoingRequests: 0, run: watchRedos }];
