#!/usr/bin/env node
/**
 * `npm run bench`: the performance budgets as figures. Builds the Worker, runs it in workerd and
 * prints first-load JavaScript and CSS for / (gzip bytes, 1 kB = 1024 bytes), HTML sizes, and for
 * /, /pricing and /es the median wall time per request and the Worker's CPU time per request over
 * 300 requests each: the workerd processes' CPU time, less what a static file costs on the same
 * path through Miniflare (docs/decisions/005-measuring-server-cpu.md). Then the selfie upload: the
 * upload page's JavaScript (first load, and the face checks loaded after it), and ten photos of 5 MB
 * in one request: its wall time against one such photo, and how far the workerd process's memory
 * rises. Exits non-zero when a budget is exceeded.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
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

// The upload page's JavaScript: what its first load fetches, and what a buyer's first chosen photo
// fetches after it (the face checks with their detector, and the detector's weights).
const buildShared = path.join(publicDir, "build/_shared");
const later = readdirSync(buildShared).filter((name) => /^(face-detector\.client|photo-checks)-\w+\.js$/.test(name));
const weights = readdirSync(path.join(publicDir, "models/face")).map((name) => `/models/face/${name}`);
report(
  "upload page: face checks after the first load (gzip)",
  gzipTotal(
    later.map((name) => `/build/_shared/${name}`),
    publicDir,
  ),
  undefined,
  kb,
);
report(
  "upload page: face detector weights",
  weights.reduce((sum, url) => sum + statSync(path.join(publicDir, url)).size, 0),
  undefined,
  kb,
);

const shop = await startMiniflare({
  bindings: {
    APP_ENV: "test",
    ORDER_LINK_SECRET: "bench-order-link-secret-0123456789abcdef",
    LEMONSQUEEZY_WEBHOOK_SECRET: "bench-webhook",
  },
});
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
const paid = await browse("/local-checkout/premium", {
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ email: "bench@example.com", plan: "premium" }).toString(),
});
let next = paid.headers.get("Location");
while (next)
  next = (await browse(new URL(next, "http://localhost").pathname + new URL(next, "http://localhost").search)).headers.get("Location");
const page = await (await browse("/create-headshot")).text();
const orderId = /name="order" value="([0-9a-f-]{36})"/.exec(page)?.[1];
if (!orderId) throw new Error("the local checkout did not lead to an order");
report("upload page: first-load JS (gzip)", gzipTotal(firstLoadAssets(page).scripts, publicDir), undefined, kb);

/** Resident memory (kB) of the workerd processes of `parent`. */
const workerdMemory = () =>
  execFileSync("pgrep", ["-P", String(process.pid), "workerd"], { encoding: "utf8" })
    .trim()
    .split("\n")
    .reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0), 0);

// Each photo another file (one byte of its scan changed), grown to 5 MB with a segment that
// stripping removes: what a phone's large JPEG costs the Worker to read.
const portrait = readFileSync(path.join(root, "../shared/fixtures/photos/man-formal-portrait.jpg"));
const selfie = (n) => {
  const copy = Buffer.from(portrait);
  copy[copy.length - 40 - n] = (copy[copy.length - 40 - n] + 1 + n) % 0xff;
  const padding = [];
  for (let size = copy.length; size < 5 * 1024 * 1024 - 70_000; size += 65_537)
    padding.push(Buffer.from([0xff, 0xef, 0xff, 0xff]), Buffer.alloc(65_533, 0x20));
  return Buffer.concat([copy.subarray(0, 2), ...padding, copy.subarray(2)]);
};
async function timedUpload(count, from) {
  const form = new FormData();
  form.append("order", orderId);
  form.append("intent", "upload");
  for (let i = 0; i < count; i += 1) form.append("photos", new Blob([selfie(from + i)], { type: "image/jpeg" }), `selfie-${from + i}.jpg`);
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const before = workerdMemory();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdMemory())), 5);
  const start = performance.now();
  const response = await browse("/create-headshot/photos", {
    method: "POST",
    headers: { "Content-Type": encoded.headers.get("Content-Type") },
    body,
  });
  const reply = await response.json();
  const wall = performance.now() - start;
  clearInterval(sampler);
  const kept = reply.outcomes?.filter((outcome) => outcome.accepted).length ?? 0;
  if (kept !== count) throw new Error(`upload kept ${kept} of ${count}: ${JSON.stringify(reply)}`);
  return { wall, rise: (peak - before) * 1024, bytes: body.length };
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
await shop.dispose();
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
report("upload: one 5 MB photo, wall time (baseline)", one.wall, undefined, ms);
report(`upload: ten 5 MB photos in one request (${mb(ten.bytes)}), wall time`, ten.wall, undefined, ms);
report("upload: ten photos against ten times one", ten.wall / (10 * one.wall), undefined, (ratio) => `${ratio.toFixed(2)}×`);
report("upload: workerd memory rise, one photo", one.rise, undefined, mb);
report("upload: workerd memory rise, ten photos", ten.rise, undefined, mb);

const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
console.log(["figure", "value", "budget", ""].map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  "));
process.exit(over ? 1 : 0);
