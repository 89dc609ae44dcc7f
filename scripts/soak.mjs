#!/usr/bin/env node
/**
 * `npm run soak`: thousands of malformed requests to every page and API of a running local server
 * (`npm start`), to show that none of them costs a 5xx or the server itself. Each request takes a
 * random method, content type and body (empty, JSON, a form, random bytes, a multipart body cut off
 * mid-part, a body larger than any endpoint takes), sent with a length or chunked; paths come from
 * the route table in remix.config.js, each parameter filled with something random.
 *
 *   SOAK_URL        the server (default http://127.0.0.1:$PORT, PORT 8787); only 127.0.0.1
 *   SOAK_REQUESTS   how many requests (default 3000)
 *   SOAK_SECONDS    stops sending after this long (default 600)
 *   SOAK_PARALLEL   requests in flight at once (default 4)
 *   SOAK_SEED       the random sequence, to repeat a run (default: the time)
 *
 * Prints the answers counted by status and exits non-zero on any 5xx, on a request the server did
 * not answer, or when it no longer serves its home page afterwards.
 */
import "./lib/project-node.mjs";
import remixConfig from "../remix.config.js";

const base = new URL(process.env.SOAK_URL ?? `http://127.0.0.1:${process.env.PORT ?? "8787"}`);
if (base.hostname !== "127.0.0.1") {
  console.error(`soak: only a local server (127.0.0.1) is soaked, not ${base.hostname}`);
  process.exit(2);
}
const total = Number(process.env.SOAK_REQUESTS ?? 3000);
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const parallel = Number(process.env.SOAK_PARALLEL ?? 4);
const seed = Number(process.env.SOAK_SEED ?? Date.now() % 2 ** 31);
// A request the server has not answered in this long counts as unanswered.
const answerMs = 60_000;

// mulberry32: small, seedable, good enough to pick cases.
let state = seed >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const randomBytes = (size) => Uint8Array.from({ length: size }, () => Math.floor(random() * 256));
const word = () => Math.floor(random() * 36 ** 6).toString(36);

/** Every path of the route table, parameters and splats filled in at random on each use. */
function routePaths() {
  const paths = [];
  remixConfig.routes((define) => {
    define((path) => paths.push(`/${path}`));
    return paths;
  });
  return paths;
}
const paths = routePaths();
const concrete = (path) => path.replace(/:[A-Za-z]+/g, () => word()).replace("*", () => `${word()}/${word()}`);

const methods = ["POST", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "POST"];
const boundary = "----soak" + word();
const contentTypes = [
  null,
  "application/json",
  "application/x-www-form-urlencoded",
  `multipart/form-data; boundary=${boundary}`,
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "text/plain",
  "image/jpeg",
  "application/octet-stream",
  "\u00ff;;=",
];
const encoder = new TextEncoder();

/** A multipart body: a few fields, a file part of random bytes, and sometimes no end at all. */
function multipart() {
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="order"\r\n\r\n${word()}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\n${pick(["upload", "review", "advice", "x"])}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="${pick(["photos", "photo"])}"; filename="${word()}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ];
  const head = encoder.encode(parts.join(""));
  const file = randomBytes(Math.floor(random() * 64 * 1024));
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const whole = new Uint8Array(head.length + file.length + tail.length);
  whole.set(head);
  whole.set(file, head.length);
  whole.set(tail, head.length + file.length);
  // Cut off anywhere: mid-header, mid-file, before the closing boundary.
  return random() < 0.5 ? whole.subarray(0, Math.floor(random() * whole.length)) : whole;
}

const bodies = [
  () => new Uint8Array(),
  () => encoder.encode("{}"),
  () => encoder.encode(JSON.stringify({ email: `${word()}@example.com`, tags: [word()], x: "y".repeat(random() * 4096) })),
  () => encoder.encode(`email=${word()}%40example.com&intent=${word()}&order=${word()}&language=de&choice=all`),
  () => encoder.encode("%%%&&&===" + "%".repeat(random() * 100)),
  () => randomBytes(Math.floor(random() * 16 * 1024)),
  multipart,
  multipart,
  // Larger than any endpoint takes (the upload's ten photos aside).
  () => randomBytes(64 * 1024 + Math.floor(random() * 2 * 1024 * 1024)),
];

/** Chunked: a stream of random slices, so the request has no Content-Length. */
function chunked(bytes) {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      const size = 1 + Math.floor(random() * 16 * 1024);
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

function request() {
  const method = pick(methods);
  const type = pick(contentTypes);
  const bytes = pick(bodies)();
  const headers = { "CF-Connecting-IP": `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}` };
  if (type !== null) headers["Content-Type"] = type;
  if (random() < 0.5) headers["Sec-Fetch-Site"] = pick(["same-origin", "cross-site", "none"]);
  if (random() < 0.2) headers.Origin = pick([base.origin, "https://evil.example", "null"]);
  const stream = random() < 0.4;
  return {
    method,
    path: concrete(pick(paths)),
    init: { method, headers, body: stream ? chunked(bytes) : bytes, ...(stream ? { duplex: "half" } : {}) },
    label: `${method} ${type ?? "(no type)"} ${bytes.length} B${stream ? " chunked" : ""}`,
  };
}

const counts = new Map();
const failures = [];
const started = Date.now();
let sent = 0;

async function one() {
  const { path, init, label } = request();
  try {
    const response = await fetch(new URL(path, base), { ...init, redirect: "manual", signal: AbortSignal.timeout(answerMs) });
    const text = await response.text();
    counts.set(response.status, (counts.get(response.status) ?? 0) + 1);
    if (response.status >= 500) failures.push(`${response.status} ${path} (${label}): ${text.slice(0, 120).replace(/\s+/g, " ")}`);
  } catch (error) {
    counts.set("unanswered", (counts.get("unanswered") ?? 0) + 1);
    failures.push(`no answer ${path} (${label}): ${error.cause?.code ?? error.name}`);
  }
}

async function lane() {
  while (sent < total && Date.now() - started < seconds * 1000 && !counts.has("unanswered")) {
    sent += 1;
    await one();
  }
}

console.log(`soak: ${total} requests to ${paths.length} routes of ${base.origin}, ${parallel} at a time, seed ${seed}`);
await Promise.all(Array.from({ length: parallel }, lane));
const elapsed = (Date.now() - started) / 1000;

let alive = false;
try {
  alive = (await fetch(base, { signal: AbortSignal.timeout(answerMs) })).ok;
} catch {
  alive = false;
}

const table = [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
console.log(`soak: ${sent} requests in ${elapsed.toFixed(1)} s (${(sent / elapsed).toFixed(0)}/s)`);
for (const [status, count] of table) console.log(`  ${String(status).padEnd(10)} ${count}`);
console.log(`  home page afterwards: ${alive ? "answers" : "NO ANSWER"}`);
for (const failure of failures.slice(0, 20)) console.log(`  ✗ ${failure}`);
if (failures.length > 20) console.log(`  … and ${failures.length - 20} more`);
process.exit(failures.length === 0 && alive ? 0 : 1);
