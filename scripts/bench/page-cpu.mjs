/**
 * Each page family's wall time and Worker CPU per request, as a first visit and as a returning
 * visitor, against the floor's: a bare Remix page of the size of / (scripts/floor).
 */
import { budgets, gzipBytes } from "../lib/first-load.mjs";
import { factor, kb, ms } from "./format.mjs";
import { measure, median, requests, warmup } from "./measure.mjs";
import { pages } from "./pages.mjs";
import { fetchFrom } from "./workerd.mjs";

const elements = (html) => html.match(/<[a-z]/g)?.length ?? 0;

/** The rows of one page: its figures, and its Worker CPU against the floor's, which is the budget unless `budgeted` is false. */
export function reportPage(report, floorCpu, name, { wall, cpu, worker }, { budgeted = true } = {}) {
  report(`${name}: median wall time`, wall, undefined, ms);
  report(`${name}: workerd CPU per request`, cpu, undefined, ms);
  report(`${name}: Worker CPU per request`, worker, undefined, ms);
  report(`${name}: Worker CPU against the floor`, worker / floorCpu, budgeted ? budgets.cpuFloorRatio : undefined, factor);
}

/**
 * Measures the pages on the site's Worker `site` against the floor's page on `floor`; `homeHtml` is
 * the document of /, `returningVisitor` the headers of a visitor who comes back. Returns the floor's
 * Worker CPU per request and the workerd CPU per request of rendering / (a first visit).
 */
export async function benchPageCpu({ report, site, floor, homeHtml, returningVisitor }) {
  const floorPage = await fetchFrom(floor)("/");
  if (floorPage.status !== 200) throw new Error(`the floor answered ${floorPage.status}`);
  const sizeRatio = floorPage.body.length / homeHtml.length;
  if (Math.abs(sizeRatio - 1) > 0.05)
    throw new Error(`the floor's page is ${factor(sizeRatio)} the size of /: adjust scripts/floor's sizes`);
  report(
    `floor: a bare Remix page (HTML ${kb(floorPage.body.length)}, ${elements(floorPage.body)} elements; / has ${elements(homeHtml)})`,
    sizeRatio,
    undefined,
    (ratio) => `${factor(ratio)} the size of /`,
  );
  const get = fetchFrom(site);
  for (const [, pathname] of pages) {
    const { status, body } = await get(pathname);
    if (status !== 200) throw new Error(`${pathname} answered ${status}`);
    report(`HTML ${pathname} (raw / gzip)`, body.length, undefined, (bytes) => `${kb(bytes)} / ${kb(gzipBytes(body))}`);
  }
  // The static files, the floor and the site's pages take turns, in rounds of a third of the requests
  // each, after a warm-up of both isolates: measured one after the other, the machine's drift and V8's
  // ongoing optimisation of the render favoured whichever came later.
  const rounds = 3;
  const turns = [
    [floor, "/favicon.svg"],
    [floor, "/"],
    [site, "/favicon.svg"],
    ...pages.map(([, pathname]) => [site, pathname]),
    ...pages.map(([, pathname]) => [site, pathname, returningVisitor]),
  ];
  for (let i = 0; i < 100; i++)
    for (const [instance, pathname, headers] of turns)
      if (pathname !== "/favicon.svg" || i < warmup) await fetchFrom(instance, headers)(pathname);
  const samples = turns.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [i, [instance, pathname, headers]] of turns.entries())
      samples[i].push(await measure(instance, () => fetchFrom(instance, headers)(pathname), { warmup: 10, requests: requests / rounds }));
  /** A turn's rounds as one measurement: the median wall time of all its requests, the mean CPU, and the rounds' CPU. */
  const combined = (i) => ({
    wall: median(samples[i].flatMap((sample) => sample.times)),
    cpu: samples[i].reduce((sum, sample) => sum + sample.cpu, 0) / rounds,
    each: samples[i].map((sample) => sample.cpu),
  });
  // The static file on each instance: the baseline its Worker CPU is counted from.
  const baselines = new Map([
    [floor, combined(0)],
    [site, combined(2)],
  ]);
  const withWorker = (i, instance) => ({ ...combined(i), worker: combined(i).cpu - baselines.get(instance).cpu });
  const floorFigures = withWorker(1, floor);
  const floorCpu = floorFigures.worker;
  const measuredPages = pages.map(([family, pathname], i) => [
    `${family} ${pathname}`,
    withWorker(3 + i, site),
    withWorker(3 + pages.length + i, site),
  ]);
  report("static file: workerd CPU per request (baseline of the site's Worker)", baselines.get(site).cpu, undefined, ms);
  report("static file: workerd CPU per request (baseline of the floor)", baselines.get(floor).cpu, undefined, ms);
  report("floor: median wall time", floorFigures.wall, undefined, ms);
  report(
    `floor: Worker CPU per request (mean of ${rounds} rounds; its workerd CPU in each)`,
    floorCpu,
    undefined,
    (value) => `${ms(value)} (${floorFigures.each.map(ms).join(", ")})`,
  );
  // A first visit is rendered each time; the budget is that of a returning visitor's document,
  // which the render cache answers for the pages it keeps.
  for (const [name, firstVisit, returning] of measuredPages) {
    reportPage(report, floorCpu, `${name}, first visit (rendered)`, firstVisit, { budgeted: false });
    reportPage(report, floorCpu, `${name}, returning visitor`, returning);
  }
  const renderHomeCpu = combined(3 + pages.findIndex(([, pathname]) => pathname === "/")).cpu;
  return { floorCpu, renderHomeCpu };
}
