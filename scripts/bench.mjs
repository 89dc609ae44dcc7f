#!/usr/bin/env node
/**
 * `npm run bench`: the performance budgets as figures. Builds the Worker, runs it in workerd and
 * prints first-load JavaScript and CSS for / (gzip bytes, 1 kB = 1024 bytes), HTML sizes, and for
 * /, /pricing and /es the median wall time per request and the Worker's CPU time per request over
 * 300 requests each: the workerd processes' CPU time, less what a static file costs on the same
 * path through Miniflare (docs/decisions/005-measuring-server-cpu.md). Exits non-zero when a
 * budget is exceeded.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { budgets, firstLoadAssets, gzipBytes, gzipTotal } from "./lib/first-load.mjs";
import { root, startMiniflare } from "./lib/worker.mjs";

const requests = 300;
const warmup = 30;
const pages = ["/", "/pricing", "/es"];

if (spawnSync("npm", ["run", "--silent", "build:worker"], { stdio: "ignore", cwd: root }).status !== 0) {
  console.error("build failed: run `npm run build:worker` to see why");
  process.exit(1);
}

const mf = await startMiniflare({ bindings: { APP_ENV: "production" } });
const get = async (pathname) => {
  const response = await mf.dispatchFetch(`http://localhost${pathname}`, { headers: { "Accept-Language": "en-US" } });
  return { status: response.status, body: await response.text() };
};

/** CPU seconds (user + system) used so far by the workerd processes Miniflare started. */
function workerdCpuSeconds() {
  const pids = execFileSync("pgrep", ["-P", String(process.pid), "workerd"], { encoding: "utf8" })
    .trim()
    .split("\n");
  const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  return pids.reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return sum + (Number(fields[11]) + Number(fields[12])) / ticks;
  }, 0);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [];
let over = false;
const report = (name, value, budget, show) => {
  const ok = budget === undefined || value <= budget;
  over ||= !ok;
  rows.push([name, show(value), budget === undefined ? "" : show(budget), budget === undefined ? "" : ok ? "ok" : "OVER"]);
};

const home = await get("/");
const assets = firstLoadAssets(home.body);
const publicDir = path.join(root, "public");
report("first-load JS / (gzip)", gzipTotal(assets.scripts, publicDir), budgets.firstLoadJs, kb);
report("first-load CSS / (gzip)", gzipTotal(assets.styles, publicDir), budgets.firstLoadCss, kb);
report(`  (${assets.scripts.length} scripts, ${assets.styles.length} stylesheet)`, 0, undefined, () => "");
const worker = readFileSync(path.join(root, "dist-deploy/app.js"));
report("Worker bundle (gzip)", gzipBytes(worker), undefined, kb);

/** Median wall time and workerd CPU time (both in ms) per request for `pathname`. */
async function measure(pathname) {
  for (let i = 0; i < warmup; i++) await get(pathname);
  const times = [];
  const cpuBefore = workerdCpuSeconds();
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await get(pathname);
    times.push(performance.now() - start);
  }
  return { wall: median(times), cpu: ((workerdCpuSeconds() - cpuBefore) * 1000) / requests };
}

const ms = (value) => `${value.toFixed(2)} ms`;
const baseline = await measure("/favicon.svg");
report("static file: workerd CPU per request (baseline)", baseline.cpu, undefined, ms);

for (const pathname of pages) {
  const { status, body } = await get(pathname);
  if (status !== 200) throw new Error(`${pathname} answered ${status}`);
  report(`HTML ${pathname} (raw / gzip)`, body.length, undefined, (bytes) => `${kb(bytes)} / ${kb(gzipBytes(body))}`);
  const { wall, cpu } = await measure(pathname);
  report(`render ${pathname}: median wall time`, wall, undefined, ms);
  report(`render ${pathname}: workerd CPU per request`, cpu, undefined, ms);
  report(`render ${pathname}: Worker CPU per request`, cpu - baseline.cpu, budgets.cpuMs, ms);
}
await mf.dispose();

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
console.log(["figure", "value", "budget", ""].map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
process.exit(over ? 1 : 0);
