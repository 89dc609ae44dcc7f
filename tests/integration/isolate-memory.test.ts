import { afterEach, describe, expect, test } from "vitest";
import { peakIsolateMemory } from "../../scripts/lib/isolate-memory.mjs";
import { browserHeaders, multipart } from "../setup/forms";
import { decode } from "../setup/html";
import { allowForServerFaces, buyer } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { padded, photo } from "../setup/photos";
import { oneManSelfies, seedOrder } from "../setup/seed-order";
import { startWorker, type TestWorker } from "../setup/worker";

allowForServerFaces();

/**
 * What Cloudflare counts against an isolate (the JavaScript heap, every ArrayBuffer and every
 * WebAssembly memory, scripts/lib/isolate-memory.mjs) for the first of each image request a fresh
 * isolate serves: an upload, a review and a generation step, each within 96 MB of the isolate's
 * 128 MB (docs/decisions/055-a-first-photo-within-an-isolate.md), with the buyer's own photos.
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
    await expectWithinBudget("first generation steps", async () => {
      expect((await post(order, { intent: "start" })).status).toBe(303);
      await reaches(order, "delivered", 300_000);
    });
    expect(await stores.db.prepare("SELECT COUNT(*) AS n FROM order_headshots WHERE order_id = ?").bind(order.id).first("n")).toBe(12);
  });
});
