import { afterEach, describe, expect, test } from "vitest";
import { encodingAt, withEncoding, type Encoding } from "../../scripts/lib/encoder-memory.mjs";
import { peakIsolateMemory, type IsolateMemory } from "../../scripts/lib/isolate-memory.mjs";
import { browserHeaders, multipart } from "../setup/forms";
import { decode } from "../setup/html";
import { allowForServerFaces, buyer } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { PhotonImage, resize, SamplingFilter } from "~/features/photos/photon.server";
import { padded, photo, square } from "../setup/photos";
import { oneManSelfies, seedOrder } from "../setup/seed-order";
import { startWorker, type TestWorker } from "../setup/worker";

allowForServerFaces();

/**
 * What Cloudflare counts against an isolate (the JavaScript heap, every ArrayBuffer and every
 * WebAssembly memory, scripts/lib/isolate-memory.mjs) for the first of each image request a fresh
 * isolate serves: an upload, a review, a generation step and a publish, each within 96 MB of the
 * isolate's 128 MB (docs/decisions/055-a-first-photo-within-an-isolate.md), with the buyer's own
 * photos; the generation's and the publish's WebAssembly includes the web encoders' (ADR 093, 097),
 * printed beside the face reading's of the upload.
 */

const budget = 96 * 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The buyer's largest photo (1434 × 2333, 3.3 megapixels) grown to 5 MB, the most an upload takes, as a phone's photo of that size is sent. */
const largestPhoto = padded(photo("same-man-standing.jpg"), 5 * 1024 * 1024 - 64);

let worker: TestWorker | undefined;
afterEach(async () => {
  await worker?.dispose();
  worker = undefined;
});

/** A fresh Worker whose isolate's memory can be read (on a free inspector port). */
async function freshWorker(vars: Record<string, string> = {}) {
  worker = await startWorker({ vars, inspectorPort: 0 });
  return worker;
}

async function expectWithinBudget<T>(label: string, work: () => Promise<T>): Promise<T> {
  const { result, memory } = await peakIsolateMemory(worker!.mf, work);
  const parts = `heap ${megabytes(memory.heap)}, ArrayBuffers ${megabytes(memory.buffers)}, WebAssembly ${memory.webAssembly.map(megabytes).join(" + ")}`;
  console.log(`${label}: ${megabytes(memory.total)} (${parts})`);
  expect(memory.total, `${label}: ${parts}`).toBeLessThanOrEqual(budget);
  return result;
}

describe("a fresh isolate stays within 96 MB", () => {
  test("for its first selfie upload, a 5 MB photo whose face it reads", async () => {
    await freshWorker(paymentVars);
    const { paidOrder, upload } = buyer(() => worker!);
    const order = await paidOrder();
    const answer = await expectWithinBudget("first upload", () => upload(order, [{ name: "phone.jpg", bytes: largestPhoto }]));
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("phone.jpg: uploaded");
    const verdict = await (
      await worker!.db()
    )
      .prepare("SELECT verdict FROM order_photos WHERE order_id = ?")
      .bind(order.id)
      .first("verdict");
    expect(verdict).toBe("accepted");
  });

  test.each(["/linkedin-photo-review", "/resume-review"])("for its first review on %s", async (path) => {
    await freshWorker();
    const { body, contentType } = multipart([{ name: "photo", filename: "phone.jpg", type: "image/jpeg", bytes: largestPhoto }]);
    const page = await expectWithinBudget(`first review on ${path}`, async () => {
      const response = await worker!.fetch(path, { method: "POST", headers: { ...browserHeaders(), "Content-Type": contentType }, body });
      return { status: response.status, html: decode(await response.text()) };
    });
    expect(page.status).toBe(200);
    expect(page.html).toContain('class="review__result"');
  });

  test("for its first generation steps, a Basic order made from the buyer's five photos", async () => {
    await freshWorker(paymentVars);
    const { paidOrder, post, reaches } = buyer(() => worker!);
    const order = await paidOrder("local-basic");
    // The buyer's five photos stored as the upload keeps them, and the choices made: this isolate has read no faces.
    const stores = { db: await worker!.db(), photos: await worker!.photos() };
    await seedOrder(stores, {
      state: "photos_ready",
      bought: order.id,
      selfies: oneManSelfies,
      styles: ["corporate"],
      secret: orderLinkSecret,
    });
    const { memory } = await peakIsolateMemory(worker!.mf, async () => {
      expect((await post(order, { intent: "start" })).status).toBe(303);
      await reaches(order, "delivered", 300_000);
    });
    expect(await stores.db.prepare("SELECT COUNT(*) AS n FROM order_headshots WHERE order_id = ?").bind(order.id).first("n")).toBe(12);
    // Each headshot's tile pictures are encoded after its check, the largest at 640 pixels (ADR 097).
    const key = await stores.db
      .prepare("SELECT r2_key FROM order_headshots WHERE order_id = ? LIMIT 1")
      .bind(order.id)
      .first<string>("r2_key");
    const headshot = new Uint8Array(await (await stores.photos.get(key!))!.arrayBuffer());
    expectWithEncoders("first generation steps", memory, await encodingAt(squareAt(headshot, 640), 640));
  });

  test("for its first publish, the copies of a 1536-pixel headshot, Astria's largest, in WebP and MozJPEG", async () => {
    await freshWorker(paymentVars);
    const { seededOrder, post } = buyer(() => worker!);
    const order = await seededOrder("delivered", "local-basic", ["corporate"]);
    const db = await worker!.db();
    const headshot = await db
      .prepare("SELECT id, r2_key FROM order_headshots WHERE order_id = ? ORDER BY n LIMIT 1")
      .bind(order.id)
      .first<{ id: string; r2_key: string }>();
    const source = PhotonImage.new_from_byteslice(square("same-man-official-1080p.jpg", "top"));
    const large = resize(source, 1536, 1536, SamplingFilter.Lanczos3);
    const largeJpeg = large.get_bytes_jpeg(90);
    await (await worker!.photos()).put(headshot!.r2_key, largeJpeg);
    for (const image of [source, large]) image.free();
    const { result: answer, memory } = await peakIsolateMemory(worker!.mf, () =>
      post(order, { intent: "publish", image: headshot!.id, consent: "yes" }),
    );
    expectWithEncoders("first publish", memory, await encodingAt(squareAt(largeJpeg, 1024), 1024));
    expect(answer.status).toBe(200);
    const widths = await db
      .prepare("SELECT picture_widths FROM gallery_items WHERE headshot_id = ?")
      .bind(headshot!.id)
      .first("picture_widths");
    expect(widths).toBe("[384,512,672,768,1024]");
  });
});

/** `memory` with what the encodes held (encodingAt()) added, printed with its parts and held to the budget. */
function expectWithEncoders(label: string, memory: IsolateMemory, encoding: Encoding) {
  const { total, parts } = withEncoding(memory, encoding);
  console.log(`${label}: ${megabytes(total)} (${parts})`);
  expect(total, parts).toBeLessThanOrEqual(budget);
}

/** `image` (a square JPEG) scaled to `side` pixels, as the request's largest copy is made. */
function squareAt(image: Uint8Array, side: number): Uint8Array {
  const source = PhotonImage.new_from_byteslice(image);
  const scaled = resize(source, side, side, SamplingFilter.Lanczos3);
  const rgba = scaled.get_raw_pixels();
  for (const each of [source, scaled]) each.free();
  return rgba;
}
