import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sniffFormat, imageSize } from "~/features/photos/upload/image-file";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { orderEvent, orderLinkSecret, paymentVars, sendWebhook } from "../setup/payments";
import { photo, variant } from "../setup/photos";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * A started order's job on the local generator, in workerd with real D1, R2 and Workflows: training,
 * generating, the plan's count of real images spread over the chosen styles, and one delivery e-mail.
 */

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});
afterAll(() => worker?.dispose());

type Order = { id: string; cookie: string };

async function readyOrder(variantId: string, styles: string[]): Promise<Order> {
  const providerId = String(8_100_000 + Math.floor(Math.random() * 800_000));
  expect((await sendWebhook(worker, orderEvent({ orderId: providerId, variantId, email: "jobs@example.com" }))).status).toBe(200);
  const db = await worker.db();
  const id = (await db.prepare("SELECT id FROM orders WHERE provider_order_id = ?").bind(providerId).first<string>("id"))!;
  const order = { id, cookie: `order_access=${await orderLinkToken(orderLinkSecret, id, new Date(Date.now() + 86_400_000))}` };
  const form = new FormData();
  form.append("order", id);
  form.append("intent", "upload");
  const portrait = photo("man-formal-portrait.jpg");
  for (let i = 0; i < 5; i += 1)
    form.append("photos", new Blob([variant(portrait, i) as Uint8Array<ArrayBuffer>], { type: "image/jpeg" }), `s${i}.jpg`);
  const encoded = new Response(form);
  const headers = { Cookie: order.cookie, "Sec-Fetch-Site": "same-origin" };
  expect(
    (
      await worker.fetch("/create-headshot", {
        method: "POST",
        headers: { ...headers, "Content-Type": encoded.headers.get("Content-Type")! },
        body: await encoded.arrayBuffer(),
      })
    ).status,
  ).toBe(200);
  const choices = new URLSearchParams({ order: id, intent: "choices", subject: "man" });
  for (const style of styles) choices.append("styles", style);
  await worker.fetch("/create-headshot", {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: choices,
  });
  return order;
}

const start = (order: Order) =>
  worker.fetch("/create-headshot", {
    method: "POST",
    headers: { Cookie: order.cookie, "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ order: order.id, intent: "start" }),
  });

/** Waits until the job has brought the order to `status`. */
async function reaches(order: Order, status: string) {
  const db = await worker.db();
  const current = () => db.prepare("SELECT status FROM orders WHERE id = ?").bind(order.id).first<string>("status");
  await expect.poll(current, { timeout: 60_000, interval: 250 }).toBe(status);
}

describe("the local generator", () => {
  test("a Basic order gets 12 real JPEGs of its style and one e-mail; a second start changes nothing", async () => {
    const order = await readyOrder("local-basic", ["corporate"]);
    expect((await start(order)).status).toBe(200);
    expect((await start(order)).status).toBe(409);
    await reaches(order, "delivered");
    const db = await worker.db();
    const events = await db
      .prepare("SELECT status FROM order_events WHERE order_id = ? ORDER BY rowid")
      .bind(order.id)
      .all<{ status: string }>();
    expect(events.results.map((event) => event.status)).toEqual(["paid", "photos_ready", "queued", "training", "generating", "delivered"]);
    const { results } = await db
      .prepare("SELECT style, r2_key, width FROM order_headshots WHERE order_id = ?")
      .bind(order.id)
      .all<{ style: string; r2_key: string; width: number }>();
    expect(results).toHaveLength(12);
    expect(new Set(results.map((row) => row.style))).toEqual(new Set(["corporate"]));
    const bucket = await worker.mf.getR2Bucket("PHOTOS");
    const first = new Uint8Array(await (await bucket.get(results[0]!.r2_key))!.arrayBuffer());
    expect(sniffFormat(first)).toBe("jpeg");
    expect(imageSize(first, "jpeg")).toEqual({ width: 768, height: 768 });
    // The order page lists them, each behind a signed address that serves the image.
    const page = await (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text();
    const links = [...page.matchAll(/<a href="(\/photos\/[^"]+)" download=/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
    expect(links).toHaveLength(12);
    const served = await worker.fetch(links[0]!);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    const emails = await db
      .prepare("SELECT subject FROM email_outbox WHERE reference = ?")
      .bind(`delivery:${order.id}`)
      .all<{ subject: string }>();
    expect(emails.results).toEqual([{ subject: "Your 12 headshots are ready" }]);
  });

  test("a Premium order spreads 60 images over its three styles", async () => {
    const order = await readyOrder("local-premium", ["corporate", "warm", "greenery"]);
    expect((await start(order)).status).toBe(200);
    await reaches(order, "delivered");
    const { results } = await (
      await worker.db()
    )
      .prepare("SELECT style, COUNT(*) AS count FROM order_headshots WHERE order_id = ? GROUP BY style ORDER BY style")
      .bind(order.id)
      .all<{ style: string; count: number }>();
    expect(results).toEqual([
      { style: "corporate", count: 20 },
      { style: "greenery", count: 20 },
      { style: "warm", count: 20 },
    ]);
  }, 120_000);

  test("a job that cannot make its images gives up honestly (failed, its reason, one e-mail), and the operator's retry delivers", async () => {
    const order = await readyOrder("local-basic", ["warm"]);
    // The selfies are gone from storage before the job reads them.
    const bucket = await worker.mf.getR2Bucket("PHOTOS");
    const kept = new Map<string, ArrayBuffer>();
    for (const object of (await bucket.list({ prefix: `orders/${order.id}/selfies/` })).objects) {
      kept.set(object.key, await (await bucket.get(object.key))!.arrayBuffer());
      await bucket.delete(object.key);
    }
    expect((await start(order)).status).toBe(200);
    await reaches(order, "failed");
    const db = await worker.db();
    expect(await db.prepare("SELECT failure FROM orders WHERE id = ?").bind(order.id).first<string>("failure")).toMatch(
      /photo of order .* is missing/,
    );
    const emails = () =>
      db
        .prepare("SELECT kind, subject FROM email_outbox WHERE reference IN (?, ?) ORDER BY created_at")
        .bind(`failed:${order.id}`, `delivery:${order.id}`)
        .all();
    expect((await emails()).results).toEqual([{ kind: "headshots-failed", subject: "We could not create your headshots" }]);
    const page = await (await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).text();
    // The operator sees it failed, since when, and why (a test order is marked as such).
    expect(/Failed \(test\), since [^<]*UTC: A photo of order [0-9a-f-]{36} is missing/.test(page)).toBe(true);

    // The photos are back; the operator retries, and the job delivers after all.
    for (const [key, bytes] of kept) await bucket.put(key, bytes);
    const retry = await worker.fetch("/dashboard/retry", {
      method: "POST",
      headers: {
        Authorization: `Bearer ${testAdminToken}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Sec-Fetch-Site": "same-origin",
      },
      body: new URLSearchParams({ order: order.id }),
    });
    expect(retry.status).toBe(303);
    expect(retry.headers.get("Location")).toBe(`/dashboard?retried=${order.id}#jobs`);
    await reaches(order, "delivered");
    expect((await emails()).results).toEqual([
      { kind: "headshots-failed", subject: "We could not create your headshots" },
      { kind: "headshots-delivered", subject: "Your 12 headshots are ready" },
    ]);
  }, 90_000);
});
