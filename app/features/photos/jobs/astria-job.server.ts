/**
 * A job's work at Astria (ASTRIA_API_KEY set; docs/decisions/022-generation-jobs.md): one tune per
 * order, trained from short-lived signed addresses of the stripped selfies; then one prompt per run
 * of at most 8 images of a style, each kept with the tune it lives under so that the order's
 * deletion can delete it; every image copied into R2 with its thumbnail, since Astria's addresses
 * expire. A callback only wakes the job (app/routes/api-astria-callback.ts), which then reads the
 * tune or prompt from Astria's API, so a replayed or forged callback brings nothing in; when none
 * comes within JOB_POLL_SECONDS the job asks anyway, so a lost callback costs minutes, not the order.
 */
import { type Style, planById, plans } from "~/content/business";
import { changeStatus } from "~/features/orders/lifecycle.server";
import type { Order } from "~/features/orders/orders.server";
import { providerTuneOf } from "~/features/orders/erasure.server";
import { recordRetry, recordTune } from "~/features/orders/queue.server";
import { photoUrl } from "~/features/photos/photo-urls.server";
import { usablePhotos } from "~/features/photos/upload/photos.server";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { createPrompt, createTune, downloadImage, getPrompt, getTune, type Outcome } from "~/services/astria.server";
import { envOf, type AppEnv } from "~/utils/env.server";
import { sign, verify } from "~/utils/signing.server";
import {
  batches,
  headshotSide,
  imageRetries,
  imagesPerStyle,
  passedIn,
  recorded,
  storedNumbers,
  storeHeadshot,
  type JobStep,
} from "./headshots.server";
import { checkHeadshot, orderPerson, replacementsFor, type OrderPerson } from "./likeness.server";
import { stylePrompts } from "./style-prompts";

export type AstriaOrder = Pick<Order, "id" | "plan" | "styles" | "testMode"> & { subject: NonNullable<Order["subject"]> };

/** Astria makes at most 8 images per prompt. */
const imagesPerPrompt = 8;
/** Images one step copies and checks. */
const checksPerStep = 4;
/** How often a job asks before it gives up: with the default JOB_POLL_SECONDS, 6 hours of training and 2 per prompt. */
const checks = { training: 72, prompt: 24 };
/** How often a call that Astria asks to wait for (429, 504) is tried before the job gives up. */
const waits = 6;
/** How long Astria may take to fetch the selfies it trains on. */
const selfieUrlHours = 2;
// Astria's image store answers quickly; a stalled download is retried by the step.
const downloadTimeoutMs = 30_000;
/** A generated image of the largest side fits in this even as an uncompressed RGBA PNG (9 MB at 1536 px). */
const maxImageBytes = Math.max(...plans.map((plan) => plan.side)) ** 2 * 4 + 1024 * 1024;

const callbackMessage = (orderId: string) => `astria-callback:${orderId}`;

/** Where Astria reaches this Worker: its callbacks, and the selfies it trains on. */
const publicOrigin = (config: AppEnv) => config.ASTRIA_CALLBACK_URL ?? config.SITE_URL;

/** The address Astria calls back when `event` happened; the signature is the order's own secret. */
async function callbackUrl(config: AppEnv, secret: string, orderId: string, event: string): Promise<string> {
  return `${publicOrigin(config)}/api/astria/callback?order=${orderId}&event=${event}&sig=${await sign(secret, callbackMessage(orderId))}`;
}

/** Whether a callback's signature is the order's. */
export const checkCallback = (secret: string, orderId: string, signature: string) => verify(secret, callbackMessage(orderId), signature);

/**
 * A callback's event name: the tune trained, or the prompt of a style's run (`prompt-corporate-8`);
 * a re-do's prompt names the re-do first (`redo-2-prompt-corporate-14`), whose job it wakes.
 */
export const callbackEvent = /^(?:redo-(\d{1,3})-)?(tune-trained|prompt-[a-zA-Z]{1,20}-\d{1,3})$/;

/**
 * The job's settings, and the signed callback URL of each event it gives Astria for the order;
 * `prefix` names a re-do's events. The secret also signs the selfies' URLs that Astria is given.
 */
function signing(env: Env, orderId: string, prefix = "") {
  const config = envOf(env);
  const secret = config.ORDER_LINK_SECRET;
  if (!secret) throw new Error("ORDER_LINK_SECRET is not set: Astria cannot be given signed URLs");
  return { config, secret, callback: (event: string) => callbackUrl(config, secret, orderId, prefix + event) };
}

export async function generateWithAstria(env: Env, order: AstriaOrder, step: JobStep): Promise<void> {
  const { config, secret, callback } = signing(env, order.id);

  // Each object is recorded in the step that makes it, so that a deletion finds it even if the job stops right after.
  const tune = await ask(step, env, order.id, "create the tune", async () =>
    kept(
      await createTune(config, {
        title: order.id,
        subject: order.subject,
        imageUrls: await selfieUrls(env, config, secret, order.id),
        callback: await callback("tune-trained"),
        mock: order.testMode,
      }),
      (made) => recordTune(env, order.id, made.id, made.eta ?? null),
    ),
  );
  await awaitDone(
    step,
    env,
    order.id,
    "training",
    "tune-trained",
    checks.training,
    () => getTune(config, tune.id),
    (found) => Boolean(found.trained_at),
  );
  await step.do("generating", () => changeStatus(env.DB, "generating", { id: order.id }));

  const side = headshotSide(order.plan);
  const perStyle = imagesPerStyle(planById(order.plan)!.photos, order.styles);
  const runs = perStyle.flatMap(({ style, count }) => batches(count, imagesPerPrompt).map((run) => ({ style, ...run })));
  const prompt = (run: Omit<Run, "side">) => makePrompt(step, env, config, order, tune.id, { ...run, side }, callback);
  // Every first prompt is asked for before any is awaited, so that Astria renders them side by side.
  const prompts = [];
  for (const run of runs) prompts.push(await prompt(run));
  // Read while Astria renders: only the check of what it made needs the order's person.
  const person = await step.do("the order's person", () => orderPerson(env, order.id));
  const passed = new Map(perStyle.map(({ style }) => [style, 0]));
  for (const run of prompts) passed.set(run.style, passed.get(run.style)! + (await storeRun(step, env, config, order.id, run, person)));
  // Then a new prompt for each style's refused images, round after round, within the order's cap (ADR 081).
  let spare = replacementsFor(order.plan);
  const next = new Map(perStyle.map(({ style, count }) => [style, count]));
  for (let round = true; round && spare > 0;) {
    round = false;
    for (const { style, count } of perStyle) {
      const images = Math.min(imagesPerPrompt, count - passed.get(style)!, spare);
      if (images <= 0) continue;
      const first = next.get(style)!;
      next.set(style, first + images);
      spare -= images;
      round = true;
      const run = await prompt({ style, first, last: first + images });
      passed.set(style, passed.get(style)! + (await storeRun(step, env, config, order.id, run, person)));
    }
  }
}

/**
 * A re-do's candidate `n` of a style (docs/decisions/092-the-buyers-re-do.md): a prompt of one image on
 * the order's tune, which lives until the order is deleted, stored and checked as the job's are;
 * returns 1 if it passed. Its callback wakes the re-do's own job.
 */
export async function redoWithAstria(
  env: Env,
  order: AstriaOrder,
  step: JobStep,
  { k, style, n }: { k: number; style: Style; n: number },
  person: OrderPerson,
): Promise<number> {
  const { config, callback } = signing(env, order.id, `redo-${k}-`);
  const tune = await step.do(`the tune (${n + 1})`, () => providerTuneOf(env, order.id));
  if (tune === null) throw new Error(`Order ${order.id} has no tune at Astria`);
  const run = { style, first: n, last: n + 1, side: headshotSide(order.plan) };
  return storeRun(step, env, config, order.id, await makePrompt(step, env, config, order, Number(tune), run, callback), person);
}

/** A prompt for a style's candidates `first` to `last - 1`, recorded for the order's deletion. */
async function makePrompt(
  step: JobStep,
  env: Env,
  config: AppEnv,
  order: AstriaOrder,
  tune: number,
  run: Run,
  callback: (event: string) => Promise<string>,
): Promise<Run & { event: string; id: number; home: number }> {
  const event = `prompt-${run.style}-${run.first}`;
  const prompt = await ask(step, env, order.id, `prompt ${run.style} ${run.first + 1}-${run.last}`, async () =>
    kept(
      await createPrompt(config, {
        tune,
        mock: order.testMode,
        text: `ohwx ${order.subject}, ${stylePrompts[run.style]}`,
        images: run.last - run.first,
        side: run.side,
        callback: await callback(event),
      }),
      (made) => keepPrompt(env, order.id, made.tune_id, made.id),
    ),
  );
  return { ...run, event, id: prompt.id, home: prompt.tune_id };
}

/** Waits for a prompt's images and stores them, each checked; returns how many passed. */
async function storeRun(
  step: JobStep,
  env: Env,
  config: AppEnv,
  orderId: string,
  run: Run & { event: string; id: number; home: number },
  person: OrderPerson,
): Promise<number> {
  const name = `${run.style} ${run.first + 1}-${run.last}`;
  const done = await awaitDone(
    step,
    env,
    orderId,
    `prompt ${name}`,
    run.event,
    checks.prompt,
    () => getPrompt(config, run.home, run.id),
    (found) => found.images.length > 0,
  );
  let passed = 0;
  // A step checks as many images as the local generator's step makes: each check reads faces.
  for (const part of batches(run.last - run.first, checksPerStep)) {
    const [first, last] = [run.first + part.first, run.first + part.last];
    const urls = done.images.slice(part.first, part.last);
    passed += await step.do(`store ${run.style} ${first + 1}-${last}`, imageRetries(env), () =>
      recorded(env, orderId, () => copyImages(env, orderId, { ...run, first, last }, urls, person)),
    );
  }
  return passed;
}

/**
 * One call to Astria as a step (a 500 or no connection throws and is retried with backoff from
 * ASTRIA_RETRY_SECONDS); a 429 or 504 waits as long as Astria asks and tries again, as a new step;
 * a refusal stops the job with Astria's reason.
 */
async function ask<T>(step: JobStep, env: Env, orderId: string, name: string, request: () => Promise<Outcome<T>>): Promise<T> {
  const delay = envOf(env).ASTRIA_RETRY_SECONDS * 1000;
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await step.do(`${name} (${attempt})`, { retries: { limit: 5, delay, backoff: "exponential" } }, () =>
      recorded(env, orderId, async () => {
        const answer = await request();
        if ("waitSeconds" in answer) await recordRetry(env, orderId, answer.reason);
        return answer as Rpc.Serializable<Outcome<T>>;
      }),
    );
    const answer = outcome as Outcome<T>;
    if ("value" in answer) return answer.value;
    if ("refused" in answer) throw new Error(answer.refused);
    if (attempt === waits) throw new Error(`${answer.reason}, ${waits} times`);
    await step.sleep(`${name}: wait (${attempt})`, answer.waitSeconds * 1000);
  }
}

/**
 * Waits for Astria's callback, or JOB_POLL_SECONDS when none comes (they are never retried), and
 * then asks Astria: what a callback carries is never taken for Astria's word.
 */
async function awaitDone<T>(
  step: JobStep,
  env: Env,
  orderId: string,
  name: string,
  event: string,
  rounds: number,
  check: () => Promise<Outcome<T>>,
  done: (value: T) => boolean,
): Promise<T> {
  const timeout = envOf(env).JOB_POLL_SECONDS * 1000;
  for (let round = 1; round <= rounds; round += 1) {
    try {
      await step.waitForEvent(`${name}: callback (${round})`, { type: event, timeout });
    } catch {
      // No callback in time: it is late or lost.
    }
    const found = await ask(step, env, orderId, `${name}: check ${round}`, check);
    if (done(found)) return found;
  }
  throw new Error(`Astria has not finished ${name} after ${rounds} checks`);
}

/** Short-lived signed addresses of the order's selfies, from the public origin Astria can reach. */
async function selfieUrls(env: Env, config: AppEnv, secret: string, orderId: string): Promise<string[]> {
  const photos = await usablePhotos(env, orderId);
  const expiresAt = new Date(Date.now() + selfieUrlHours * 3_600_000);
  return Promise.all(photos.map(async ({ id }) => publicOrigin(config) + (await photoUrl(secret, orderId, id, { expiresAt }))));
}

/** Astria's answer, after `keep` recorded the object it made. */
async function kept<T>(answer: Outcome<T>, keep: (made: T) => Promise<void>): Promise<Outcome<T>> {
  if ("value" in answer) await keep(answer.value);
  return answer;
}

/** Remembers a prompt and the tune it lives under, for the order's deletion; a repeated step keeps one row. */
async function keepPrompt(env: Env, orderId: string, tune: number, prompt: number): Promise<void> {
  await env.DB.prepare("INSERT INTO provider_prompts (order_id, tune_id, prompt_id) VALUES (?, ?, ?) ON CONFLICT DO NOTHING")
    .bind(orderId, tune, prompt)
    .run();
}

type Run = { style: Style; first: number; last: number; side: number };

/**
 * Copies a prompt's images into R2 (Astria's addresses expire), keeping what an earlier try stored,
 * each checked as it is stored; returns how many passed. An image larger than the side asked for is
 * refused before anything decodes it.
 */
async function copyImages(
  env: Env,
  orderId: string,
  { style, first, last, side }: Run,
  urls: string[],
  person: OrderPerson,
): Promise<number> {
  if (urls.length < last - first) throw new Error(`Astria made ${urls.length} of ${last - first} images of style ${style}`);
  const config = envOf(env);
  const stored = await storedNumbers(env, orderId, style, first, last);
  for (let n = first; n < last; n += 1) {
    if (stored.has(n)) continue;
    const bytes = await downloadImage(config, urls[n - first]!, maxImageBytes, downloadTimeoutMs);
    const format = sniffFormat(bytes);
    const size = format ? imageSize(bytes, format) : null;
    if (size && (size.width > side || size.height > side))
      throw new Error(`Astria sent image ${n + 1} of style ${style} at ${size.width}×${size.height}, larger than the ${side} px asked for`);
    await storeHeadshot(env, orderId, style, n, bytes, (held, size) => checkHeadshot(env, person, held, size));
  }
  return passedIn(env, orderId, style, first, last);
}
