/**
 * An order of each plan through the local generator (Photon in the Worker): its wall time from the
 * start to delivered (the local training's fixed wait included), against the Basic order's, and the
 * workerd processes' CPU time over the job per image, against rendering /. And what the check of
 * every image (ADR 081) adds: the Premium order again on a shop whose generator stores its images
 * unchecked (LOCAL_UNCHECKED), its wall time against the checked one's, within 1.15.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { factor, ms, seconds } from "./format.mjs";
import { portraitVariant, uploadForm } from "./selfies.mjs";
import { workerdCpuSeconds } from "./workerd.mjs";

/**
 * Buys and generates an order of each plan on `shop` in `session` (shopSession()), with selfies made
 * from `portrait`; `db` is the shop's D1. Returns each plan's job, by plan, in the order generated.
 */
export async function generateEachPlan({ shop, session, db, portrait }) {
  const jobs = new Map();
  for (const plan of ["basic", "premium", "ultimate"]) jobs.set(plan, await generateOrder({ shop, session, db, portrait }, plan));
  return jobs;
}

/**
 * A new order of `plan` as its buyer makes it, then the start. Timed from the start until the job
 * has delivered; the workerd CPU time over the job is the Workflows engine's, the generator's and
 * storage's together.
 */
export async function generateOrder({ shop, session, db, portrait }, plan) {
  const { order, styles } = await orderReadyToStart(session, plan, portrait);
  // One statement, prepared and read once before the start: Miniflare makes a proxy's first calls
  // synchronously, blocking Node until workerd answers, and such a call during the job broke the
  // connection ("other side closed"). Its later reads are asynchronous, and cheap beside an image.
  const progress = db.prepare("SELECT status, failure FROM orders WHERE id = ?").bind(order);
  await progress.first();
  const cpuBefore = workerdCpuSeconds(shop);
  const start = performance.now();
  // The start answers with a redirect to the page, which follows the job.
  const started = await session.browse("/create-headshot/photos", {
    method: "POST",
    body: new URLSearchParams({ order, intent: "start" }),
  });
  if (started.status !== 303) throw new Error(`the start of ${plan} answered ${started.status}`);
  for (;;) {
    const row = await progress.first();
    if (row.status === "delivered") break;
    if (row.status === "failed") throw new Error(`the ${plan} job failed: ${row.failure}`);
    if (performance.now() - start > 600_000) throw new Error(`the ${plan} job is still ${row.status} after ten minutes`);
    await sleep(100);
  }
  const wall = performance.now() - start;
  const cpu = workerdCpuSeconds(shop) - cpuBefore;
  const made = await db
    .prepare("SELECT COUNT(*) AS images, MAX(width) AS side FROM order_headshots WHERE order_id = ?")
    .bind(order)
    .first();
  return { order, wall, cpuPerImage: (cpu * 1000) / made.images, images: made.images, side: made.side, styles };
}

/**
 * A new order of `plan` bought in `session` (shopSession()) and left ready to start, as its buyer
 * does: five selfies made from `portrait`, the plan's allowance of styles (the first the page offers).
 * Returns the order's id and how many styles it has.
 */
export async function orderReadyToStart({ buy, send }, plan, portrait) {
  const { orderId: order, page } = await buy(plan);
  const legend = /<legend>([^<]*)<\/legend><div class="upload__styles">/.exec(page)?.[1];
  if (legend === undefined) throw new Error("the order page offers no styles");
  // "Choose up to 3 styles", or "Choose your style" for one.
  const allowed = Number(/\d+/.exec(legend)?.[0] ?? 1);
  const styles = [...page.matchAll(/name="styles"[^>]*value="(\w+)"/g)].slice(0, allowed).map((match) => match[1]);
  await send(
    await uploadForm(
      order,
      [0, 1, 2, 3, 4].map((n) => portraitVariant(portrait, n)),
    ),
  );
  const choices = new URLSearchParams({ order, intent: "choices", subject: "man" });
  for (const style of styles) choices.append("styles", style);
  await send({ body: choices });
  return { order, styles: styles.length };
}

/** The rows of `jobs` (generateEachPlan()); `renderHomeCpu` is the workerd CPU per request of rendering /. */
export function reportGeneration(report, jobs, renderHomeCpu) {
  const basic = jobs.get("basic");
  for (const [plan, job] of jobs) {
    const name = `generate ${plan[0].toUpperCase()}${plan.slice(1)}`;
    const styleCount = `${job.styles} style${job.styles === 1 ? "" : "s"}`;
    const label = `${name} (${job.images} images of ${job.side} px, ${styleCount}): wall time start to delivered`;
    report(job === basic ? `${label} (baseline)` : label, job.wall, undefined, seconds);
    if (job !== basic) report(`${name}: wall time against the Basic order's`, job.wall / basic.wall, undefined, factor);
    report(`${name}: workerd CPU per image`, job.cpuPerImage, undefined, ms);
    report(`${name}: one image's CPU against rendering / (workerd CPU per request)`, job.cpuPerImage / renderHomeCpu, undefined, factor);
  }
}

/** The most the check may add to a Premium order's wall time (issue 44): 15 %. */
const checkBudget = 1.15;

/** The rows of the check's cost: `checked` and `unchecked` are Premium jobs (generateOrder()) with and without it. */
export function reportCheck(report, checked, unchecked) {
  report("generate Premium without the check (LOCAL_UNCHECKED): wall time start to delivered", unchecked.wall, undefined, seconds);
  report(
    "generate Premium: the check per image (wall time with it less without, over the images)",
    (checked.wall - unchecked.wall) / checked.images,
    undefined,
    ms,
  );
  report("generate Premium: wall time with the check against without", checked.wall / unchecked.wall, checkBudget, factor);
}
