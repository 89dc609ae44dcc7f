/**
 * The decoding budget's figure for `npm run bench` (docs/decisions/029-decoding-budget.md): how far
 * the workerd process's resident memory rises while the review without JavaScript is sent one
 * legitimate photo, and while it is sent ten hostile files in a row: the 124 kB all-black
 * 4000 × 4000 16-bit PNG, a JPEG that is whole as a file but whose scan is noise (Photon traps on
 * it, so it is refused when its scan is walked), and the two files of issue 41 (a WebP whose frame is larger than its canvas, a
 * progressive JPEG of thousands of scans). Each series runs in a Worker of its own, warmed by one
 * review of the portrait.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import { frameBeyondCanvas, jpegOf, noiseScan } from "./image-bytes.mjs";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};
function pngChunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** The file: a black RGBA PNG of 16 bits per channel, 4000 × 4000, 124 kB. */
function deepPng(side = 4000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([16, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(side * (side * 8 + 1)), { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Resident memory (bytes) of these workerd processes. */
const residentBytes = (pids) =>
  pids.reduce((sum, pid) => sum + 1024 * Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0), 0);
const workerdPids = () =>
  spawnSync("pgrep", ["-P", String(process.pid), "workerd"], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .filter(Boolean);

/**
 * `start` starts a Worker (Miniflare); `post(mf, bytes, client)` sends a photo to the review without
 * JavaScript and resolves to the response's status. Resolves to each series' rise in bytes (the peak
 * over the series, sampled every 5 ms, above the warm Worker's), and the statuses it got.
 */
export async function decodeBudgetFigures({ start, post, portrait, twelveMegapixels }) {
  const deep = deepPng();
  const trapping = noiseScan(portrait);
  const frameBomb = frameBeyondCanvas(1000, 8000);
  const scans = jpegOf({ width: 2000, height: 2000, scans: 3000, emptyScans: true });
  const series = [
    ["one 12-megapixel photo (4000 × 3000 JPEG)", [twelveMegapixels]],
    ["one 1-megapixel portrait, decoded", [portrait]],
    [`ten 4000 × 4000 16-bit PNGs of ${Math.round(deep.length / 1024)} kB in a row`, Array(10).fill(deep)],
    ["ten JPEGs whose scan is noise, which trap the decoder, in a row", Array(10).fill(trapping)],
    [`ten ${frameBomb.length}-byte WebPs, a 1000 × 1000 canvas holding an 8000 × 8000 frame, in a row`, Array(10).fill(frameBomb)],
    [`ten progressive 2000 × 2000 JPEGs of 3000 scans (${Math.round(scans.length / 1024)} kB) in a row`, Array(10).fill(scans)],
  ];
  const figures = [];
  let client = 0;
  for (const [label, files] of series) {
    const before = new Set(workerdPids());
    const mf = await start();
    await mf.ready;
    const pids = workerdPids().filter((pid) => !before.has(pid));
    await post(mf, portrait, (client += 1));
    const base = residentBytes(pids);
    let peak = base;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pids))), 5);
    const statuses = [];
    for (const file of files) statuses.push(await post(mf, file, (client += 1)));
    // A last photo after them: the Worker still measures.
    statuses.push(await post(mf, portrait, (client += 1)));
    clearInterval(sampler);
    peak = Math.max(peak, residentBytes(pids));
    await mf.dispose();
    figures.push({ label, rise: peak - base, statuses });
  }
  return figures;
}
