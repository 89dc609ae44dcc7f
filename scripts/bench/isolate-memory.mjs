/**
 * The first image request of a fresh isolate against what Cloudflare counts for it
 * (docs/decisions/055-a-first-photo-within-an-isolate.md): the JavaScript heap, every ArrayBuffer and
 * every WebAssembly memory (Photon's, TensorFlow.js's kernels'), at the request's peak, read through
 * workerd's inspector (scripts/lib/isolate-memory.mjs). Each in a Worker of its own, fresh: the first
 * selfie upload (its faces read), the first review without JavaScript on each review page, and the
 * first generation steps (a Basic order, in a Worker started again on the orders another made ready),
 * each with the largest of the buyer's photos (tests/fixtures/photos/same-man-standing.jpg,
 * 3.3 megapixels), grown to 5 MB where it is sent, and the first upload of a photo at the decoding
 * budget (4 megapixels), the most the Worker decodes, each against 96 MB; and the first publish of
 * one of that order's headshots. The generation steps and the publish encode pictures for pages
 * (ADR 093, 097): the encoder the sampler does not see is added (scripts/lib/encoder-memory.mjs).
 */
import { PhotonImage, SamplingFilter, resize } from "@cf-wasm/photon/node";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { encodingAt, withEncoding } from "../lib/encoder-memory.mjs";
import { peakIsolateMemory } from "../lib/isolate-memory.mjs";
import { root, startMiniflare } from "../lib/worker.mjs";
import { mb } from "./format.mjs";
import { orderReadyToStart } from "./generation.mjs";
import { multipartForm } from "./multipart-form.mjs";
import { uploadForm } from "./selfies.mjs";
import { shopSession, startShop } from "./shop.mjs";
import { benchDist, productionBindings } from "./site-worker.mjs";

/** What an isolate has, and the most a first request may leave it holding: room for the requests beside it. */
const budget = 96 * 1024 * 1024;

/** `portrait` enlarged to 4 megapixels (1788 × 2234), the most the Worker decodes. */
function atDecodingBudget(portrait) {
  const source = PhotonImage.new_from_byteslice(portrait);
  const large = resize(source, 1788, 2234, SamplingFilter.Triangle);
  const bytes = Buffer.from(large.get_bytes_jpeg(90));
  source.free();
  large.free();
  return bytes;
}

/** `jpeg` grown to 5 MB with application segments that stripping removes, as the upload bench's selfies are. */
function grownTo5Mb(jpeg) {
  const padding = [];
  for (let size = jpeg.length; size < 5 * 1024 * 1024 - 70_000; size += 65_537)
    padding.push(Buffer.from([0xff, 0xef, 0xff, 0xff]), Buffer.alloc(65_533, 0x20));
  return Buffer.concat([jpeg.subarray(0, 2), ...padding, jpeg.subarray(2)]);
}

function reportMemory(report, label, memory) {
  const parts = [`heap ${mb(memory.heap)}`, `ArrayBuffers ${mb(memory.buffers)}`, `WebAssembly ${memory.webAssembly.map(mb).join(" + ")}`];
  report(`isolate memory, ${label} (${parts.join(", ")})`, memory.total, budget, mb);
}

/** `memory` with the encoding of the request's largest copy of `image` (a square JPEG, at `side` pixels) added. */
async function reportEncoding(report, label, memory, image, side) {
  const source = PhotonImage.new_from_byteslice(image);
  const scaled = resize(source, side, side, SamplingFilter.Lanczos3);
  const rgba = scaled.get_raw_pixels();
  for (const each of [source, scaled]) each.free();
  const { total, parts } = withEncoding(memory, await encodingAt(rgba, side));
  report(`isolate memory, ${label} (${parts})`, total, budget, mb);
}

/** The first upload of `bytes` to a fresh Worker. */
async function firstUpload(bytes) {
  const shop = await startShop({ inspectorPort: 0 });
  const session = shopSession(shop);
  const { orderId } = await session.buy("basic");
  const form = await uploadForm(orderId, [bytes]);
  const { memory } = await peakIsolateMemory(shop, () => session.send(form));
  await shop.dispose();
  return memory;
}

/** Measures the three first requests with the largest of the buyer's photos, and the upload with `portrait` (testPortrait()) at the decoding budget. */
export async function benchIsolateMemory({ report, portrait }) {
  const photo = readFileSync(path.join(root, "tests/fixtures/photos/same-man-standing.jpg"));
  const sent = grownTo5Mb(photo);

  reportMemory(report, "first upload (the largest of the buyer's photos, 3.3 MP, grown to 5 MB; its faces read)", await firstUpload(sent));
  reportMemory(
    report,
    "first upload at the decoding budget (4 MP, grown to 5 MB)",
    await firstUpload(grownTo5Mb(atDecodingBudget(portrait))),
  );

  for (const page of ["/linkedin-photo-review", "/resume-review"]) {
    const site = await startMiniflare({ dist: benchDist, bindings: productionBindings, inspectorPort: 0 });
    const form = await multipartForm({}, [["photo", "photo.jpg", sent]]);
    const { memory } = await peakIsolateMemory(site, async () => {
      const response = await site.dispatchFetch(`http://localhost${page}`, {
        method: "POST",
        body: form.body,
        headers: { ...form.headers, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "198.18.200.1" },
      });
      if (!(await response.text()).includes('class="review__result"'))
        throw new Error(`${page} answered ${response.status} without a review`);
    });
    await site.dispose();
    reportMemory(report, `first review on ${page} (the same 5 MB photo)`, memory);
  }

  // The order made ready in one Worker, its job started in another on the same storage: an isolate that read no faces.
  const persist = mkdtempSync(path.join(tmpdir(), "bench-isolate-memory-"));
  try {
    const preparing = await startShop({ persist });
    const session = shopSession(preparing);
    const { order } = await orderReadyToStart(session, "basic", photo);
    await preparing.dispose();
    const shop = await startShop({ persist, inspectorPort: 0 });
    const db = await shop.getD1Database("DB");
    const buyer = shopSession(shop);
    const { memory } = await peakIsolateMemory(shop, async () => {
      const started = await buyer.browse("/create-headshot/photos", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.cookie("order_access") },
        body: new URLSearchParams({ order, intent: "start" }).toString(),
      });
      if (started.status !== 303) throw new Error(`the order's start answered ${started.status}`);
      for (const deadline = Date.now() + 600_000; Date.now() < deadline; await sleep(250))
        if ((await db.prepare("SELECT status FROM orders WHERE id = ?").bind(order).first("status")) === "delivered") return;
      throw new Error("the order was not delivered within ten minutes");
    });
    const headshot = await db.prepare("SELECT id, r2_key FROM order_headshots WHERE order_id = ? ORDER BY n LIMIT 1").bind(order).first();
    const image = new Uint8Array(await (await (await shop.getR2Bucket("PHOTOS")).get(headshot.r2_key)).arrayBuffer());
    await shop.dispose();
    // Each headshot's tile pictures, the largest at 640 pixels (ADR 097).
    await reportEncoding(report, "first generation steps (a Basic order's 12 images from five copies of that photo)", memory, image, 640);

    // Its first headshot published in an isolate that did nothing else: copies up to its 768 pixels (ADR 093).
    const publishing = await startShop({ persist, inspectorPort: 0 });
    const { memory: published } = await peakIsolateMemory(publishing, async () => {
      const response = await shopSession(publishing).browse("/create-headshot", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: session.cookie("order_access") },
        body: new URLSearchParams({ order, intent: "publish", image: headshot.id, consent: "yes" }).toString(),
      });
      if (response.status !== 200) throw new Error(`the publish answered ${response.status}`);
    });
    await publishing.dispose();
    await reportEncoding(report, "first publish (that order's first headshot, 768 pixels)", published, image, 768);
  } finally {
    rmSync(persist, { recursive: true, force: true });
  }
}
