#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse's figures for the production build on every page family. Builds
 * the deployable bundle and serves it with `scripts/start.mjs --built` on storage of its own, in
 * production mode. The buyer's pages need orders, which ./lighthouse-orders.ts writes into that
 * storage. Lighthouse runs with its default mobile settings in Debian's Chromium,
 * each page as a first-time visitor from each country in turn, as the edge's CF-IPCountry names it:
 * DE is shown the cookie banner, US is not. A measurement, not a test: the figures move with the
 * machine's load, so each page is measured several times and each figure printed is its own median
 * over those runs (what cost a missed score its points is taken from the run with the median
 * performance score). Exits non-zero when a page misses a budget, a picture opportunity of Lighthouse
 * ("properly size images", "serve images in modern formats") above 10 kB included; the table names
 * each miss.
 *
 *   npm run lighthouse                          every page family
 *   npm run lighthouse -- "public gallery page"  the families named
 *   npm run lighthouse -- /about /es/blog       other pages (no orders are made)
 *
 * LIGHTHOUSE_PORT picks the server's port (8797), LIGHTHOUSE_RUNS the runs per page (5), and
 * LIGHTHOUSE_COUNTRIES the visitors' countries (`DE US`).
 */
import "./lib/project-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { root } from "./lib/worker.mjs";

const port = process.env.LIGHTHOUSE_PORT ?? "8797";
const countries = (process.env.LIGHTHOUSE_COUNTRIES ?? "DE US").split(/[\s,]+/).filter(Boolean);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const origin = `http://127.0.0.1:${port}`;
const given = process.argv.slice(2);
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
// Each figure's column, and the budget every page family keeps: a score at least its target, a metric
// at most its limit, both as shown (whole ms; CLS has no unit, and Lighthouse shows it to three places).
const scores = {
  performance: { name: "Perf", target: 95 },
  accessibility: { name: "A11y", target: 100 },
  "best-practices": { name: "BP", target: 100 },
  seo: { name: "SEO", target: 100 },
};
const metrics = {
  "first-contentful-paint": { name: "FCP", limit: 900, places: 0, show: seconds },
  "largest-contentful-paint": { name: "LCP", limit: 1000, places: 0, show: seconds },
  "total-blocking-time": { name: "TBT", limit: Infinity, places: 0, show: (ms) => `${ms} ms` },
  "cumulative-layout-shift": { name: "CLS", limit: 0, places: 3, show: (cls) => cls.toFixed(3) },
  // Lighthouse no longer scores time to interactive, but still simulates it: a page that paints before
  // its code must not become interactive later for it (docs/decisions/052-paint-before-the-code.md).
  interactive: { name: "TTI", limit: Infinity, places: 0, show: seconds },
};
// Pictures larger in bytes than the phone's screen needs, or in an older format than it takes (issue 46,
// docs/decisions/093-pictures-as-the-web-serves-them.md): either opportunity above 10 kB misses,
// whatever the timings. Bytes do not move with the machine's load as timings do.
const pictureAudits = {
  "uses-responsive-images": { name: "Sized" },
  "modern-image-formats": { name: "Formats" },
};
const pictureLimit = 10 * 1024;
const savingsOf = (lhr, id) => lhr.audits[id]?.details?.overallSavingsBytes ?? 0;
const metricOf = (lhr, id) => lhr.audits[id]?.numericValue ?? lhr.audits.metrics.details.items[0][id];

// Its own storage, so a measurement never touches the data of `npm start` or the browser tests.
const stateDir = path.join(root, ".wrangler/lighthouse-state");
rmSync(stateDir, { recursive: true, force: true });
// Builds elsewhere on this machine take the same lock; a build meanwhile would swap the bundle served.
const built = spawnSync("flock", ["/tmp/resoume-build.lock", "npm", "run", "--silent", "build:worker"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
if (built.status !== 0) {
  console.error("the build failed: run `npm run build:worker` to see why");
  process.exit(1);
}

let server;
let chrome;
let missed = false;
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (server?.kill("SIGTERM"), process.exit(130)));
try {
  const paths = given.filter((page) => page.startsWith("/"));
  const families = given.filter((family) => !family.startsWith("/"));
  let pages = paths.map((page) => ({ family: "", path: page }));
  server = await startServer();
  if (paths.length === 0) {
    const orders = seededOrders();
    pages = [
      { family: "home", path: "/" },
      { family: "pricing", path: "/pricing" },
      { family: "blog", path: "/blog" },
      { family: "article", path: "/blog/how-to-take-selfies-for-ai-headshots" },
      { family: "legal page", path: "/privacy-policy" },
      { family: "photo review", path: "/linkedin-photo-review" },
      { family: "resume review", path: "/resume-review" },
      { family: "upload, paid order", path: "/create-headshot", cookie: orders.uploadCookie },
      { family: "delivered gallery", path: "/create-headshot", cookie: orders.deliveredCookie },
      { family: "public gallery page", path: orders.galleryPath },
    ].filter(({ family }) => families.length === 0 || families.includes(family));
    if (pages.length < families.length) throw new Error(`no such page family among ${families.join(", ")}`);
  }
  chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  let version = "";
  for (const { family, path: page, cookie } of pages) {
    const label = `${family} ${page}`.trim();
    for (const country of countries) {
      const results = await measure(`${origin}${page}`, { "CF-IPCountry": country, ...(cookie ? { Cookie: cookie } : {}) });
      version = results[0].lighthouseVersion;
      const median = (value) => results.map(value).sort((a, b) => a - b)[Math.floor(results.length / 2)];
      const score = Object.fromEntries(Object.keys(scores).map((id) => [id, median((lhr) => scoreOf(lhr, id))]));
      const metric = Object.fromEntries(
        Object.entries(metrics).map(([id, { places }]) => [id, Number(median((lhr) => metricOf(lhr, id)).toFixed(places))]),
      );
      const savings = Object.fromEntries(Object.keys(pictureAudits).map((id) => [id, median((lhr) => savingsOf(lhr, id))]));
      const misses = [
        ...Object.keys(scores).filter((id) => score[id] < scores[id].target),
        ...Object.keys(metrics).filter((id) => metric[id] > metrics[id].limit),
        ...Object.keys(pictureAudits).filter((id) => savings[id] > pictureLimit),
      ];
      missed ||= misses.length > 0;
      rows.push({
        page: label,
        visitor: country,
        ...Object.fromEntries(Object.entries(score).map(([id, value]) => [scores[id].name, value])),
        ...Object.fromEntries(Object.entries(metric).map(([id, value]) => [metrics[id].name, metrics[id].show(value)])),
        ...Object.fromEntries(Object.entries(savings).map(([id, bytes]) => [pictureAudits[id].name, kilobytes(bytes)])),
        missed: misses.map((id) => (scores[id] ?? metrics[id] ?? pictureAudits[id]).name).join(" "),
      });
      // What cost a missed score its points, so that the miss can be acted upon.
      results.sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"));
      const typical = results[Math.floor(results.length / 2)];
      // A late largest paint: which element it was, and where its time went.
      if (misses.includes("largest-contentful-paint")) {
        const [element, phases] = typical.audits["largest-contentful-paint-element"]?.details?.items ?? [];
        const snippet = element?.items?.[0]?.node?.snippet ?? "?";
        const spent = (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(", ");
        console.error(`  ${label}, ${country}, LCP: ${snippet}${spent ? ` (${spent})` : ""}`);
      }
      // The pictures that could lose the bytes, and how many.
      for (const id of misses.filter((miss) => miss in pictureAudits)) {
        for (const item of typical.audits[id].details.items)
          console.error(
            `  ${label}, ${country}, ${pictureAudits[id].name}: ${item.url} (${kilobytes(item.wastedBytes)} of ${kilobytes(item.totalBytes)})`,
          );
      }
      for (const id of misses.filter((miss) => miss in scores)) {
        for (const ref of typical.categories[id].auditRefs) {
          const audit = typical.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1)
            console.error(`  ${label}, ${country}, ${scores[id].name}: ${audit.title} (${audit.displayValue ?? audit.score})`);
        }
      }
    }
  }
  const budgets = [
    ...Object.values(scores).map(({ name, target }) => `${name} ≥ ${target}`),
    ...Object.values(metrics)
      .filter(({ limit }) => limit !== Infinity)
      .map(({ name, limit, show }) => `${name} ≤ ${show(limit)}`),
    ...Object.values(pictureAudits).map(({ name }) => `${name} ≤ ${kilobytes(pictureLimit)} to save`),
  ];
  console.log(
    `Lighthouse ${version} (mobile), ${origin}, visitors from ${countries.join(" and ")}, median of ${runs} runs per figure; budgets: ${budgets.join(", ")}`,
  );
  console.table(rows);
} finally {
  await chrome?.kill();
  await stopServer();
}
process.exit(missed ? 1 : 0);

function scoreOf(lhr, id) {
  return Math.round((lhr.categories[id].score ?? 0) * 100);
}

/** `runs` Lighthouse results for `url`, its requests carrying `headers`. */
async function measure(url, headers) {
  const results = [];
  // On a busy machine Chromium now and then fails to record a trace; such a run is repeated.
  for (let attempt = 0; results.length < runs; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(scores),
      extraHeaders: headers,
    });
    if (!lhr.runtimeError) results.push(lhr);
    else if (attempt >= 2 * runs) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  return results;
}

/** The orders of ./lighthouse-orders.ts, written into the running server's storage. */
function seededOrders() {
  const seeded = spawnSync("node_modules/.bin/vite-node", ["--config", "vitest.config.ts", "scripts/lighthouse-orders.ts"], {
    cwd: root,
    env: { ...process.env, SEED_STATE_DIR: stateDir },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (seeded.status !== 0) throw new Error("the orders could not be seeded");
  return JSON.parse(seeded.stdout.trim().split("\n").at(-1));
}

/** The built Worker served in production mode on the measurement's storage, once it answers the home page. */
async function startServer() {
  const child = spawn("node", ["scripts/start.mjs", "--built"], {
    cwd: root,
    env: { ...process.env, PORT: port, STATE_DIR: stateDir, APP_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill("SIGTERM");
  throw new Error(`the server did not answer on ${origin} within 3 minutes`);
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  server.kill("SIGTERM");
  await once(server, "exit");
}
