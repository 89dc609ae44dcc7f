/**
 * One generation job per order (docs/decisions/022-generation-jobs.md), run as a Cloudflare Workflows
 * instance (workers/generation.ts) whose id is the order's, so that starting twice starts once. Every
 * step is idempotent: what it writes has a fixed key (the image's style and number), and a state
 * changes only from the one before it. A job first waits for a slot (Ultimate first), then Astria
 * (astria-job.server.ts) or, without a key, the local generator makes the images; delivery is one
 * e-mail through the outbox, written only if none exists for the order.
 */
import { facts, type Style, planById } from "~/content/business";
import { resources } from "~/locales/resources.server";
import { changeStatus, statusChange } from "~/features/orders/lifecycle.server";
import { findOrder, orderLink, type Order } from "~/features/orders/orders.server";
import { claimSlot, failedWith, nextWaiting, requeueFailed, runningOrders } from "~/features/orders/queue.server";
import { restartGeneration, signalGeneration, startGeneration, watchInstance } from "~/features/orders/generation-job.server";
import { linkExpiry } from "~/features/orders/order-links.server";
import { photoUrl } from "~/features/photos/photo-urls.server";
import { emailHtml, type EmailBlock } from "~/services/email-html.server";
import { queueEmailOnce, sendQueued, type EmailMessage } from "~/services/outbox.server";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { formatDay } from "~/utils/format.server";
import { createTranslator, fill } from "~/utils/translate";
import type { ScheduledJob } from "~/utils/scheduled-job";
import { generateWithAstria } from "./astria-job.server";
import {
  generatesLocally,
  imageRetries,
  imagesPerStyle,
  localPreview,
  localSide,
  passedIn,
  recorded,
  storedNumbers,
  storeHeadshot,
  type JobStep,
} from "./headshots.server";
import { checkHeadshot, orderPerson, replacementsFor, shortfall, type HeldHeadshot, type OrderPerson } from "./likeness.server";
import { headshotSources, makeFaceless, makeHeadshot } from "./local-generator.server";
import { usablePhotos } from "~/features/photos/upload/photos.server";
import { maxDecodedPixels } from "~/features/photos/photon.server";
import { locateFace } from "~/features/photos/upload/faces.server";
import type { FacePosition } from "~/features/photos/gallery/formats";
import { sniffFormat } from "~/features/photos/imaging/image-file";

/** Images one step makes: a step's work stays well within a request's CPU. */
const batchSize = 4;
/** How long a job waits for a slot before it gives up and says so: a day. */
const slotWaitHours = 24;

/**
 * Runs a failed job again: the order is queued once more and its instance restarted. The steps
 * repeat nothing that stands: images already stored are kept, and each e-mail is sent once.
 */
export async function retryGeneration(env: Env, orderId: string): Promise<boolean> {
  if (!(await requeueFailed(env, orderId))) return false;
  await restartGeneration(env, orderId);
  return true;
}

export async function runGeneration(env: Env, orderId: string, step: JobStep): Promise<void> {
  const order = await step.do("read the order", async () => {
    const found = await findOrder(env, orderId);
    return found?.subject
      ? { id: found.id, plan: found.plan, styles: found.styles, subject: found.subject, testMode: found.testMode }
      : null;
  });
  if (!order || order.styles.length === 0) return;
  try {
    await waitForSlot(env, orderId, step);
    if (generatesLocally(env)) await generateLocally(env, order, step);
    else await generateWithAstria(env, order, step);
    await step.do("deliver", () => deliver(env, orderId));
  } catch (error) {
    // Retries are spent: nothing partial is delivered; the buyer hears it honestly, the operator sees why.
    const reason = error instanceof Error ? error.message : String(error);
    await step.do("give up", () => giveUp(env, orderId, reason));
  }
  await step.do("free the slot", () => wakeNext(env));
}

/**
 * Waits until the order may start training: at most JOB_CONCURRENCY jobs run at once, and the ones
 * waiting start Ultimate first. A job that ends wakes the next in line; the others look again every
 * JOB_POLL_SECONDS.
 */
async function waitForSlot(env: Env, orderId: string, step: JobStep): Promise<void> {
  const { JOB_CONCURRENCY, JOB_POLL_SECONDS } = envOf(env);
  const rounds = Math.ceil((slotWaitHours * 3600) / JOB_POLL_SECONDS);
  for (let round = 1; round <= rounds; round += 1) {
    if (await step.do(`claim a slot (${round})`, () => claimSlot(env, orderId, JOB_CONCURRENCY))) return;
    try {
      await step.waitForEvent(`wait for a slot (${round})`, { type: "slot-free", timeout: JOB_POLL_SECONDS * 1000 });
    } catch {
      // No job ended in that time: look again anyway.
    }
  }
  throw new Error(`No slot became free within ${slotWaitHours} hours`);
}

/** Tells the job first in line that a slot is free. */
async function wakeNext(env: Env): Promise<string | null> {
  const next = await nextWaiting(env);
  // Only a hint: a waiting job looks again by itself, so a lost one costs JOB_POLL_SECONDS at most.
  if (next) await signalGeneration(env, next, "slot-free").catch(() => false);
  return next;
}

/**
 * The local generator's job: a short pretend training, then the images in steps of a few each. A
 * style's candidates are numbered on until as many passed the check as the style has images, the
 * ones past that count being replacements, within the order's cap (ADR 081).
 */
async function generateLocally(env: Env, order: Pick<Order, "id" | "plan" | "styles">, step: JobStep): Promise<void> {
  await step.sleep("train", envOf(env).LOCAL_TRAINING_MS);
  await step.do("generating", () => changeStatus(env.DB, "generating", { id: order.id }));
  // Null only for the bench's baseline, which stores every image unchecked (LOCAL_UNCHECKED).
  const person = envOf(env).LOCAL_UNCHECKED ? null : await step.do("the order's person", () => orderPerson(env, order.id));
  // Read once for the whole job, and kept by the engine: every batch frames its headshots by them.
  const selfies = await step.do("read the selfies' faces", imageRetries(env), () => selfieFaces(env, order.id));
  const total = planById(order.plan)!.photos;
  let spare = replacementsFor(order.plan);
  for (const { style, count } of imagesPerStyle(total, order.styles)) {
    let passed = 0;
    for (let first = 0; passed < count;) {
      const wanted = Math.min(batchSize, count - passed);
      // Candidates past the style's count are replacements, and spend the order's cap.
      const replacements = Math.max(0, first + wanted - Math.max(first, count));
      const last = first + wanted - Math.max(0, replacements - spare);
      if (last === first) break;
      spare -= Math.min(replacements, spare);
      passed += await step.do(`${style} ${first + 1}-${last}`, imageRetries(env), () =>
        recorded(env, order.id, () => makeBatch(env, order.id, order.plan, selfies, style, first, last, person)),
      );
      first = last;
    }
  }
}

/**
 * A re-do's candidate `n` of a style by the local generator (docs/decisions/092-the-buyers-re-do.md):
 * the style's next candidate, made and checked as the job's are; returns 1 if it passed. It first
 * pretends to render as long as the job pretends to train: made at once, in the Worker's one thread,
 * it would hold the gallery's own requests until it was there, and the buyer would never see it on its way.
 */
export async function redoLocally(
  env: Env,
  order: Pick<Order, "id" | "plan">,
  step: JobStep,
  { style, n }: { style: Style; n: number },
  person: OrderPerson,
): Promise<number> {
  await step.sleep(`render ${style} ${n + 1}`, envOf(env).LOCAL_TRAINING_MS);
  const selfies = await step.do(`read the selfies' faces (${n + 1})`, imageRetries(env), () => selfieFaces(env, order.id));
  return step.do(`${style} ${n + 1}`, imageRetries(env), () =>
    recorded(env, order.id, () => makeBatch(env, order.id, order.plan, selfies, style, n, n + 1, person)),
  );
}

/** Jobs the watchdog looks at per run, the longest unchanged first. */
const watchBatch = 25;

/**
 * The cron's watch over running jobs (`watchInstance`): one that stopped outside its own handling
 * fails with the reason, as if it had given up. Each job is looked at on its own: one the binding
 * refuses (`sendEvent` throws for an instance that cannot take events) does not stop the rest.
 */
async function watchJobs(env: Env): Promise<number> {
  const running = await runningOrders(env, watchBatch);
  for (const id of running) {
    try {
      await watchJob(env, id);
    } catch (error) {
      console.warn(`The watchdog could not look at the job of order ${id}; the next run tries again:`, error);
    }
  }
  return running.length;
}

const watchJob = (env: Env, id: string) =>
  watchInstance(env, id, { start: () => startGeneration(env, id), fail: (reason) => giveUp(env, id, reason) });

// Calls to the Workflows binding, not requests to outside services.
export const generationJobs: ScheduledJob[] = [{ name: "generation watchdog", outgoingRequests: 0, run: watchJobs }];

/** The order failed, with its reason, and the one e-mail that says so and promises the refund. */
async function giveUp(env: Env, orderId: string, reason: string): Promise<boolean> {
  const order = await findOrder(env, orderId);
  if (!order) return false;
  console.error(`Generation of order ${orderId} gave up: ${reason}`);
  const t = createTranslator(resources[order.language].deliveryEmail);
  const values = { plan: planById(order.plan)!.name };
  await closeJob(
    env,
    failedWith(env.DB, orderId, reason),
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

/**
 * A selfie of an order as the local generator makes headshots from it: its photo, where it is kept,
 * its face, and how open its eyes are (absent from a job that read its selfies before it was kept).
 */
type SelfieFace = { id: string; r2Key: string; face: FacePosition | null; eyesOpen?: number | null };

async function selfieBytes(env: Env, orderId: string, r2Key: string): Promise<Uint8Array> {
  const object = await env.PHOTOS.get(r2Key);
  if (!object) throw new Error(`A photo of order ${orderId} is missing`);
  return new Uint8Array(await object.arrayBuffer());
}

/**
 * The selfies an order's headshots are made from (`headshotSources`), each with its face, read one
 * photo at a time, keeping only the face: the isolate holds one photo's bytes at a time (ADR 055), as
 * the five of an order held together took its first generation steps past 96 MB.
 */
async function selfieFaces(env: Env, orderId: string): Promise<SelfieFace[]> {
  // Only the selfies the Worker may decode: a phone's 12-megapixel photo is more than its budget.
  const decodable = (await usablePhotos(env, orderId)).filter(({ width, height }) => width * height <= maxDecodedPixels);
  if (decodable.length === 0) throw new Error(`Order ${orderId} has no photo of at most ${maxDecodedPixels / 1_000_000} megapixels`);
  const read = [];
  for (const photo of decodable) {
    const bytes = await selfieBytes(env, orderId, photo.r2Key);
    const found = await locateFace(env.ASSETS, bytes, sniffFormat(bytes)!);
    read.push({ ...photo, face: found?.position ?? null, eyesOpen: found?.eyesOpen ?? null });
  }
  return headshotSources(read).map(({ id, r2Key, face, eyesOpen }) => ({ id, r2Key, face, eyesOpen }));
}

/**
 * Candidates `first` to `last - 1` of a style, each from the next of `selfies` in turn, framed around
 * its face and checked as it is stored; returns how many of them passed.
 */
async function makeBatch(
  env: Env,
  orderId: string,
  plan: Order["plan"],
  selfies: readonly SelfieFace[],
  style: Style,
  first: number,
  last: number,
  person: OrderPerson | null,
): Promise<number> {
  const side = localSide(plan);
  const failing = new Set(envOf(env).LOCAL_FAILING_CANDIDATES);
  // A retried job keeps what it made before it gave up.
  const done = await storedNumbers(env, orderId, style, first, last);
  for (let n = first; n < last; n += 1) {
    if (done.has(n)) continue;
    const { id, r2Key, face, eyesOpen } = selfies[n % selfies.length]!;
    const bytes = await selfieBytes(env, orderId, r2Key);
    const headshot = failing.has(n)
      ? // It claims its selfie's face, as a generator that lost the face would: only the check's own look refuses it.
        { bytes: makeFaceless(bytes, side), face: face ?? undefined }
      : makeHeadshot(bytes, face, style, side, n, "PREVIEW");
    // A crop of one selfie shows that selfie's face: its likeness and its eyes are the selfie's own, where the crop put it.
    const likeness = person?.selfies[id];
    const known =
      likeness !== undefined && headshot.face && typeof eyesOpen === "number" ? { likeness, position: headshot.face, eyesOpen } : undefined;
    const judge = person
      ? (held: HeldHeadshot, size: { width: number; height: number }) => checkHeadshot(env, person, held, size, known)
      : { face: headshot.face };
    await storeHeadshot(env, orderId, style, n, headshot.bytes, judge);
  }
  return passedIn(env, orderId, style, first, last);
}

/** Delivered, and the one e-mail that says so, in one batch; a repeated step finds the e-mail written. */
async function deliver(env: Env, orderId: string): Promise<boolean> {
  const order = await findOrder(env, orderId);
  if (!order) return false;
  const config = envOf(env);
  const secret = config.ORDER_LINK_SECRET;
  const { results } = await env.DB.prepare(
    "SELECT style, COUNT(*) AS count FROM order_headshots WHERE order_id = ? AND refused IS NULL GROUP BY style",
  )
    .bind(orderId)
    .all<{ style: Style; count: number }>();
  const t = createTranslator(resources[order.language].deliveryEmail);
  const styleNames = resources[order.language].gallery.styles;
  const count = results.reduce((sum, row) => sum + row.count, 0);
  const origin = originOf(siteOrigins(config), order.language);
  const link = secret ? await orderLink(order, origin, secret) : `${origin}/create-headshot`;
  const deletion = linkExpiry(order.paidAt);
  const values = {
    count,
    plan: planById(order.plan)!.name,
    styles: results.map((row) => t("perStyle", { count: row.count, style: styleNames[row.style] })).join(", "),
    link,
    date: formatDay(deletion, order.language),
    refundDays: facts.refundDays,
  };
  // A first look: the first image of up to three styles (or the first three of one), addressed until the deletion day.
  // Numbered within their style as the gallery numbers them: a refused image takes no number.
  const { results: firsts } = await env.DB.prepare(
    "SELECT id, style, n FROM (SELECT id, style, ROW_NUMBER() OVER (PARTITION BY style ORDER BY n) - 1 AS n " +
      "FROM order_headshots WHERE order_id = ? AND refused IS NULL) ORDER BY n, style LIMIT 3",
  )
    .bind(orderId)
    .all<{ id: string; style: Style; n: number }>();
  const images = secret
    ? await Promise.all(
        firsts.map(async ({ id, style, n }) => ({
          src: origin + (await photoUrl(secret, orderId, id, { size: "thumb", expiresAt: deletion })),
          alt: t("thumbnail", { style: styleNames[style], n: n + 1 }),
          href: link,
        })),
      )
    : [];
  const subject = t("subject", values);
  // Previews are said to be previews right after what the e-mail announces.
  const preview = localPreview(env, order.plan);
  const short = await shortfall(env, order);
  const notes = resources[order.language].createHeadshot.results;
  const [greeting, ready, ...rest] = t.list("body", values);
  const body = [
    greeting!,
    ready!,
    // A pack delivered short says so, and why, right where the e-mail counts it.
    ...(short ? [fill(notes.short, short)] : []),
    ...(preview ? [fill(notes.preview, { ...preview, plan: values.plan })] : []),
    ...rest,
  ];
  await closeJob(env, statusChange(env.DB, "delivered", { id: orderId }), {
    kind: "headshots-delivered",
    reference: `delivery:${orderId}`,
    to: order.email,
    subject,
    text: body.join("\n\n"),
    html: emailHtml(
      order.language,
      subject,
      body.flatMap((paragraph): EmailBlock[] =>
        paragraph === link
          ? [
              { href: link, label: t("open") },
              { caption: t("firstLook"), images },
            ]
          : [paragraph],
      ),
    ),
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
