/**
 * Each page family's wall time and Worker CPU per document against the floor's, a bare Remix page
 * of the size of / (scripts/floor), in the same turns: the kept pages answered from the render
 * cache to a returning visitor and to a first visit, a first visit rendered fresh, and the
 * documents rendered per buyer (docs/architecture.md, section 7).
 */
import { budgets, gzipBytes } from "../lib/first-load.mjs";
import { factor, kb, ms } from "./format.mjs";
import { measure, median, requests, warmup } from "./measure.mjs";
import { pages } from "./pages.mjs";
import { fetchFrom } from "./workerd.mjs";

const elements = (html) => html.match(/<[a-z]/g)?.length ?? 0;

/**
 * The rows of one document: its figures, and its Worker CPU against the floor's within `budget`, as
 * the median of the rounds' ratios with their range: the ratio moves 10 to 20 % between runs.
 */
function reportPage(report, name, { wall, cpu, worker, ratios }, budget) {
  report(`${name}: median wall time`, wall, undefined, ms);
  report(`${name}: workerd CPU per request`, cpu, undefined, ms);
  report(`${name}: Worker CPU per request`, worker, undefined, ms);
  const range = `${factor(Math.min(...ratios))}–${factor(Math.max(...ratios))}`;
  report(
    `${name}: Worker CPU against the floor (median of ${ratios.length} alternated rounds, range ${range})`,
    median(ratios),
    budget,
    factor,
  );
}

/**
 * Measures the pages on the site's Worker `site` against the floor's page on `floor`; `homeHtml` is
 * the document of /, `returningVisitor` the headers of a visitor who comes back, and `perBuyer` the
 * documents rendered per buyer (perBuyerDocuments()). Returns the workerd CPU per request of
 * rendering / (a first visit rendered fresh).
 */
export async function benchPageCpu({ report, site, floor, homeHtml, returningVisitor, perBuyer }) {
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
  // The render cache's key includes the origin: a first visit under a host not asked before finds
  // no entry yet, and is rendered as the first visit to a page is.
  let hosts = 0;
  const freshFirstVisit = (pathname) => fetchFrom(site, {}, `http://first-visit-${++hosts}.localhost`)(pathname);
  const staticFile = (instance) => ({ instance, send: () => fetchFrom(instance)("/favicon.svg"), staticFile: true });
  const families = pages.map(([family, pathname]) => ({
    name: `${family} ${pathname}`,
    kept: [
      ["kept answer, returning visitor", { instance: site, send: () => fetchFrom(site, returningVisitor)(pathname) }],
      ["kept answer, first visit", { instance: site, send: () => get(pathname) }],
    ],
    fresh: { instance: site, send: () => freshFirstVisit(pathname) },
  }));
  // The static files, the floor and the site's documents take turns, in rounds of a third of the
  // requests each, after a warm-up of every isolate: measured one after the other, the machine's drift
  // and V8's ongoing optimisation of the render favoured whichever came later.
  const floorTurn = { instance: floor, send: () => fetchFrom(floor)("/") };
  const instances = [...new Set([site, ...perBuyer.map(({ instance }) => instance)])];
  const turns = [
    staticFile(floor),
    floorTurn,
    ...instances.map(staticFile),
    ...families.flatMap(({ kept, fresh }) => [...kept.map(([, turn]) => turn), fresh]),
    ...perBuyer,
  ];
  const rounds = 5;
  for (let i = 0; i < 100; i++) for (const turn of turns) if (!turn.staticFile || i < warmup) await turn.send();
  const samples = new Map(turns.map((turn) => [turn, []]));
  for (let round = 0; round < rounds; round++)
    for (const turn of turns) samples.get(turn).push(await measure(turn.instance, turn.send, { warmup: 10, requests: requests / rounds }));
  /** A turn's rounds as one measurement: the median wall time of all its requests, the mean CPU, and the rounds' CPU. */
  const combined = (turn) => ({
    wall: median(samples.get(turn).flatMap((sample) => sample.times)),
    cpu: samples.get(turn).reduce((sum, sample) => sum + sample.cpu, 0) / rounds,
    each: samples.get(turn).map((sample) => sample.cpu),
  });
  // The static file on each instance: the baseline its Worker CPU is counted from, round by round.
  const staticTurns = new Map(turns.filter((turn) => turn.staticFile).map((turn) => [turn.instance, turn]));
  const baselines = new Map([...staticTurns].map(([instance, turn]) => [instance, combined(turn)]));
  const workerIn = (turn, round) => samples.get(turn)[round].cpu - samples.get(staticTurns.get(turn.instance))[round].cpu;
  const withWorker = (turn) => ({
    ...combined(turn),
    worker: combined(turn).cpu - baselines.get(turn.instance).cpu,
    ratios: Array.from({ length: rounds }, (_, round) => workerIn(turn, round) / workerIn(floorTurn, round)),
  });
  const floorFigures = withWorker(floorTurn);
  const floorCpu = floorFigures.worker;
  report("static file: workerd CPU per request (baseline of the site's Worker)", baselines.get(site).cpu, undefined, ms);
  report("static file: workerd CPU per request (baseline of the floor)", baselines.get(floor).cpu, undefined, ms);
  report("floor: median wall time", floorFigures.wall, undefined, ms);
  report(
    `floor: Worker CPU per request (mean of ${rounds} rounds; its workerd CPU in each)`,
    floorCpu,
    undefined,
    (value) => `${ms(value)} (${floorFigures.each.map(ms).join(", ")})`,
  );
  const { kept, freshFirstVisit: fresh, perBuyer: perBuyerBudget } = budgets.cpuFloorRatio;
  for (const family of families) {
    for (const [how, turn] of family.kept) reportPage(report, `${family.name}, ${how}`, withWorker(turn), kept);
    reportPage(report, `${family.name}, first visit rendered fresh`, withWorker(family.fresh), fresh);
  }
  for (const turn of perBuyer) reportPage(report, `${turn.name}, rendered per buyer`, withWorker(turn), perBuyerBudget);
  const renderHomeCpu = combined(families[pages.findIndex(([, pathname]) => pathname === "/")].fresh).cpu;
  return { renderHomeCpu };
}
