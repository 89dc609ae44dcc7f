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
  const staticFile = (instance) => ({ instance, send: () => fetchFrom(instance)("/favicon.svg"), staticFile: true, cheap: true });
  const families = pages.map(([family, pathname]) => ({
    name: `${family} ${pathname}`,
    kept: [
      ["kept answer, returning visitor", { instance: site, send: () => fetchFrom(site, returningVisitor)(pathname) }],
      ["kept answer, first visit", { instance: site, send: () => get(pathname) }],
    ],
    fresh: { instance: site, send: () => freshFirstVisit(pathname) },
  }));
  // The static files, the floor and the site's documents take turns after a warm-up of every
  // isolate: measured one after the other, the machine's drift and V8's ongoing optimisation of the
  // render favoured whichever came later. A round is `passes` passes over the turns, each turn
  // `block` requests a pass, so that each turn's round spreads over the whole round and the load
  // of others' tests, which comes and goes within seconds, weighs on the floor as on the pages:
  // with a round's requests in one go the floor's rounds read 4.7 to 6.8 ms of workerd CPU in one
  // run, and a low one doubled every ratio in its round. Every ratio is counted from the floor and
  // the static files, and they are cheap: they take `cheap` times a page's requests.
  const floorTurn = { instance: floor, send: () => fetchFrom(floor)("/"), cheap: true };
  const documents = [floorTurn, ...families.flatMap(({ kept, fresh }) => [...kept.map(([, turn]) => turn), fresh]), ...perBuyer];
  // Each instance's turns together, its static file first: a workerd that sat idle while the others
  // ran answers its first requests slower (its caches taken by the others), which counted in its
  // static file, the baseline of all its pages, until `switchSettle` unmeasured requests took it.
  const instances = [floor, ...new Set([site, ...perBuyer.map(({ instance }) => instance)])];
  const turns = instances.flatMap((instance) => [staticFile(instance), ...documents.filter((turn) => turn.instance === instance)]);
  const rounds = 5;
  const passes = 6;
  const block = requests / rounds / passes;
  const settle = 2;
  const switchSettle = 10;
  const cheap = 6;
  for (let i = 0; i < 100; i++) for (const turn of turns) if (!turn.staticFile || i < warmup) await turn.send();
  const samples = new Map(turns.map((turn) => [turn, Array.from({ length: rounds }, () => ({ main: 0, all: 0, times: [] }))]));
  for (let round = 0; round < rounds; round++)
    for (let pass = 0; pass < passes; pass++)
      for (const [i, turn] of turns.entries()) {
        const sample = samples.get(turn)[round];
        const { cpu, cpuMain, times } = await measure(turn.instance, turn.send, {
          warmup: turn.instance === turns.at(i - 1).instance ? settle : switchSettle,
          requests: turn.cheap ? cheap * block : block,
        });
        sample.all += cpu / passes;
        sample.main += cpuMain / passes;
        sample.times.push(...times);
      }
  // Every thread of workerd counts: its main thread runs the isolates, the other is V8's (garbage
  // collection, optimising compilation). The split between them moves with the machine's load (V8's
  // main thread takes on the collector's work that its helper has not begun): the floor's main
  // thread alone spread more than both in a run (2.81 to 4.15 ms against 3.41 to 4.75) and in runs
  // of the floor alone (a coefficient of variation of 16 to 30 % per 48 requests against 13 to
  // 24 %). Both are printed for the floor.
  /** A turn's rounds as one measurement: the median wall time of all its requests, the mean CPU, and the rounds' CPU. */
  const combined = (turn) => {
    const each = samples.get(turn);
    const mean = (values) => values.reduce((sum, value) => sum + value, 0) / rounds;
    return {
      wall: median(each.flatMap((sample) => sample.times)),
      cpu: mean(each.map((sample) => sample.all)),
      main: mean(each.map((sample) => sample.main)),
      each,
    };
  };
  // The static file on each instance: the baseline its Worker CPU is counted from, round by round.
  const staticTurns = new Map(turns.filter((turn) => turn.staticFile).map((turn) => [turn.instance, turn]));
  const workerIn = (turn, round, thread = "all") =>
    samples.get(turn)[round][thread] - samples.get(staticTurns.get(turn.instance))[round][thread];
  const withWorker = (turn) => ({
    ...combined(turn),
    worker: combined(turn).cpu - combined(staticTurns.get(turn.instance)).cpu,
    ratios: Array.from({ length: rounds }, (_, round) => workerIn(turn, round) / workerIn(floorTurn, round)),
  });
  report("static file: workerd CPU per request (baseline of the site's Worker)", combined(staticTurns.get(site)).cpu, undefined, ms);
  report("static file: workerd CPU per request (baseline of the floor)", combined(staticTurns.get(floor)).cpu, undefined, ms);
  const floorFigures = withWorker(floorTurn);
  report("floor: median wall time", floorFigures.wall, undefined, ms);
  // Each round's figure, so that whether the floor's rounds agree can be read off the table.
  const eachRound = (name, each) =>
    report(
      `floor: ${name} (mean of ${rounds} rounds; each round's)`,
      each.reduce((sum, value) => sum + value, 0) / rounds,
      undefined,
      (mean) => `${ms(mean)} (${each.map((value) => value.toFixed(2)).join(", ")})`,
    );
  eachRound(
    "workerd CPU per request, all threads",
    floorFigures.each.map((sample) => sample.all),
  );
  for (const thread of ["all", "main"])
    eachRound(
      `Worker CPU per request, ${thread === "main" ? "main thread alone" : "all threads"}`,
      Array.from({ length: rounds }, (_, round) => workerIn(floorTurn, round, thread)),
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
