/**
 * An order of each plan through the local generator (Photon in the Worker): its wall time from the
 * start to delivered (the local training's fixed wait included), against the Basic order's, and the
 * workerd processes' CPU time over the job per image, against rendering /. And what the check of
 * every image (ADR 081) adds: the Premium order on a shop that checks and on one whose generator
 * stores its images unchecked (LOCAL_UNCHECKED), in turn, the checked wall time against the
 * unchecked one's within 1.15 (`npm run bench -- --check` runs only this).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { factor, ms, seconds } from "./format.mjs";
import { portraitVariant, uploadForm } from "./selfies.mjs";
import { startShop, shopSession } from "./shop.mjs";
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

/**
 * What the check adds to a Premium order, as the median of `runs` pairs: the order on a shop that
 * checks every image and on one that stores them unchecked (LOCAL_UNCHECKED), in turn, so that the
 * machine's load falls on both alike. `portrait` makes the selfies.
 */
export async function compareCheck(portrait, runs) {
  const shops = await Promise.all([startShop(), startShop({ vars: { LOCAL_UNCHECKED: "true" } })]);
  const sides = await Promise.all(
    shops.map(async (shop) => ({ shop, session: shopSession(shop), db: await shop.getD1Database("DB"), portrait })),
  );
  const pairs = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const checked = await generateOrder(sides[0], "premium");
      pairs.push({ checked, unchecked: await generateOrder(sides[1], "premium") });
    }
  } finally {
    await Promise.all(shops.map((shop) => shop.dispose()));
  }
  return pairs;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const range = (values, show) => `${show(Math.min(...values))}–${show(Math.max(...values))}`;

/** The rows of the check's cost, from compareCheck()'s pairs: medians, each ratio with its range. */
export function reportCheck(report, pairs) {
  const of = (pick) => pairs.map(pick);
  const perImage = of(({ checked, unchecked }) => (checked.wall - unchecked.wall) / checked.images);
  const ratios = of(({ checked, unchecked }) => checked.wall / unchecked.wall);
  const runs = `median of ${pairs.length} alternated runs`;
  report(
    `generate Premium with the check: wall time start to delivered (${runs})`,
    median(of((pair) => pair.checked.wall)),
    undefined,
    seconds,
  );
  report(
    `generate Premium without the check (LOCAL_UNCHECKED): wall time (${runs})`,
    median(of((pair) => pair.unchecked.wall)),
    undefined,
    seconds,
  );
  report(
    `generate Premium: the check per image, wall time with it less without (range ${range(perImage, ms)})`,
    median(perImage),
    undefined,
    ms,
  );
  report(
    `generate Premium: wall time with the check against without (range ${range(ratios, factor)})`,
    median(ratios),
    checkBudget,
    factor,
  );
  // The workerd processes' CPU moves less than the wall time with the machine's other load.
  const cpu = of(({ checked, unchecked }) => checked.cpuPerImage / unchecked.cpuPerImage);
  report(
    `generate Premium: workerd CPU per image with the check against without (range ${range(cpu, factor)})`,
    median(cpu),
    undefined,
    factor,
  );
}
