/**
 * One generation job per order (docs/decisions/022-generation-jobs.md), run as a Cloudflare Workflows
 * instance (workers/generation.ts) whose id is the order's, so that starting twice starts once. Every
 * step is idempotent: what it writes has a fixed key (the image's style and number), and a state
 * changes only from the one before it. The local generator makes the images; delivery is one
 * e-mail through the outbox, written only if none exists for the order.
 */
import { facts, plans, type Style } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { findOrder, orderLink, type Order } from "~/features/orders/orders.server";
import { linkExpiry } from "~/features/orders/order-links.server";
import { queueEmailOnce, sendQueued, type EmailMessage } from "~/services/outbox.server";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { formatDay } from "~/utils/format.server";
import { createTranslator } from "~/utils/translate";
import { makeHeadshot } from "./local-generator.server";

type StepConfig = { retries?: { limit: number; delay: number; backoff?: "constant" | "linear" | "exponential" }; timeout?: number };

/** The part of a Workflows step this job uses (the WorkflowStep of `cloudflare:workers`). */
export type JobStep = {
  do<T extends Rpc.Serializable<T>>(name: string, callback: () => Promise<T>): Promise<T>;
  do<T extends Rpc.Serializable<T>>(name: string, config: StepConfig, callback: () => Promise<T>): Promise<T>;
  sleep(name: string, duration: number): Promise<void>;
};

/** A step that makes images is tried this often before the job gives up: a failure here is rarely passing. */
const imageRetries: StepConfig = { retries: { limit: 3, delay: 1_000, backoff: "exponential" } };

/** Images one step makes: a step's work stays well within a request's CPU. */
const batchSize = 4;
/** The local generator's training: short, but long enough for a buyer to see the stage. */
export const localTrainingMs = 3_000;

/** An image's size in pixels (square): the plans with a higher resolution get the larger. */
export const headshotSide = (plan: Order["plan"]) => (plans.find((candidate) => candidate.id === plan)!.highResolution ? 1024 : 768);

/** How the plan's images spread over the chosen styles: as evenly as they go, the first styles first. */
export function imagesPerStyle(total: number, chosen: readonly Style[]): Array<{ style: Style; count: number }> {
  return chosen.map((style, index) => ({ style, count: Math.floor(total / chosen.length) + (index < total % chosen.length ? 1 : 0) }));
}

export const headshotKey = (orderId: string, style: Style, n: number) =>
  `orders/${orderId}/headshots/${style}-${String(n).padStart(3, "0")}.jpg`;

/** The images made for an order so far, in style and number order. */
export async function listHeadshots(env: Env, orderId: string): Promise<Array<{ id: string; style: Style }>> {
  const { results } = await env.DB.prepare("SELECT id, style FROM order_headshots WHERE order_id = ? ORDER BY style, n")
    .bind(orderId)
    .all<{ id: string; style: Style }>();
  return results;
}

export type JobSummary = {
  id: string;
  plan: Order["plan"];
  email: string;
  status: string;
  since: string;
  images: number;
  failure: string | null;
};

/** The jobs that are not delivered: running or failed, the longest in its state first (a stuck job shows at the top). */
export async function listJobs(env: Env, limit = 50): Promise<JobSummary[]> {
  const { results } = await env.DB.prepare(
    "SELECT o.id, o.plan, o.email, o.status, o.failure, (SELECT MAX(at) FROM order_events WHERE order_id = o.id) AS since, " +
      "(SELECT COUNT(*) FROM order_headshots WHERE order_id = o.id) AS images FROM orders o " +
      "WHERE o.status IN ('queued', 'training', 'generating', 'failed') ORDER BY since LIMIT ?",
  )
    .bind(limit)
    .all<JobSummary>();
  return results;
}

/**
 * Runs a failed job again: the order is queued once more and its instance restarted. The steps
 * repeat nothing that stands: images already stored are kept, and each e-mail is sent once.
 */
export async function retryGeneration(env: Env, orderId: string): Promise<boolean> {
  const result = await env.DB.prepare("UPDATE orders SET status = 'queued', failure = NULL WHERE id = ? AND status = 'failed'")
    .bind(orderId)
    .run();
  if (result.meta.changes === 0) return false;
  const instance = await env.GENERATION.get(orderId).catch(() => null);
  if (instance) await instance.restart();
  else await startGeneration(env, orderId);
  return true;
}

/** Starts the order's job once (its id is the order's); a second start finds it and changes nothing. */
export async function startGeneration(env: Env, orderId: string): Promise<void> {
  try {
    await env.GENERATION.create({ id: orderId, params: { orderId } });
  } catch (error) {
    if (!/already exists/i.test(String(error))) throw error;
  }
}

export async function runGeneration(env: Env, orderId: string, step: JobStep): Promise<void> {
  const order = await step.do("read the order", async () => {
    const found = await findOrder(env, orderId);
    return found ? { plan: found.plan, styles: found.styles } : null;
  });
  if (!order || order.styles.length === 0) return;
  try {
    await step.do("training", () => moveTo(env, orderId, "queued", "training"));
    await step.sleep("train", localTrainingMs);
    await step.do("generating", () => moveTo(env, orderId, "training", "generating"));

    const total = plans.find((plan) => plan.id === order.plan)!.photos;
    for (const { style, count } of imagesPerStyle(total, order.styles)) {
      for (let first = 0; first < count; first += batchSize) {
        await step.do(`${style} ${first + 1}-${Math.min(count, first + batchSize)}`, imageRetries, () =>
          makeBatch(env, orderId, order.plan, style, first, Math.min(count, first + batchSize)),
        );
      }
    }
    await step.do("deliver", () => deliver(env, orderId));
  } catch (error) {
    // Retries are spent: nothing partial is delivered; the buyer hears it honestly, the operator sees why.
    const reason = error instanceof Error ? error.message : String(error);
    await step.do("give up", () => giveUp(env, orderId, reason));
  }
}

/** The order failed, with its reason, and the one e-mail that says so and promises the refund. */
async function giveUp(env: Env, orderId: string, reason: string): Promise<boolean> {
  const order = await findOrder(env, orderId);
  if (!order) return false;
  console.error(`Generation of order ${orderId} gave up: ${reason}`);
  const t = createTranslator(resources[order.language].deliveryEmail);
  const values = { plan: plans.find((plan) => plan.id === order.plan)!.name };
  await closeJob(
    env,
    env.DB.prepare("UPDATE orders SET status = 'failed', failure = ? WHERE id = ? AND status IN ('queued', 'training', 'generating')").bind(
      reason.slice(0, 500),
      orderId,
    ),
    // Its own reference: a job retried after it gave up may still deliver, with its own e-mail.
    {
      kind: "headshots-failed",
      reference: `failed:${orderId}`,
      to: order.email,
      subject: t("failedSubject"),
      text: t.list("failed", values).join("\n\n"),
    },
  );
  return true;
}

async function moveTo(env: Env, orderId: string, from: string, to: string): Promise<boolean> {
  const result = await env.DB.prepare("UPDATE orders SET status = ? WHERE id = ? AND status = ?").bind(to, orderId, from).run();
  return result.meta.changes > 0;
}

/** Images `first` to `last - 1` of a style, each from the next selfie in turn, stored under fixed keys. */
async function makeBatch(env: Env, orderId: string, plan: Order["plan"], style: Style, first: number, last: number): Promise<number> {
  const { results: selfies } = await env.DB.prepare("SELECT r2_key FROM order_photos WHERE order_id = ? ORDER BY created_at, id")
    .bind(orderId)
    .all<{ r2_key: string }>();
  if (selfies.length === 0) throw new Error(`Order ${orderId} has no photos`);
  const side = headshotSide(plan);
  // A retried job keeps what it made before it gave up.
  const { results: made } = await env.DB.prepare("SELECT n FROM order_headshots WHERE order_id = ? AND style = ? AND n >= ? AND n < ?")
    .bind(orderId, style, first, last)
    .all<{ n: number }>();
  const done = new Set(made.map((row) => row.n));
  for (let n = first; n < last; n += 1) {
    if (done.has(n)) continue;
    const selfie = await env.PHOTOS.get(selfies[n % selfies.length]!.r2_key);
    if (!selfie) throw new Error(`A photo of order ${orderId} is missing`);
    const image = makeHeadshot(new Uint8Array(await selfie.arrayBuffer()), style, side, n, "PREVIEW");
    const key = headshotKey(orderId, style, n);
    await env.PHOTOS.put(key, image, { httpMetadata: { contentType: "image/jpeg" } });
    await env.DB.prepare(
      "INSERT INTO order_headshots (id, order_id, style, n, r2_key, width, height, bytes) VALUES (?, ?, ?, ?, ?, ?, ?, ?) " +
        "ON CONFLICT (order_id, style, n) DO UPDATE SET bytes = excluded.bytes",
    )
      .bind(crypto.randomUUID(), orderId, style, n, key, side, side, image.length)
      .run();
  }
  return last - first;
}

/** Delivered, and the one e-mail that says so, in one batch; a repeated step finds the e-mail written. */
async function deliver(env: Env, orderId: string): Promise<boolean> {
  const order = await findOrder(env, orderId);
  if (!order) return false;
  const config = envOf(env);
  const secret = config.ORDER_LINK_SECRET;
  const { results } = await env.DB.prepare("SELECT style, COUNT(*) AS count FROM order_headshots WHERE order_id = ? GROUP BY style")
    .bind(orderId)
    .all<{ style: Style; count: number }>();
  const t = createTranslator(resources[order.language].deliveryEmail);
  const styleNames = resources[order.language].gallery.styles;
  const count = results.reduce((sum, row) => sum + row.count, 0);
  const origin = originOf(siteOrigins(config), order.language);
  const link = secret ? await orderLink(order, origin, secret) : `${origin}/create-headshot`;
  const values = {
    count,
    plan: plans.find((plan) => plan.id === order.plan)!.name,
    styles: results.map((row) => t("perStyle", { count: row.count, style: styleNames[row.style] })).join(", "),
    link,
    thumbnails: results
      .slice(0, 3)
      .map((row) => styleNames[row.style])
      .join(", "),
    date: formatDay(linkExpiry(order.paidAt), order.language),
    refundDays: facts.refundDays,
  };
  await closeJob(env, env.DB.prepare("UPDATE orders SET status = 'delivered' WHERE id = ? AND status = 'generating'").bind(orderId), {
    kind: "headshots-delivered",
    reference: `delivery:${orderId}`,
    to: order.email,
    subject: t("subject", values),
    text: t.list("body", values).join("\n\n"),
  });
  return true;
}

/**
 * The order's last state and the e-mail that says so, in one batch: both or neither. A repeated step
 * finds the e-mail written and sends nothing again.
 */
async function closeJob(env: Env, update: D1PreparedStatement, message: EmailMessage & { reference: string }): Promise<void> {
  const email = queueEmailOnce(env, message);
  const [, written] = await env.DB.batch([update, email.statement]);
  if (written!.meta.changes) await sendQueued(env, email);
}
