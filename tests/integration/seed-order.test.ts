import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { facts } from "~/content/business";
import { decodable, sniffFormat, stripMetadata } from "~/features/photos/imaging/image-file";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { decode } from "../setup/html";
import { buyer } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { photo } from "../setup/photos";
import { oneManSelfies, seedOrder, type SeedOptions } from "../setup/seed-order";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Orders written by tests/setup/seed-order.ts are orders the Worker knows, in workerd with real D1
 * and R2: its page shows each state to the cookie the seeding hands out, as it shows a bought one;
 * the selfies are the upload's stripped copies at their signed addresses, the images the local
 * generator's at the preview's size, a published one is public, and each state was reached through
 * the lifecycle's own steps.
 */

let worker: TestWorker;
const t = resources.en.createHeadshot;

beforeAll(async () => {
  worker = await startWorker({ vars: paymentVars });
});
afterAll(() => worker?.dispose());

async function seeded(options: Omit<SeedOptions, "secret">) {
  const order = await seedOrder({ db: await worker.db(), photos: await worker.photos() }, { secret: orderLinkSecret, ...options });
  const page = await worker.fetch("/create-headshot", { headers: { Cookie: `${order.cookie.name}=${order.cookie.value}` } });
  const html = await page.text();
  return { order, status: page.status, html, text: decode(html) };
}

const events = async (id: string) =>
  (
    await (
      await worker.db()
    )
      .prepare("SELECT status FROM order_events WHERE order_id = ? ORDER BY rowid")
      .bind(id)
      .all<{ status: string }>()
  ).results.map((row) => row.status);

// The first delivered order makes the local generator's images (once per test process), on a busy machine.
describe("a seeded order's page", { timeout: 120_000 }, () => {
  test("paid: waiting for the selfies", async () => {
    const { order, status, text } = await seeded({ state: "paid", plan: "PREMIUM" });
    expect(status).toBe(200);
    expect(text).toContain(fill(t.upload.statusLine, { status: t.upload.status.paid }));
    expect(text).toContain(fill(t.upload.photos.count, { count: 0, max: facts.selfies.max }));
    expect(text).toContain(fill(t.order.heading, { plan: "Premium" }));
    expect(await events(order.id)).toEqual(["paid"]);
  });

  test("photos ready: the five selfies as the upload keeps them, at their signed addresses, and the choices", async () => {
    const { order, html, text } = await seeded({ state: "photos_ready" });
    expect(text).toContain(fill(t.upload.statusLine, { status: t.upload.status.photos_ready }));
    expect(text).toContain(fill(t.upload.photos.count, { count: 5, max: facts.selfies.max }));
    // The choices made, as the form shows them again: only the chosen subject and style are ticked.
    const ticked = [...html.matchAll(/<input [^>]*checked=""[^>]*>/g)].map(([input]) =>
      /name="(\w+)"[^>]* value="(\w+)"/.exec(input)?.slice(1),
    );
    expect(ticked).toEqual([
      ["subject", "man"],
      ["styles", "corporate"],
    ]);
    const addresses = [...html.matchAll(/src="(\/photos\/[^"]+)"[^>]*alt="([^"]+)"/g)].map(([, src, alt]) => ({ src: src!, alt: alt! }));
    expect(addresses.map(({ alt }) => alt)).toEqual([...oneManSelfies]);
    for (const { src, alt } of addresses) {
      const answer = await worker.fetch(src.replace(/&amp;/g, "&"), { headers: { Cookie: `${order.cookie.name}=${order.cookie.value}` } });
      expect(answer.status, alt).toBe(200);
      const original = photo(alt);
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(stripMetadata(original, sniffFormat(original)!));
    }
    expect(await events(order.id)).toEqual(["paid", "photos_ready"]);
  });

  test("photos ready from a bought order: the webhook's own order carried on, its plan and e-mail kept", async () => {
    const bought = await buyer(() => worker).paidOrder("local-premium", "bought.seeded@example.com");
    const { order, text } = await seeded({ state: "photos_ready", bought: bought.id });
    expect(order.id).toBe(bought.id);
    expect(text).toContain(fill(t.order.heading, { plan: "Premium" }));
    expect(text).toContain(fill(t.upload.statusLine, { status: t.upload.status.photos_ready }));
    expect(text).toContain(fill(t.upload.photos.count, { count: 5, max: facts.selfies.max }));
    expect(await events(order.id)).toEqual(["paid", "photos_ready"]);
    const orders = await (
      await worker.db()
    )
      .prepare("SELECT COUNT(*) AS count FROM orders WHERE email = ?")
      .bind("bought.seeded@example.com")
      .first<number>("count");
    expect(orders).toBe(1);
  });

  test("generating: the images made so far of the plan's", async () => {
    const { order, text } = await seeded({ state: "generating", made: 5 });
    expect(text).toContain(t.progress.heading);
    expect(text).toContain(fill(t.progress.count, { ready: 5, total: 12 }));
    expect(await events(order.id)).toEqual(["paid", "photos_ready", "queued", "training", "generating"]);
  });

  test("delivered: the plan's images, each the local generator's preview", async () => {
    const { order, html, text } = await seeded({ state: "delivered" });
    expect(text).toContain(t.results.heading);
    const downloads = [...html.matchAll(/href="(\/create-headshot\/download\/[^"]+)"/g)].map(([, href]) => href!.replace(/&amp;/g, "&"));
    const singles = downloads.filter((href) => !/\/all(\?|$)/.test(href) && !href.includes("favourites"));
    expect(new Set(singles).size).toBe(12);
    const image = await worker.fetch(singles[0]!, { headers: { Cookie: `${order.cookie.name}=${order.cookie.value}` } });
    expect(image.status).toBe(200);
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect(decodable(bytes, sniffFormat(bytes)!)).toEqual({ width: 768, height: 768 });
    expect(await events(order.id)).toEqual(["paid", "photos_ready", "queued", "training", "generating", "delivered"]);
  });

  test("published: its page is public, to a visitor without the order", async () => {
    const { order } = await seeded({ state: "published", published: { count: 2, findable: true } });
    expect(order.galleryIds).toHaveLength(2);
    for (const id of order.galleryIds) expect((await worker.fetch(`/gallery/${id}`)).status).toBe(200);
    expect(await (await worker.fetch("/sitemap.xml")).text()).toContain(`/gallery/${order.galleryIds[0]}`);
  });

  test("failed, refunded and deleted: each as the page shows it", async () => {
    const failed = await seeded({ state: "failed" });
    expect(failed.text).toContain(fill(t.upload.statusLine, { status: t.upload.status.failed }));

    const refunded = await seeded({ state: "refunded", refundedFrom: "photos_ready" });
    expect(refunded.text).toContain(t.order.refunded.split("{{date}}")[0]!);
    expect(await events(refunded.order.id)).toEqual(["paid", "photos_ready", "refunded"]);

    const deleted = await seeded({ state: "deleted", deletedFrom: "delivered" });
    expect(deleted.status).toBe(410);
    expect(deleted.text).toContain(t.deleted.heading);
    const left = await (await worker.photos()).list({ prefix: `orders/${deleted.order.id}/` });
    expect(left.objects).toEqual([]);
  });
});
