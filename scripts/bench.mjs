#!/usr/bin/env node
/**
 * `npm run bench`: the performance budgets as figures. Builds the Worker, runs it in workerd and
 * prints first-load JavaScript and CSS for / (gzip bytes, 1 kB = 1024 bytes), HTML sizes, and for a
 * page of each family (home, pricing, blog list, article, legal page, photo review, the home in
 * Spanish, and the order page of a bought order) the median wall time and the Worker's CPU
 * time per request over 300 requests each: the workerd processes' CPU time, less what a static file
 * costs on the same path through Miniflare (docs/decisions/005-measuring-server-cpu.md). Each is
 * given as a multiple of the floor's, a bare Remix page of the size of / (scripts/floor) built and
 * measured in the same run; the budget is that multiple. Then load through a real HTTP port with
 * autocannon: 2,000 requests at 50 connections on four pages, and 500 newsletter sign-ups at 20
 * connections against the fake EmailOctopus, each beside the floor's figures under the same load.
 * (`npm run bench -- --pages` stops there.) Then the LinkedIn photo review: its page's first-load
 * JavaScript and what a visitor's first photo fetches after it (the face library's code and its
 * three models' weights); the Worker's review without JavaScript of the 1-megapixel test portrait,
 * as workerd CPU per request against rendering /, and workerd's memory rise for one legitimate photo
 * against ten hostile files in a row (scripts/lib/decode-budget.mjs); and in
 * Chromium the review on the device of the 12-megapixel photo, as the first photo (the face library
 * loading) and later, against the portrait's. Then the selfie upload: the upload page's JavaScript
 * (first load, and the face checks loaded after it), and ten photos of 5 MB in one request: its
 * wall time against one such photo, and how far the workerd process's memory rises. Then an order
 * of each plan through the local generator (Photon in the Worker): its wall time from the start to
 * delivered (the local training's fixed wait included), against the Basic order's, and the workerd
 * processes' CPU time over the job per image, against rendering / (its workerd CPU per request,
 * measured the same way). Then the Ultimate order's 120 images as one zip streamed from R2: its
 * wall time against downloading one image, and how far the workerd memory rises. Last, the fuzz and
 * fault suites in full (tests/integration). Exits non-zero when a budget is exceeded or a test
 * fails.
 */
import autocannon from "autocannon";
import { PhotonImage, SamplingFilter, crop, resize } from "@cf-wasm/photon/node";
import { chromium } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { budgets, firstLoadAssets, gzipBytes, gzipTotal } from "./lib/first-load.mjs";
import { decodeBudgetFigures } from "./lib/decode-budget.mjs";
import { buildFloor, startFloor } from "./lib/floor.mjs";
import { startFakeEmailOctopus, startFakeResend } from "./lib/fakes.mjs";
import { resilient, root, startMiniflare } from "./lib/worker.mjs";

// `npm run bench -- --pages`: only the pages' CPU against the floor and the load figures.
const pagesOnly = process.argv.includes("--pages");
const requests = 300;
const warmup = 30;
// A page of each family; the goal is at most `budgets.cpuFloorRatio` times the floor's CPU per document.
const article = `/blog/${readdirSync(path.join(root, "app/content/articles/en")).sort()[0].replace(/\.md$/, "")}`;
const pages = [
  ["home", "/"],
  ["pricing", "/pricing"],
  ["blog list", "/blog"],
  ["article", article],
  ["legal page", "/privacy-policy"],
  ["photo review", "/linkedin-photo-review"],
  ["home in Spanish", "/es"],
];
const loadPages = ["/", "/pricing", "/blog", article];

// Others build in this checkout too: the build takes their lock, and the Worker runs from a copy
// taken under it, so that a build of theirs cannot swap or remove the bundle under this run.
const benchDist = path.join(root, "node_modules/.cache/resoume-bench/dist-deploy");
const locked = spawnSync("flock", ["--version"], { stdio: "ignore" }).status === 0;
const buildCommand = `npm run --silent build:worker && rm -rf '${benchDist}' && mkdir -p '${benchDist}' && cp -R dist-deploy/. '${benchDist}'`;
const built = spawnSync(...(locked ? ["flock", ["/tmp/resoume-build.lock", "sh", "-c", buildCommand]] : ["sh", ["-c", buildCommand]]), {
  stdio: "ignore",
  cwd: root,
});
if (built.status !== 0) {
  console.error("build failed: run `npm run build:worker` to see why");
  process.exit(1);
}

/** Pids of the workerd processes this process started so far. */
const workerdPids = () =>
  spawnSync("pgrep", ["-P", String(process.pid), "workerd"], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .filter(Boolean);
/** Each Miniflare's own workerd processes: the CPU of one instance is not counted to another's requests. */
const pidsOf = new Map();
async function started(start) {
  const before = new Set(workerdPids());
  const instance = await start();
  await instance.ready;
  pidsOf.set(
    instance,
    workerdPids().filter((pid) => !before.has(pid)),
  );
  return instance;
}

const eo = await startFakeEmailOctopus();
// Sign-ups send the welcome e-mail: to the fake Resend, as production sends it to Resend.
const resend = await startFakeResend();
// With the secret production has: without it the Worker warns on the review's first rate-limit check.
const mf = await started(() =>
  startMiniflare({
    dist: benchDist,
    bindings: { APP_ENV: "production", RATE_LIMIT_SECRET: "bench-rate-limit-secret-0123456789abcdef", ...eo.vars, ...resend.vars },
  }),
);
const fetchFrom =
  (instance, headers = {}) =>
  async (pathname) => {
    const response = await instance.dispatchFetch(`http://localhost${pathname}`, { headers: { "Accept-Language": "en-US", ...headers } });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };
const get = fetchFrom(mf);
// A returning visitor sends what their first page stored: region, consent and experiment variant.
// Their documents come from the render cache once rendered; a first visit, which is given those
// cookies, is rendered every time (docs/decisions/005-measuring-server-cpu.md).
const returningVisitor = {
  Cookie: (await get("/")).headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; "),
};

/** CPU seconds (user + system) used so far by `instance`'s workerd processes. */
function workerdCpuSeconds(instance) {
  const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  return pidsOf.get(instance).reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return sum + (Number(fields[11]) + Number(fields[12])) / ticks;
  }, 0);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (value) => `${value.toFixed(2)} ms`;
const seconds = (value, digits = 1) => `${(value / 1000).toFixed(digits)} s`;
const factor = (ratio) => `${ratio.toFixed(2)}×`;
const rows = [];
let over = false;
const report = (name, value, budget, show) => {
  const ok = budget === undefined || value <= budget;
  over ||= !ok;
  rows.push([name, show(value), budget === undefined ? "" : show(budget), budget === undefined ? "" : ok ? "ok" : "OVER"]);
};

function printTable() {
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  console.log(["figure", "value", "budget", ""].map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
}

/**
 * Runs one Vitest file in full and prints its totals; a failed test, or a file that cannot run (or
 * does not exist), fails the bench.
 */
function runSuite(label, file, env = {}) {
  const results = path.join(root, "node_modules/.cache/resoume-bench", `${path.basename(file, ".test.ts")}.json`);
  rmSync(results, { force: true });
  console.log(
    `\n> ${Object.entries(env)
      .map(([name, value]) => `${name}=${value} `)
      .join("")}npx vitest run ${file}`,
  );
  const run = spawnSync("npx", ["vitest", "run", file, "--reporter=dot", "--reporter=json", `--outputFile=${results}`], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  let totals = null;
  try {
    const { numPassedTests, numFailedTests, numTotalTests } = JSON.parse(readFileSync(results, "utf8"));
    if (numTotalTests > 0) totals = { passed: numPassedTests, failed: numFailedTests };
  } catch {
    totals = null;
  }
  const ok = run.status === 0 && totals !== null && totals.failed === 0;
  return { label, ok, text: totals ? `${totals.passed} passed, ${totals.failed} failed` : "did not run" };
}

/** The fuzz and fault suites in full, after the figures; then the exit status of the whole bench. */
function finish() {
  const suites = [
    // What is stored is checked after each run of 100 invalid requests rather than after each one:
    // checking after each would take hours here (tests/integration/fuzz.test.ts).
    runSuite("fuzz suite (10,000 runs per property)", "tests/integration/fuzz.test.ts", { FUZZ_RUNS: "10000", FUZZ_STORE_EVERY: "100" }),
    runSuite("fault suite", "tests/integration/faults.test.ts"),
  ];
  console.log();
  for (const { label, ok, text } of suites) console.log(`${label}: ${text}${ok ? "" : "  FAILED"}`);
  process.exit(over || suites.some((suite) => !suite.ok) ? 1 : 0);
}

const home = await get("/");
const assets = firstLoadAssets(home.body);
const publicDir = path.join(root, "public");
report("first-load JS / (gzip)", gzipTotal(assets.scripts, publicDir), budgets.firstLoadJs, kb);
report("first-load CSS / (gzip)", gzipTotal(assets.styles, publicDir), budgets.firstLoadCss, kb);
report(`  (${assets.scripts.length} scripts, ${assets.styles.length} stylesheet)`, 0, undefined, () => "");
const worker = readFileSync(path.join(benchDist, "app.js"));
report("Worker bundle (gzip)", gzipBytes(worker), undefined, kb);

/** Median wall time and workerd CPU time (both in ms) per request that `send` makes on `instance` (and reads to its end). */
async function measure(instance, send, counts = { warmup, requests }) {
  for (let i = 0; i < counts.warmup; i++) await send();
  const times = [];
  const cpuBefore = workerdCpuSeconds(instance);
  for (let i = 0; i < counts.requests; i++) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
  }
  return { wall: median(times), times, cpu: ((workerdCpuSeconds(instance) - cpuBefore) * 1000) / counts.requests };
}
/**
 * The Worker's CPU per request for `send` on `instance`: its workerd CPU less that of a static file
 * on the same instance, which passes Miniflare's routing and proxy but never reaches the Worker.
 */
const baselines = new Map();
async function workerCpu(instance, send) {
  if (!baselines.has(instance)) baselines.set(instance, await measure(instance, () => fetchFrom(instance)("/favicon.svg")));
  const measured = await measure(instance, send);
  return { ...measured, worker: measured.cpu - baselines.get(instance).cpu };
}
const elements = (html) => html.match(/<[a-z]/g)?.length ?? 0;

// The floor: a bare Remix page of the size of `/`, the measure of every page's CPU.
await buildFloor(home.body.length);
const floor = await started(startFloor);
const floorPage = await fetchFrom(floor)("/");
if (floorPage.status !== 200) throw new Error(`the floor answered ${floorPage.status}`);
const sizeRatio = floorPage.body.length / home.body.length;
if (Math.abs(sizeRatio - 1) > 0.05) throw new Error(`the floor's page is ${factor(sizeRatio)} the size of /: adjust scripts/floor's sizes`);
report(
  `floor: a bare Remix page (HTML ${kb(floorPage.body.length)}, ${elements(floorPage.body)} elements; / has ${elements(home.body)})`,
  sizeRatio,
  undefined,
  (ratio) => `${factor(ratio)} the size of /`,
);
const rendered = new Map();
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
  [mf, "/favicon.svg"],
  ...pages.map(([, pathname]) => [mf, pathname]),
  ...pages.map(([, pathname]) => [mf, pathname, returningVisitor]),
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
baselines.set(floor, combined(0));
baselines.set(mf, combined(2));
const withWorker = (i, instance) => ({ ...combined(i), worker: combined(i).cpu - baselines.get(instance).cpu });
const floorFigures = withWorker(1, floor);
const floorCpu = floorFigures.worker;
const measuredPages = pages.map(([family, pathname], i) => {
  const measured = withWorker(3 + i, mf);
  rendered.set(pathname, measured.cpu);
  return [`${family} ${pathname}`, measured, withWorker(3 + pages.length + i, mf)];
});
report("static file: workerd CPU per request (baseline of the site's Worker)", baselines.get(mf).cpu, undefined, ms);
report("static file: workerd CPU per request (baseline of the floor)", baselines.get(floor).cpu, undefined, ms);
report("floor: median wall time", floorFigures.wall, undefined, ms);
report(
  `floor: Worker CPU per request (mean of ${rounds} rounds; its workerd CPU in each)`,
  floorCpu,
  undefined,
  (value) => `${ms(value)} (${floorFigures.each.map(ms).join(", ")})`,
);
/** The rows of one page: its figures, and its Worker CPU against the floor's, which is the budget unless `budgeted` is false. */
function reportPage(name, { wall, cpu, worker }, { budgeted = true } = {}) {
  report(`${name}: median wall time`, wall, undefined, ms);
  report(`${name}: workerd CPU per request`, cpu, undefined, ms);
  report(`${name}: Worker CPU per request`, worker, undefined, ms);
  report(`${name}: Worker CPU against the floor`, worker / floorCpu, budgeted ? budgets.cpuFloorRatio : undefined, factor);
}
// A first visit is rendered each time; the budget is that of a returning visitor's document,
// which the render cache answers for the pages it keeps.
for (const [name, firstVisit, returning] of measuredPages) {
  reportPage(`${name}, first visit (rendered)`, firstVisit, { budgeted: false });
  reportPage(`${name}, returning visitor`, returning);
}

// The order page, in the shop: a Worker with the local checkout's secrets, which later sessions use too.
const shop = await started(() =>
  startMiniflare({
    dist: benchDist,
    bindings: {
      APP_ENV: "test",
      ORDER_LINK_SECRET: "bench-order-link-secret-0123456789abcdef",
      LEMONSQUEEZY_WEBHOOK_SECRET: "bench-webhook",
    },
  }),
);
/** A browser's session through the local checkout to an order, its cookies kept. */
let cookies = "";
const browse = async (pathname, init = {}) => {
  const response = await shop.dispatchFetch(`http://localhost${pathname}`, {
    redirect: "manual",
    ...init,
    headers: { "Sec-Fetch-Site": "same-origin", "X-Forwarded-Host": "localhost", Cookie: cookies, ...init.headers },
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const name = pair.split("=")[0];
    cookies = [...cookies.split("; ").filter((cookie) => cookie && !cookie.startsWith(`${name}=`)), pair].join("; ");
  }
  return response;
};
/** Pays for `plan` in the local checkout and follows it to the order page, which the session then holds. */
async function buy(plan) {
  let response = await browse(`/local-checkout/${plan}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "bench@example.com", plan }).toString(),
  });
  for (let next = response.headers.get("Location"); next; next = response.headers.get("Location")) {
    const url = new URL(next, "http://localhost");
    response = await browse(url.pathname + url.search);
  }
  const page = await response.text();
  const orderId = /name="order" value="([0-9a-f-]{36})"/.exec(page)?.[1];
  if (!orderId) throw new Error(`the local checkout of ${plan} did not lead to an order`);
  return { orderId, page };
}
const { orderId, page } = await buy("premium");
// The order page as its buyer sees it again, the session's cookies sent: a page family of its own.
const orderPage = await workerCpu(shop, async () => {
  const response = await browse("/create-headshot");
  if (response.status !== 200 || !(await response.text()).includes(orderId)) throw new Error("/create-headshot did not show the order");
});
reportPage("create-headshot with an order /create-headshot", orderPage);

/**
 * `amount` requests from `connections` concurrent connections on `instance`'s HTTP port, as
 * autocannon sends them (`setup` may change each one): requests per second, p50 and p99 latency,
 * and errors (connection errors, timeouts and non-2xx answers).
 */
async function load(instance, pathname, { amount, connections, setup, method, headers, body }) {
  const url = new URL(pathname, await instance.ready).href;
  const start = performance.now();
  // Options left out rather than undefined: autocannon takes an undefined method as a method.
  const run = autocannon({
    url,
    amount,
    connections,
    timeout: 30,
    method: method ?? "GET",
    headers: { "Accept-Language": "en-US", ...headers },
    ...(body === undefined ? {} : { body }),
    ...(setup ? { requests: [{ setupRequest: setup }] } : {}),
  });
  // autocannon notices the end on its next one-second tick: the rate counts up to the last answer.
  let last = start;
  run.on("response", () => (last = performance.now()));
  const result = await run;
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: (amount * 1000) / (last - start), p50: result.latency.p50, p99: result.latency.p99, errors };
}
/** The load rows of `name`, and its figures against the floor's under the same load. */
function reportLoad(name, figures, floorFigures) {
  const flat = (value) => (value === 0 ? "0" : String(value));
  report(`${name}: errors`, figures.errors, 0, flat);
  report(
    `${name}: requests per second`,
    figures.rps,
    undefined,
    (value) => `${value.toFixed(0)} (${factor(value / floorFigures.rps)} the floor's)`,
  );
  for (const percentile of ["p50", "p99"])
    report(
      `${name}: ${percentile} latency`,
      figures[percentile],
      undefined,
      (value) => `${value} ms (${factor(value / floorFigures[percentile])} the floor's)`,
    );
}
const pageLoad = { amount: 2000, connections: 50 };
const signupLoad = { amount: 500, connections: 20 };
const floorLoad = await load(floor, "/", pageLoad);
reportLoad(`load: floor /, ${pageLoad.amount} requests at ${pageLoad.connections} connections`, floorLoad, floorLoad);
reportLoad(`load: / as first visits (rendered), ${pageLoad.amount} at ${pageLoad.connections}`, await load(mf, "/", pageLoad), floorLoad);
for (const pathname of loadPages)
  reportLoad(
    `load: ${pathname} as a returning visitor, ${pageLoad.amount} at ${pageLoad.connections}`,
    await load(mf, pathname, { ...pageLoad, headers: returningVisitor }),
    floorLoad,
  );

// Sign-ups through the popups' API to the fake EmailOctopus, each from its own address in
// 198.19.0.0/16 (kept for benchmarks; the reviews use 198.18.0.0/16): one client may sign up ten
// times in ten minutes. Each sign-up a new address, so that every one creates a contact.
const floorSignupLoad = await load(floor, "/", signupLoad);
reportLoad(`load: floor /, ${signupLoad.amount} requests at ${signupLoad.connections} connections`, floorSignupLoad, floorSignupLoad);
let signups = 0;
const signupFigures = await load(mf, "/api/newsletter/signup", {
  ...signupLoad,
  method: "POST",
  headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
  setup: (request) => {
    signups += 1;
    return {
      ...request,
      headers: { ...request.headers, "CF-Connecting-IP": `198.19.${signups >> 8}.${signups & 0xff}` },
      body: JSON.stringify({ email: `load-${signups}@example.com`, firstName: "Ada", source: "footer" }),
    };
  },
});
reportLoad(`load: newsletter sign-ups, ${signupLoad.amount} at ${signupLoad.connections}`, signupFigures, floorSignupLoad);
report("load: newsletter sign-ups lost (not at EmailOctopus)", signupLoad.amount - eo.contacts.size, 0, String);
await floor.dispose();
await eo.close();
await resend.close();
if (pagesOnly) {
  await mf.dispose();
  await shop.dispose();
  printTable();
  process.exit(over ? 1 : 0);
}

// What a visitor's first chosen photo fetches after a page's first load, on the pages that measure
// photos on the device (the upload and the reviews, which share the face library): the modules the
// page imports then, with the chunks they import that the first load did not bring, and the models.
const buildShared = path.join(publicDir, "build/_shared");
/** Public URLs that importing `modules` (their names in the build, without the hash) fetches beyond `firstLoad`. */
function fetchedLater(firstLoad, modules) {
  const built = readdirSync(buildShared).filter((name) => name.endsWith(".js"));
  const pending = modules.map((module) => {
    const name = built.find((file) => file.slice(0, file.lastIndexOf("-")) === module);
    if (!name) throw new Error(`the build has no ${module} module in ${buildShared}`);
    return `/build/_shared/${name}`;
  });
  const fetched = new Set();
  while (pending.length > 0) {
    const url = pending.pop();
    if (fetched.has(url) || firstLoad.includes(url)) continue;
    fetched.add(url);
    // Static imports only: a dynamic import in a chunk waits for its own use.
    for (const [, specifier] of readFileSync(path.join(publicDir, url), "utf8").matchAll(/(?:from|import)\s*"([^"]+\.js)"/g))
      pending.push(new URL(specifier, `http://localhost${url}`).pathname);
  }
  return [...fetched];
}
/** Bytes face-api fetches to load `models`: each one's weights manifest and the weight files it lists. */
function modelBytes(models) {
  const size = (name) => statSync(path.join(publicDir, "models/face", name)).size;
  return models.reduce((sum, model) => {
    const manifest = `${model}-weights_manifest.json`;
    const shards = JSON.parse(readFileSync(path.join(publicDir, "models/face", manifest), "utf8")).flatMap((group) => group.paths);
    return sum + size(manifest) + shards.reduce((total, shard) => total + size(shard), 0);
  }, 0);
}
/** The rows for what `page`'s first photo fetches after its first load, whose scripts are `firstLoad`. */
function reportFirstPhoto(page, firstLoad, modules, models) {
  report(`${page}: face library after the first load (gzip)`, gzipTotal(fetchedLater(firstLoad, modules), publicDir), undefined, kb);
  report(`${page}: weights of its ${models.length} face model${models.length === 1 ? "" : "s"}`, modelBytes(models), undefined, kb);
  report(
    `${page}: WebAssembly kernels the face library runs on (gzip)`,
    gzipTotal(["/models/face/tfjs-backend-wasm-simd.wasm"], publicDir),
    undefined,
    kb,
  );
}

// The photo review, on the LinkedIn page (the résumé review is the same tool with a country).
const reviewPath = "/linkedin-photo-review";
const reviewPage = await get(reviewPath);
if (reviewPage.status !== 200) throw new Error(`${reviewPath} answered ${reviewPage.status}`);
const reviewScripts = firstLoadAssets(reviewPage.body).scripts;
report(`first-load JS ${reviewPath} (gzip)`, gzipTotal(reviewScripts, publicDir), undefined, kb);
const reviewModels = ["tiny_face_detector_model", "face_landmark_68_tiny_model", "face_expression_model"];
reportFirstPhoto("review page", reviewScripts, ["on-device", "face-detector.client"], reviewModels);

const portrait = readFileSync(path.join(root, "../shared/fixtures/photos/man-formal-portrait.jpg"));
/**
 * The test portrait (about 1 megapixel), and a phone's 12-megapixel photo made from it: enlarged to
 * 4000 px wide and cut to 4000 × 3000 from its top, so that the face stays whole and undistorted.
 */
const [small, large] = (() => {
  const source = PhotonImage.new_from_byteslice(portrait);
  const width = source.get_width();
  const height = source.get_height();
  const enlarged = resize(source, 4000, Math.round((4000 * height) / width), SamplingFilter.Triangle);
  const cut = crop(enlarged, 0, 0, 4000, 3000);
  const bytes = Buffer.from(cut.get_bytes_jpeg(85));
  for (const image of [source, enlarged, cut]) image.free();
  // Both reviews take photos up to 5 MB, the Worker's up to 16 megapixels too.
  if (bytes.length >= 5_000_000) throw new Error(`the 12-megapixel photo came out at ${bytes.length} bytes, over 5 MB`);
  return [
    { bytes: portrait, width, height, name: "1 MP", label: `1 MP portrait (${width} × ${height})` },
    { bytes, width: 4000, height: 3000, name: "12 MP", label: `12 MP photo (4000 × 3000, ${mb(bytes.length)})` },
  ];
})();

/** A form of `fields` and JPEG `files` ([field, file name, bytes]), encoded as a browser sends it. */
async function multipartForm(fields, files) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, fileName, bytes] of files) form.append(name, new Blob([bytes], { type: "image/jpeg" }), fileName);
  const encoded = new Response(form);
  return { headers: { "Content-Type": encoded.headers.get("Content-Type") }, body: Buffer.from(await encoded.arrayBuffer()) };
}
/**
 * The review without JavaScript: the photo form posted to the page, which answers with the review.
 * Each request from another address (in 198.18.0.0/15, kept for benchmarks): the Worker lets one
 * client have 20 reviews in ten minutes.
 */
let client = 0;
async function reviewWithoutScript(form) {
  client += 1;
  const response = await mf.dispatchFetch(`http://localhost${reviewPath}`, {
    method: "POST",
    body: form.body,
    headers: {
      ...form.headers,
      "Accept-Language": "en-US",
      "Sec-Fetch-Site": "same-origin",
      "CF-Connecting-IP": `198.18.${client >> 8}.${client & 0xff}`,
    },
  });
  const page = await response.text();
  if (response.status !== 200 || !page.includes('class="review__result"'))
    throw new Error(`the review without JavaScript answered ${response.status} without a review`);
}
// The Worker decodes at most 4 megapixels: the 12-megapixel photo is measured on the device (below).
for (const photo of [small]) {
  const form = await multipartForm({}, [["photo", "photo.jpg", photo.bytes]]);
  const { cpu } = await measure(mf, () => reviewWithoutScript(form), { warmup: 3, requests: 20 });
  report(`review without JavaScript, ${photo.label}: workerd CPU per request`, cpu, undefined, ms);
  report(
    `review without JavaScript, ${photo.name}: against rendering / (workerd CPU per request)`,
    cpu / rendered.get("/"),
    undefined,
    factor,
  );
}

// The decoding budget: workerd's memory for a legitimate photo against ten hostile files in a row.
const decodeFigures = await decodeBudgetFigures({
  start: () =>
    startMiniflare({ dist: benchDist, bindings: { APP_ENV: "production", RATE_LIMIT_SECRET: "bench-rate-limit-secret-0123456789abcdef" } }),
  post: async (instance, bytes, n) => {
    const form = await multipartForm({}, [["photo", "photo.jpg", bytes]]);
    const response = await instance.dispatchFetch(`http://localhost${reviewPath}`, {
      method: "POST",
      body: form.body,
      headers: { ...form.headers, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `198.19.${n >> 8}.${n & 0xff}` },
    });
    await response.arrayBuffer();
    return response.status;
  },
  portrait,
  twelveMegapixels: large.bytes,
});
const legitimateRise = Math.max(decodeFigures[0].rise, decodeFigures[1].rise);
for (const [i, { label, rise }] of decodeFigures.entries())
  report(`review without JavaScript, ${label}: workerd memory rise`, rise, i < 2 ? undefined : legitimateRise + 8 * 1024 * 1024, mb);

// The review on the device, in Chromium on the same Worker over HTTP. Without a GPU (as the e2e tests
// run it) the face library's WebGL runs in software: the seconds are this machine's, the ratios the
// figures to compare.
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const tab = await browser.newPage({ locale: "en-US" });
await tab.goto(new URL(reviewPath, await mf.ready).href);
await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
/** Wall time (ms) from choosing `photo` to its review on the page, told from the review before by the size it names. */
async function reviewOnDevice(photo) {
  const start = performance.now();
  await tab.locator("#review-photo").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo.bytes });
  await tab.waitForFunction(
    (size) => globalThis.document.querySelector(".review__result .review__source")?.textContent?.includes(size),
    `${photo.width} × ${photo.height}`,
    { polling: "raf", timeout: 120_000 },
  );
  const wall = performance.now() - start;
  // Without the face library the review still shows, unmeasured faces noted: a time without its work.
  if ((await tab.locator(".review__result .review__notice").count()) > 0) throw new Error("the review in Chromium measured no faces");
  return wall;
}
// The first photo loads the face library and its models; the later ones alternate, so that each
// review names another size than the one it replaces, and the medians are taken.
const firstReview = await reviewOnDevice(large);
const warmReviews = { small: [], large: [] };
for (let i = 0; i < 7; i++) {
  warmReviews.small.push(await reviewOnDevice(small));
  warmReviews.large.push(await reviewOnDevice(large));
}
await browser.close();
await mf.dispose();
const twoPlaces = (value) => seconds(value, 2);
const onDevice = { small: median(warmReviews.small), large: median(warmReviews.large) };
report(`review on the device (Chromium), ${small.label}, model warm (baseline)`, onDevice.small, undefined, twoPlaces);
report(`review on the device (Chromium), ${large.label}, model warm`, onDevice.large, undefined, twoPlaces);
report(
  `review on the device: ${large.name}, model warm, against the ${small.name} review`,
  onDevice.large / onDevice.small,
  undefined,
  factor,
);
report(`review on the device (Chromium), ${large.name}, first photo (loads the library and models)`, firstReview, undefined, twoPlaces);
report(
  `review on the device: ${large.name}, first photo, against the ${small.name} review`,
  firstReview / onDevice.small,
  undefined,
  factor,
);

const uploadScripts = firstLoadAssets(page).scripts;
report("upload page: first-load JS (gzip)", gzipTotal(uploadScripts, publicDir), undefined, kb);
reportFirstPhoto(
  "upload page",
  uploadScripts,
  ["photo-checks", "face-detector.client"],
  ["tiny_face_detector_model", "face_landmark_68_tiny_model", "face_recognition_model"],
);

/** Resident memory (kB) of the shop's workerd processes. */
const workerdMemory = () =>
  pidsOf.get(shop).reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0), 0);

/** The portrait with one byte of its scan changed: another file to the upload, which refuses a photo twice. */
const variant = (n) => {
  const copy = Buffer.from(portrait);
  copy[copy.length - 40 - n] = (copy[copy.length - 40 - n] + 1 + n) % 0xff;
  return copy;
};
// Grown to 5 MB with a segment that stripping removes: what a phone's large JPEG costs the Worker to read.
const selfie = (n) => {
  const copy = variant(n);
  const padding = [];
  for (let size = copy.length; size < 5 * 1024 * 1024 - 70_000; size += 65_537)
    padding.push(Buffer.from([0xff, 0xef, 0xff, 0xff]), Buffer.alloc(65_533, 0x20));
  return Buffer.concat([copy.subarray(0, 2), ...padding, copy.subarray(2)]);
};
/** The upload page's form for `photos` to the order. */
function uploadForm(order, photos) {
  return multipartForm(
    { order, intent: "upload" },
    photos.map((bytes, i) => ["photos", `selfie-${i}.jpg`, bytes]),
  );
}
/** Sends a form (`body`, and `headers` if any) to the uploader's endpoint; throws with its reply unless it did all it was asked. */
async function send(form) {
  const response = await browse("/create-headshot/photos", { method: "POST", ...form });
  const reply = await response.json();
  if (!response.ok || reply.outcomes?.some((outcome) => !outcome.accepted))
    throw new Error(`the upload page refused: ${JSON.stringify(reply)}`);
  return reply;
}
/** The wall time of `work` and how far the workerd processes' memory rises above where it started meanwhile. */
async function sampled(work) {
  const before = workerdMemory();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdMemory())), 5);
  const start = performance.now();
  const result = await work();
  const wall = performance.now() - start;
  clearInterval(sampler);
  return { ...result, wall, rise: (peak - before) * 1024 };
}
async function timedUpload(count, from) {
  const form = await uploadForm(
    orderId,
    Array.from({ length: count }, (_, i) => selfie(from + i)),
  );
  return sampled(async () => (await send(form), { bytes: form.body.length }));
}
// One photo first (the baseline, and the isolate warm), then it is removed by a new order... the
// order takes ten: one, then nine more would not be ten in one request, so the one goes first to
// a second order.
const one = await timedUpload(1, 100);
await browse("/create-headshot", {
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({
    order: orderId,
    intent: "remove",
    photo: /\/photos\/[0-9a-f-]{36}\/([0-9a-f-]{36})/.exec(await (await browse("/create-headshot")).text())?.[1] ?? "",
  }).toString(),
});
const ten = await timedUpload(10, 0);

const db = resilient(await shop.getD1Database("DB"));
/**
 * A new order of `plan` as its buyer makes it: five selfies, the plan's allowance of styles (the first
 * the page offers), then the start. Timed from the start until the job has delivered; the workerd
 * CPU time over the job is the Workflows engine's, the generator's and storage's together.
 */
async function generate(plan) {
  const { orderId: order, page } = await buy(plan);
  const legend = /<legend>([^<]*)<\/legend><div class="upload__styles">/.exec(page)?.[1];
  if (legend === undefined) throw new Error("the order page offers no styles");
  // "Choose up to 3 styles", or "Choose your style" for one.
  const allowed = Number(/\d+/.exec(legend)?.[0] ?? 1);
  const styles = [...page.matchAll(/name="styles" value="(\w+)"/g)].slice(0, allowed).map((match) => match[1]);
  await send(await uploadForm(order, [0, 1, 2, 3, 4].map(variant)));
  const choices = new URLSearchParams({ order, intent: "choices", subject: "man" });
  for (const style of styles) choices.append("styles", style);
  await send({ body: choices });

  // One statement, prepared and read once before the start: Miniflare makes a proxy's first calls
  // synchronously, blocking Node until workerd answers, and such a call during the job broke the
  // connection ("other side closed"). Its later reads are asynchronous, and cheap beside an image.
  const progress = db.prepare("SELECT status, failure FROM orders WHERE id = ?").bind(order);
  await progress.first();
  const cpuBefore = workerdCpuSeconds(shop);
  const start = performance.now();
  // The start answers with a redirect to the page, which follows the job.
  const started = await browse("/create-headshot/photos", { method: "POST", body: new URLSearchParams({ order, intent: "start" }) });
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
  return { order, wall, cpuPerImage: (cpu * 1000) / made.images, images: made.images, side: made.side, styles: styles.length };
}
const jobs = new Map();
for (const plan of ["basic", "premium", "ultimate"]) jobs.set(plan, await generate(plan));

const ultimate = jobs.get("ultimate");
/** Downloads from the Ultimate order (the session holds its link, the last bought), read to its end as a browser would. */
const timedDownload = (which) =>
  sampled(async () => {
    const response = await browse(`/create-headshot/download/${ultimate.order}/${which}`);
    if (!response.ok) throw new Error(`the download of ${which} answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.length;
    return { bytes };
  });
// Its images in one zip, streamed from R2, against one of them downloaded alone (the baseline, after
// one to warm the isolate).
const image = await db.prepare("SELECT id FROM order_headshots WHERE order_id = ? LIMIT 1").bind(ultimate.order).first("id");
await timedDownload(image);
const single = await timedDownload(image);
const zip = await timedDownload("all");
await shop.dispose();

report("upload: one 5 MB photo, wall time (baseline)", one.wall, undefined, ms);
report(`upload: ten 5 MB photos in one request (${mb(ten.bytes)}), wall time`, ten.wall, undefined, ms);
report("upload: ten photos against ten times one", ten.wall / (10 * one.wall), undefined, factor);
report("upload: workerd memory rise, one photo", one.rise, undefined, mb);
report("upload: workerd memory rise, ten photos", ten.rise, undefined, mb);

report("download: one image of the Ultimate order, wall time (baseline)", single.wall, undefined, ms);
report(`download: the zip of its ${ultimate.images} images (${mb(zip.bytes)}), wall time`, zip.wall, undefined, ms);
report(`download: the zip against ${ultimate.images} times one image`, zip.wall / (ultimate.images * single.wall), undefined, factor);
report("download: workerd memory rise, one image", single.rise, undefined, mb);
report("download: workerd memory rise, the zip", zip.rise, undefined, mb);

const basic = jobs.get("basic");
for (const [plan, job] of jobs) {
  const name = `generate ${plan[0].toUpperCase()}${plan.slice(1)}`;
  const styleCount = `${job.styles} style${job.styles === 1 ? "" : "s"}`;
  const label = `${name} (${job.images} images of ${job.side} px, ${styleCount}): wall time start to delivered`;
  report(job === basic ? `${label} (baseline)` : label, job.wall, undefined, seconds);
  if (job !== basic) report(`${name}: wall time against the Basic order's`, job.wall / basic.wall, undefined, factor);
  report(`${name}: workerd CPU per image`, job.cpuPerImage, undefined, ms);
  report(`${name}: one image's CPU against rendering / (workerd CPU per request)`, job.cpuPerImage / rendered.get("/"), undefined, factor);
}

printTable();
finish();
