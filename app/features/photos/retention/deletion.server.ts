/**
 * The promise of every page, kept (docs/decisions/024-order-deletion.md): an order's photos and
 * personal data are deleted `facts.retentionDays` after the order (the day its private link stops
 * working, which the e-mails and the order page name), at once when the buyer asks or the order is
 * refunded. Everything goes: the selfies, headshots and thumbnails in R2, the rows of photos,
 * published pages, the e-mails' copies, and the e-mail address and choices on the order, at once;
 * then the tune and every prompt (with its images) at Astria: right after the answer when the
 * buyer asked, otherwise (and where Astria was down then) by the sweep. What accounting needs
 * (plan, amounts, dates) stays. Each step can run again, so a deletion cut off half-way is finished
 * by the next run; each is logged in `order_deletions`, finished only when nothing is left at Astria.
 */
import { facts } from "~/content/business";
import {
  dueForDeletion,
  erasedOrder,
  forgetProviderTune,
  providerTuneOf,
  recordDeletionRequest,
  unfinishedAtProvider,
  type DeletionReason,
} from "~/features/orders/erasure.server";
import { stopGeneration } from "~/features/orders/generation-job.server";
import { findOrder } from "~/features/orders/orders.server";
import { erasedRefundReason } from "~/features/orders/refunds.server";
import { isRunning } from "~/features/orders/states";
import type { ScheduledJob } from "~/utils/scheduled-job";
import { removeOrderItems } from "~/features/photos/gallery/gallery.server";
import { removedRedos, stopRedos } from "~/features/photos/jobs/redo.server";
import { deletePrompt, deleteTune } from "~/services/astria.server";
import { envOf } from "~/utils/env.server";
import { rowsRead, type BatchedRead } from "~/utils/db.server";

/** Orders one run deletes here. */
const batchSize = 5;
/**
 * Deletions one run asks Astria for (a prompt or a tune each), within the cron's outgoing requests:
 * an Ultimate order's 15 prompts and its tune take four runs.
 */
const providerCalls = 5;
/** R2 deletes up to 1,000 keys in one call. */
const keysPerCall = 1_000;
const day = 86_400_000;

/** Orders due: asked for, refunded, or past the retention days; the oldest first. */
const dueOrders = (env: Env, now: number) => dueForDeletion(env, new Date(now - facts.retentionDays * day).toISOString(), batchSize);

/**
 * The cron's run: every due order, each on its own, so one that fails does not hold up the rest;
 * then what deleted orders left at Astria.
 */
export async function sweepDeletions(env: Env, now: number): Promise<number> {
  let deleted = 0;
  for (const { id, reason } of await dueOrders(env, now)) {
    try {
      await deleteOrder(env, id, reason);
      deleted += 1;
    } catch (error) {
      console.error(`Deleting order ${id} stopped; the next run goes on:`, error);
    }
  }
  await finishAtAstria(env, providerCalls);
  return deleted;
}

/**
 * Deletions at Astria that the buyer's request asks for after its answer: an Ultimate order's 15
 * prompts and its tune, with room, within a request's outgoing requests.
 */
const providerCallsAtOnce = 20;

/**
 * The buyer's "delete everything now": recorded first, so that the sweep finishes it if this is cut
 * off. What the order left at Astria is deleted once the answer has gone (`waitUntil`), so the
 * buyer never waits on Astria, and the faces are not kept there until the next sweep; the sweep
 * finishes whatever Astria refused meanwhile. The order page says when that is done
 * ({@link deletionUnderWay}).
 */
export async function deleteAtOnce(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, orderId: string): Promise<void> {
  await recordDeletionRequest(env, orderId);
  try {
    await deleteOrder(env, orderId, "buyer");
  } catch (error) {
    console.error(`Deleting order ${orderId} at the buyer's request stopped; the next sweep finishes it:`, error);
    return;
  }
  ctx.waitUntil(finishAtAstria(env, providerCallsAtOnce, orderId));
}

/** Whether an order's deletion is still going on somewhere (here, or at Astria): until its log says it finished. */
export async function deletionUnderWay(env: Env, orderId: string): Promise<boolean> {
  const log = await env.DB.prepare("SELECT finished_at FROM order_deletions WHERE order_id = ?")
    .bind(orderId)
    .first<{ finished_at: string | null }>();
  return !log || log.finished_at === null;
}

/** Deletes the order's copies here and its personal data; what it left at Astria waits for {@link finishAtAstria}. */
export async function deleteOrder(env: Env, orderId: string, reason: DeletionReason): Promise<void> {
  const order = await findOrder(env, orderId);
  if (!order || order.status === "deleted") return;
  await env.DB.prepare("INSERT INTO order_deletions (order_id, reason) VALUES (?, ?) ON CONFLICT (order_id) DO NOTHING")
    .bind(orderId, reason)
    .run();

  // A job still running would store images again after they are gone; so would a re-do's.
  if (isRunning(order.status)) {
    await stopGeneration(env, orderId);
  }
  await stopRedos(env, orderId);
  // Our copies go first: an outside service that fails must not keep them here.
  const photos = await deleteObjects(env, `orders/${orderId}/`);
  await env.DB.prepare("UPDATE order_deletions SET photos = photos + ? WHERE order_id = ?").bind(photos, orderId).run();
  // Read after the job stopped, which may have made a prompt meanwhile.
  const tune = await providerTuneOf(env, orderId);
  const atAstria = tune !== null || (await hasPrompts(env, orderId));

  await env.DB.batch([
    env.DB.prepare("DELETE FROM order_photos WHERE order_id = ?").bind(orderId),
    env.DB.prepare("DELETE FROM order_headshots WHERE order_id = ?").bind(orderId),
    removedRedos(env.DB, orderId),
    removeOrderItems(env, orderId),
    // The copies of its e-mails hold the address and the private link.
    env.DB.prepare("DELETE FROM email_outbox WHERE reference IN (?, ?, ?)").bind(
      `order:${orderId}`,
      `delivery:${orderId}`,
      `failed:${orderId}`,
    ),
    erasedOrder(env.DB, orderId),
    erasedRefundReason(env.DB, orderId),
    ...(atAstria ? [] : [finished(env, orderId, "none")]),
  ]);
}

const finished = (env: Env, orderId: string, provider: string) =>
  env.DB.prepare("UPDATE order_deletions SET provider = ?, finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE order_id = ?").bind(
    provider,
    orderId,
  );

/**
 * Deletes what deleted orders (or the one named) left at Astria, at most `calls` requests: each
 * prompt under the tune it lives under (a Flux LoRA's prompts live under the base tune, so deleting
 * the order's tune leaves them), then the tune. Each deletion is recorded as it succeeds, so the
 * next run goes on where this one stopped; the log calls the order finished only when tune and
 * prompts are gone.
 */
async function finishAtAstria(env: Env, calls: number, orderId: string | null = null): Promise<void> {
  const config = envOf(env);
  if (!config.ASTRIA_API_KEY) return;
  let left = calls;
  for (const { id, tune } of await unfinishedAtProvider(env, orderId, calls)) {
    if (left === 0) return;
    try {
      const { results: prompts } = await env.DB.prepare(
        "SELECT tune_id, prompt_id FROM provider_prompts WHERE order_id = ? ORDER BY prompt_id LIMIT ?",
      )
        .bind(id, left)
        .all<{ tune_id: number; prompt_id: number }>();
      for (const prompt of prompts) {
        await deletePrompt(config, prompt.tune_id, prompt.prompt_id);
        left -= 1;
        await env.DB.prepare("DELETE FROM provider_prompts WHERE order_id = ? AND prompt_id = ?").bind(id, prompt.prompt_id).run();
      }
      if (await hasPrompts(env, id)) continue;
      if (tune !== null) {
        if (left === 0) return;
        await deleteTune(config, Number(tune));
        left -= 1;
        await forgetProviderTune(env, id);
      }
      await finished(env, id, "astria").run();
    } catch (error) {
      console.error(`Deleting order ${id} at Astria stopped; the next run goes on:`, error);
    }
  }
}

const hasPrompts = async (env: Env, orderId: string) =>
  (await env.DB.prepare("SELECT 1 AS found FROM provider_prompts WHERE order_id = ? LIMIT 1").bind(orderId).first("found")) !== null;

/** Deletes every object under `prefix`, a page at a time; how many there were. */
async function deleteObjects(env: Env, prefix: string): Promise<number> {
  let count = 0;
  for (;;) {
    const { objects } = await env.PHOTOS.list({ prefix, limit: keysPerCall });
    if (objects.length === 0) return count;
    await env.PHOTOS.delete(objects.map((object) => object.key));
    count += objects.length;
  }
}

export type DeletionLog = {
  orderId: string;
  reason: DeletionReason;
  photos: number;
  provider: string | null;
  startedAt: string;
  finishedAt: string | null;
};

/** The latest deletions, unfinished ones first, for the operator's dashboard. */
export function listDeletions(env: Env, limit = 20): BatchedRead<DeletionLog[]> {
  return rowsRead(
    env.DB.prepare(
      "SELECT order_id AS orderId, reason, photos, provider, started_at AS startedAt, finished_at AS finishedAt FROM order_deletions " +
        "ORDER BY finished_at IS NOT NULL, started_at DESC LIMIT ?",
    ).bind(limit),
  );
}

export const deletionJobs: ScheduledJob[] = [{ name: "photo deletion", outgoingRequests: batchSize, run: sweepDeletions }];
