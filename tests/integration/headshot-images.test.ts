import { afterAll, beforeAll, expect, test } from "vitest";
import { concat } from "~/features/photos/imaging/image-file";
import { startFakeAstria, type FakeAstria, intoWorker } from "../fakes/astria";
import { hasGps, withGpsExif } from "../setup/exif";
import { buyer } from "../setup/orders";
import { paymentVars } from "../setup/payments";
import { photo } from "../setup/photos";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The images a generator sends are stored as the buyer's uploads are: without metadata, so that
 * what the order page delivers and a published page shows carries no location, no profile and
 * nothing hidden behind one; and each thumbnail is decoded within the Worker's budget; and where
 * its face is read as it is stored, so that the gallery knows which formats it gives.
 */

const secret = new TextEncoder().encode("Jane Doe, 12 Rue Secrete");
const segment = (marker: number, body: Uint8Array) => concat([Uint8Array.of(0xff, marker, 0, body.length + 2), body]);
const located = withGpsExif(photo("man-formal-portrait.jpg"));
// Location in Exif, and text behind an ICC profile's prefix: what a generator's file may carry.
const image = concat([
  located.subarray(0, 2),
  segment(0xe2, concat([new TextEncoder().encode("ICC_PROFILE\0"), Uint8Array.of(1, 1), secret])),
  located.subarray(2),
]);

let astria: FakeAstria;
let worker: TestWorker;

beforeAll(async () => {
  astria = await startFakeAstria({ image });
  // A quarter of the side asked for: what is looked at here is what the files carry, not their size,
  // and twelve checked images of 1024 px took the job past the test's time on a busy machine.
  astria.scaleImages(1 / 4);
  worker = await startWorker({ vars: { ...paymentVars, ...astria.vars, ASTRIA_RETRY_SECONDS: "1", JOB_POLL_SECONDS: "2" } });
  astria.deliverTo(intoWorker(worker));
});
afterAll(async () => {
  await worker?.dispose();
  await astria?.close();
});

const { readyOrder, start, reaches } = buyer(() => worker);

test("Astria's images are stored without their location or what hides behind an ICC prefix, each with its thumbnail", async () => {
  expect(hasGps(image)).toBe(true);
  const order = await readyOrder("local-basic", ["corporate"]);
  expect((await start(order)).status).toBe(303);
  await reaches(order, "delivered");

  const { results } = await (
    await worker.db()
  )
    .prepare("SELECT r2_key, thumb_key, bytes FROM order_headshots WHERE order_id = ?")
    .bind(order.id)
    .all<{ r2_key: string; thumb_key: string; bytes: number }>();
  expect(results.length).toBeGreaterThan(0);
  const bucket = await worker.photos();
  for (const row of results) {
    const kept = new Uint8Array(await (await bucket.get(row.r2_key))!.arrayBuffer());
    expect(hasGps(kept)).toBe(false);
    expect(Buffer.from(kept).includes("Jane Doe")).toBe(false);
    expect(row.bytes).toBe(kept.length);
    expect(await bucket.head(row.thumb_key)).not.toBeNull();
  }

  // Each image's face was read as it was stored: before any crop is made, the gallery says which
  // formats each gives, as its download then finds.
  expect((await bucket.list({ prefix: `orders/${order.id}/crops/` })).objects).toHaveLength(0);
  const { results: images } = await (
    await worker.db()
  )
    .prepare("SELECT id FROM order_headshots WHERE order_id = ?")
    .bind(order.id)
    .all<{ id: string }>();
  let refused = 0;
  for (const query of ["?format=linkedin", "?format=cv&country=DE", "?format=cv&country=FR", "?format=cv&country=ES"]) {
    const page = await (await worker.fetch(`/create-headshot${query}`, { headers: { Cookie: order.cookie } })).text();
    for (const { id } of images) {
      const offered = page.includes(`href="/create-headshot/download/${order.id}/${id}${query.replace("&", "&amp;")}"`);
      const response = await worker.fetch(`/create-headshot/download/${order.id}/${id}${query}`, { headers: { Cookie: order.cookie } });
      await response.body?.cancel();
      expect(response.status, `${id} ${query}`).toBe(offered ? 200 : 404);
      if (!offered) refused += 1;
    }
  }
  expect(refused).toBeGreaterThan(0);
}, 90_000);
