import { expect, vi } from "vitest";
import type { Style } from "~/content/business";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { sendForm } from "./forms";
import { decode } from "./html";
import { orderEvent, orderLinkSecret, paymentVars, sendWebhook } from "./payments";
import { photo, variant } from "./photos";
import { seedOrder, type SeedState } from "./seed-order";
import { startWorker, type TestWorker } from "./worker";

/** Every photo uploaded has its faces read on the CPU (ADR 036): seconds each on a busy machine. */
export const allowForServerFaces = () => vi.setConfig({ testTimeout: 600_000, hookTimeout: 300_000 });
/** A generation job followed to its end, a Premium one's 60 images included: a minute and more on a busy machine. */
export const allowForJobs = () => vi.setConfig({ testTimeout: 180_000 });

/**
 * A buyer's requests to the order page of a Worker under test: a paid order (through the signed
 * webhook) with its access cookie, the multipart upload, the plain forms, and the order's state.
 * Takes the Worker lazily: test files start it in `beforeAll`.
 */
export type TestOrder = { id: string; cookie: string };
export type TestFile = { name: string; bytes: Uint8Array; type?: string };

const portrait = photo("man-formal-portrait.jpg");

/** `count` different selfies of the good portrait. */
export const selfies = (count: number, from = 0): TestFile[] =>
  Array.from({ length: count }, (_, i) => ({ name: `selfie-${from + i}.jpg`, bytes: variant(portrait, from + i) }));

export function buyer(worker: () => TestWorker) {
  async function paidOrder(variantId = "local-premium", email?: string): Promise<TestOrder> {
    const providerId = String(7_100_000 + Math.floor(Math.random() * 1_800_000));
    expect((await sendWebhook(worker(), orderEvent({ orderId: providerId, variantId, email }))).status).toBe(200);
    const db = await worker().db();
    const id = (await db.prepare("SELECT id FROM orders WHERE provider_order_id = ?").bind(providerId).first<string>("id"))!;
    const token = await orderLinkToken(orderLinkSecret, id, new Date(Date.now() + 86_400_000));
    return { id, cookie: `order_access=${token}` };
  }

  async function upload(order: TestOrder, files: TestFile[], { formOrder = order.id, path = "/create-headshot" } = {}) {
    const parts = files.map(({ name, bytes, type = "image/jpeg" }) => ({ name: "photos", filename: name, type, bytes }));
    const response = await sendForm(
      worker(),
      path,
      { order: formOrder, intent: "upload" },
      { headers: { Cookie: order.cookie }, files: parts },
    );
    return { status: response.status, text: decode(await response.text()) };
  }

  async function post(order: TestOrder, fields: Record<string, string | string[]>, path = "/create-headshot") {
    const response = await sendForm(worker(), path, { order: order.id, ...fields }, { headers: { Cookie: order.cookie } });
    return { status: response.status, text: decode(await response.text()) };
  }

  const status = async (order: TestOrder) =>
    (await worker().db()).prepare("SELECT status FROM orders WHERE id = ?").bind(order.id).first<string>("status");

  /**
   * An order bought through the webhook and carried on by the seeding (ADR 067) to `state`: the
   * five selfies of `selfies(5)` as the upload keeps them, `styles` chosen, and beyond that the
   * local generator's images. The selfies are not sent through the upload, whose reading of faces
   * took seconds each (upload.test.ts and purchase.test.ts send theirs); they are the upload tests'
   * variants of one portrait of 1 megapixel, which the generator decodes for each of its images.
   */
  async function seededOrder(state: SeedState, variantId: string, styles: Style[], email = "jobs@example.com"): Promise<TestOrder> {
    const order = await paidOrder(variantId, email);
    const stores = { db: await worker().db(), photos: await worker().photos() };
    await seedOrder(stores, { state, bought: order.id, styles, selfies: selfies(5), secret: orderLinkSecret });
    return order;
  }

  /** A paid order with five selfies of a man and its styles chosen, ready to start. */
  const readyOrder = (variantId: string, styles: Style[], email?: string) => seededOrder("photos_ready", variantId, styles, email);

  const start = (order: TestOrder) => post(order, { intent: "start" });

  /** Waits until the job has brought the order to `state`. */
  const reaches = (order: TestOrder, state: string, timeout = 60_000) =>
    expect.poll(() => status(order), { timeout, interval: 250 }).toBe(state);

  return { paidOrder, upload, post, status, seededOrder, readyOrder, start, reaches };
}

/**
 * A Worker with a delivered order of the local Basic pack in `styles` (ADR 067), and its headshots'
 * ids by their numbers; its stores kept in `persist` where one is given.
 */
export async function workerWithDeliveredOrder(styles: Style[], email: string, persist?: string) {
  const worker = await startWorker({ vars: paymentVars, persist });
  const order = await buyer(() => worker).seededOrder("delivered", "local-basic", styles, email);
  const { results } = await (
    await worker.db()
  )
    .prepare("SELECT id FROM order_headshots WHERE order_id = ? ORDER BY n")
    .bind(order.id)
    .all<{ id: string }>();
  return { worker, order, images: results.map((row) => row.id) };
}
