import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { orderLinkToken } from "~/features/orders/order-links.server";
import { astriaFailures, startFakeAstria, type FakeAstria, intoWorker } from "../fakes/astria";
import enDashboard from "~/locales/en/dashboard";
import { decode, main, visibleText } from "../setup/html";
import { allowForJobs, buyer, type TestOrder } from "../setup/orders";
import { orderEvent, orderLinkSecret, paymentVars, sendWebhook } from "../setup/payments";
import { photo } from "../setup/photos";
import { fixtureFaces } from "../setup/seed-order";
import { makeHeadshot } from "~/features/photos/jobs/local-generator.server";
import { padding_top, PhotonImage, Rgba } from "~/features/photos/photon.server";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

allowForJobs();

/**
 * The promise of every page: an order's photos and personal data are gone 30 days after the order
 * (checked by ageing the data with the cron's clock), at once when the buyer asks or the order is
 * refunded: the files in R2, the rows of photos, the e-mails' copies and the e-mail address at
 * once, then the tune and every prompt at Astria; the links then answer 410. A deletion cut off
 * half-way is finished by the next run.
 */

const day = 86_400_000;
/**
 * A headshot of the tests' buyer as a generator frames one, from the portrait his orders' selfies are
 * made of (so that the check knows him even at an eighth of the side), with room above his head for
 * the download formats' crops: the portrait has too little, so a band is added above it.
 */
function portraitHeadshot(): Uint8Array {
  const name = "man-formal-portrait.jpg";
  const room = 160;
  const source = PhotonImage.new_from_byteslice(photo(name));
  const padded = padding_top(source, room, new Rgba(128, 128, 128, 255));
  try {
    const { eyes, chin } = fixtureFaces[name]!;
    const lower = ({ x, y }: { x: number; y: number }) => ({ x, y: y + room });
    return makeHeadshot(padded.get_bytes_jpeg(92), { eyes: lower(eyes), chin: lower(chin) }, "corporate", 1024, 0, "").bytes;
  } finally {
    source.free();
    padded.free();
  }
}

let astria: FakeAstria;
let worker: TestWorker;

beforeAll(async () => {
  astria = await startFakeAstria({ image: portraitHeadshot() });
  // Images of an eighth of the side asked for, the smallest whose face the check still reads: what
  // is deleted is counted, not looked at, and a Premium order's 60 full-size ones took most of a
  // minute to copy and shrink.
  astria.scaleImages(1 / 8);
  worker = await startWorker({ vars: { ...paymentVars, ...astria.vars, ASTRIA_RETRY_SECONDS: "1", JOB_POLL_SECONDS: "2" } });
  astria.deliverTo(intoWorker(worker));
});
afterAll(async () => {
  await worker?.dispose();
  await astria?.close();
});

const { post, readyOrder, start, reaches, status } = buyer(() => worker);

/** What is left of an order: its files, its rows of photos, its e-mails' copies, and its address. */
async function remains(order: TestOrder) {
  const db = await worker.db();
  const count = (sql: string, ...values: string[]) =>
    db
      .prepare(sql)
      .bind(...values)
      .first<number>("count");
  const bucket = await worker.photos();
  return {
    files: (await bucket.list({ prefix: `orders/${order.id}/` })).objects.length,
    photos: await count("SELECT COUNT(*) AS count FROM order_photos WHERE order_id = ?", order.id),
    headshots: await count("SELECT COUNT(*) AS count FROM order_headshots WHERE order_id = ?", order.id),
    emails: await count("SELECT COUNT(*) AS count FROM email_outbox WHERE reference LIKE ?", `%:${order.id}`),
    email: await db.prepare("SELECT email FROM orders WHERE id = ?").bind(order.id).first<string>("email"),
  };
}

/** What Astria still holds of the order: its tune, and the prompts made with it (a Flux LoRA's live on the base tune). */
function atAstria(order: TestOrder) {
  const tune = astria.tunes.find((candidate) => candidate.title === order.id);
  const prompts = astria.prompts.filter(
    (prompt) => prompt.text.includes(`<lora:${tuneIds.get(order.id)}:1>`) || prompt.tune_id === tuneIds.get(order.id),
  );
  return { tune: tune ? 1 : 0, prompts: prompts.length };
}
const tuneIds = new Map<string, number>();
const rememberTune = (order: TestOrder) => tuneIds.set(order.id, astria.tunes.find((candidate) => candidate.title === order.id)!.id);

/** An order the store took in live mode: its images come from a Flux LoRA, as in production. */
async function paidInEarnest(order: TestOrder) {
  await (await worker.db()).prepare("UPDATE orders SET test_mode = 0 WHERE id = ?").bind(order.id).run();
}

const deletion = async (order: TestOrder) =>
  (await worker.db())
    .prepare("SELECT reason, photos, provider, finished_at AS finishedAt FROM order_deletions WHERE order_id = ?")
    .bind(order.id)
    .first<{ reason: string; photos: number; provider: string | null; finishedAt: string | null }>();

describe("30 days after the order", () => {
  test("day 29 keeps everything; day 31 leaves nothing, here or at Astria (tune and prompts), and the links answer 410", async () => {
    const order = await readyOrder("local-basic", ["corporate"], "ageing@example.com");
    await paidInEarnest(order);
    // Images large enough for a face to be found in them, which a crop needs (ADR 049).
    astria.scaleImages(1 / 2);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    astria.scaleImages(1 / 16);
    const tune = astria.tunes.find((candidate) => candidate.title === order.id)!;
    rememberTune(order);
    expect(atAstria(order)).toEqual({ tune: 1, prompts: 2 });
    const page = await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } });
    const imageLink = /href="(\/photos\/[^"]+)"/.exec(await page.text())![1]!.replace(/&amp;/g, "&");
    // A CV photo and a LinkedIn picture, made for their downloads, are kept with the order's images.
    const headshot = await (
      await worker.db()
    )
      .prepare("SELECT id FROM order_headshots WHERE order_id = ? LIMIT 1")
      .bind(order.id)
      .first<string>("id");
    const crops = ["?format=cv&country=DE", "?format=linkedin"].map((query) => `/create-headshot/download/${order.id}/${headshot}${query}`);
    for (const crop of crops) expect((await worker.fetch(crop, { headers: { Cookie: order.cookie } })).status).toBe(200);
    expect((await (await worker.photos()).list({ prefix: `orders/${order.id}/crops/` })).objects).toHaveLength(2);
    const kept = await remains(order);
    // The selfies, the headshots, each one's tile pictures in WebP and MozJPEG (at 320 pixels: the
    // images are 512; ADR 097) and the two crops.
    expect(kept).toEqual({ files: 5 + 12 + 12 * 2 + 2, photos: 5, headshots: 12, emails: 2, email: "ageing@example.com" });

    await worker.cron(new Date(Date.now() + 29 * day));
    expect(await remains(order)).toEqual(kept);
    expect(await status(order)).toBe("delivered");

    await worker.cron(new Date(Date.now() + 31 * day));
    expect(await status(order)).toBe("deleted");
    expect(await remains(order)).toEqual({ files: 0, photos: 0, headshots: 0, emails: 0, email: "" });
    expect(astria.requests.some((request) => request.method === "DELETE" && request.path === `/tunes/${tune.id}`)).toBe(true);
    // The prompts lived on the Flux base tune: each was deleted there, since deleting the tune leaves them.
    expect(
      astria.requests.filter((request) => request.method === "DELETE" && request.path.startsWith("/tunes/1504944/prompts/")),
    ).toHaveLength(2);
    expect(atAstria(order)).toEqual({ tune: 0, prompts: 0 });
    expect(await deletion(order)).toMatchObject({
      reason: "retention",
      photos: kept.files,
      provider: "astria",
      finishedAt: expect.any(String),
    });
    for (const crop of crops) expect((await worker.fetch(crop, { headers: { Cookie: order.cookie } })).status).toBe(404);

    // The order page and the image say gone, not missing.
    const gone = await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } });
    expect(gone.status).toBe(410);
    expect(decode(await gone.text())).toContain("Your photos have been deleted");
    expect((await worker.fetch(imageLink)).status).toBe(410);
    // What accounting needs stays, without the buyer.
    const row = await (await worker.db()).prepare("SELECT plan, total, paid_at FROM orders WHERE id = ?").bind(order.id).first();
    expect(row).toMatchObject({ plan: "BASIC", total: 1900 });
    const dashboard = decode(await (await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).text());
    expect(dashboard).toContain(order.id);
    expect(dashboard).toContain("Retention days over");
    // The job's history outlives the order, without its buyer: when it delivered, its plan, how long it took, and that it is deleted now
    // (what its images were and cost went with them).
    const history = dashboard.slice(dashboard.indexOf(`aria-label="${enDashboard.delivered.heading}"`));
    expect(history.slice(0, history.indexOf("</table>"))).toMatch(
      /<tr><td>[^<]+ UTC<\/td><td>Basic<\/td><td><\/td><td>\d+ min \d+ s<\/td><td>0<\/td><td><\/td><td>0<\/td><td><\/td><td>\d+<\/td><td>Deleted<\/td><\/tr>/,
    );
  });

  test("a deletion cut off half-way (Astria down): ours is gone at once, it is shown unfinished, and the next run finishes at Astria", async () => {
    const order = await readyOrder("local-basic", ["warm"]);
    await paidInEarnest(order);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    rememberTune(order);
    astria.misbehaveAlways(astriaFailures.serverError);
    try {
      await worker.cron(new Date(Date.now() + 31 * day));
      expect(await status(order)).toBe("deleted");
      expect(await remains(order)).toEqual({ files: 0, photos: 0, headshots: 0, emails: 0, email: "" });
      expect(atAstria(order)).toEqual({ tune: 1, prompts: 2 });
      expect(await deletion(order)).toMatchObject({ reason: "retention", provider: null, finishedAt: null });
      const dashboard = decode(await (await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).text());
      expect(dashboard).toMatch(/Not finished \(started [^)]+\); the next run goes on/);
    } finally {
      astria.misbehaveAlways(null);
    }
    await worker.cron(new Date(Date.now() + 31 * day + 5 * 60_000));
    expect(atAstria(order)).toEqual({ tune: 0, prompts: 0 });
    expect(await deletion(order)).toMatchObject({ provider: "astria", finishedAt: expect.any(String) });
  });

  test("an order with more prompts than one run may delete is finished over several runs, and only then called done", async () => {
    const order = await readyOrder("local-premium", ["corporate", "warm", "casual"]);
    await paidInEarnest(order);
    expect((await start(order)).status).toBe(303);
    // Nine prompts of up to eight images each.
    await reaches(order, "delivered", 150_000);
    rememberTune(order);
    expect(atAstria(order)).toEqual({ tune: 1, prompts: 9 });
    await worker.cron(new Date(Date.now() + 31 * day));
    expect(await status(order)).toBe("deleted");
    expect(atAstria(order)).toEqual({ tune: 1, prompts: 4 });
    expect(await deletion(order)).toMatchObject({ finishedAt: null });
    await worker.cron(new Date(Date.now() + 31 * day + 5 * 60_000));
    expect(atAstria(order)).toEqual({ tune: 0, prompts: 0 });
    expect(await deletion(order)).toMatchObject({ provider: "astria", finishedAt: expect.any(String) });
  });
});

describe("at once", () => {
  test("a refund deletes the order's photos and details with the next run", async () => {
    const order = await readyOrder("local-basic", ["corporate"]);
    const providerId = await (
      await worker.db()
    )
      .prepare("SELECT provider_order_id FROM orders WHERE id = ?")
      .bind(order.id)
      .first<string>("provider_order_id");
    const refund = orderEvent({ event: "order_refunded", orderId: providerId!, variantId: "local-basic", status: "refunded" });
    expect((await sendWebhook(worker, refund)).status).toBe(200);
    await worker.cron(new Date());
    expect(await status(order)).toBe("deleted");
    expect(await remains(order)).toMatchObject({ files: 0, photos: 0, email: "" });
    expect(await deletion(order)).toMatchObject({ reason: "refund", photos: 5, provider: "none" });
  });

  test("“delete everything now” asks for the box to be ticked, then deletes at once", async () => {
    const order = await readyOrder("local-basic", ["corporate"], "now@example.com");
    const unconfirmed = await post(order, { intent: "delete" });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.text).toContain("Please tick the box to confirm that everything should be deleted.");
    expect((await remains(order)).files).toBe(5);

    const confirmed = await post(order, { intent: "delete", confirm: "yes" });
    expect(confirmed.status).toBe(303);
    expect(await status(order)).toBe("deleted");
    expect(await remains(order)).toEqual({ files: 0, photos: 0, headshots: 0, emails: 0, email: "" });
    expect(await deletion(order)).toMatchObject({ reason: "buyer", photos: 5 });
    // The e-mailed link now says so.
    const token = await orderLinkToken(orderLinkSecret, order.id, new Date(Date.now() + day));
    const link = await worker.fetch(`/create-headshot?order=${token}`);
    const cookie = /order_access=[^;]+/.exec(link.headers.get("Set-Cookie") ?? "")![0];
    const page = await worker.fetch(link.headers.get("Location")!, { headers: { Cookie: cookie } });
    expect(page.status).toBe(410);
  });

  /** The order's page as its buyer gets it now. */
  const shownPage = async (order: TestOrder) => {
    const shown = await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } });
    expect(shown.status).toBe(410);
    return shown.text();
  };
  /** What the order's buyer reads on its page now. */
  const shownText = async (order: TestOrder) => visibleText(main(await shownPage(order)));
  /** Without JavaScript, the page loads itself again while the deletion is under way. */
  const reloads = (html: string) => /<meta http-equiv="refresh" content="3; url=\/create-headshot"/.test(html);
  const underWay = "The copies at our image generator are being deleted right now: this page says when that is done.";
  const gone = "Everything of this order is gone: your selfies, your headshots and your details, as promised.";

  test("“delete everything now” deletes at Astria right after the answer, and the page says when that is done", async () => {
    const order = await readyOrder("local-basic", ["warm"]);
    await paidInEarnest(order);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    rememberTune(order);
    expect(atAstria(order).prompts).toBeGreaterThan(0);
    // Astria answers late: the buyer's answer does not wait for it, and the page says it is under way.
    astria.misbehaveAlways({ kind: "late", delayMs: 1_500 });
    try {
      const confirmed = await post(order, { intent: "delete", confirm: "yes" });
      expect(confirmed.status).toBe(303);
      expect(await remains(order)).toEqual({ files: 0, photos: 0, headshots: 0, emails: 0, email: "" });
      const html = await shownPage(order);
      const shown = visibleText(main(html));
      expect(shown).toContain("Your photos have been deleted");
      expect(shown).toContain(underWay);
      expect(shown).not.toContain(gone);
      expect(reloads(html)).toBe(true);
    } finally {
      astria.misbehaveAlways(null);
    }
    // No cron runs here: the request itself finishes at Astria, after its answer.
    await expect.poll(() => atAstria(order), { timeout: 15_000 }).toEqual({ tune: 0, prompts: 0 });
    await expect.poll(() => deletion(order)).toMatchObject({ provider: "astria", finishedAt: expect.any(String) });
    const html = await shownPage(order);
    expect(visibleText(main(html))).toContain(gone);
    expect(reloads(html)).toBe(false);
  });

  test("“delete everything now” never waits on Astria: our copies go at once, the page says so, the next run deletes tune and prompts", async () => {
    const order = await readyOrder("local-basic", ["warm"]);
    await paidInEarnest(order);
    expect((await start(order)).status).toBe(303);
    await reaches(order, "delivered");
    rememberTune(order);
    astria.misbehaveAlways(astriaFailures.serverError);
    try {
      const confirmed = await post(order, { intent: "delete", confirm: "yes" });
      expect(confirmed.status).toBe(303);
      expect(await remains(order)).toEqual({ files: 0, photos: 0, headshots: 0, emails: 0, email: "" });
      expect(await deletion(order)).toMatchObject({ reason: "buyer", finishedAt: null });
      expect(await shownText(order)).toContain(underWay);
    } finally {
      astria.misbehaveAlways(null);
    }
    await worker.cron(new Date(Date.now() + 5 * 60_000));
    expect(await status(order)).toBe("deleted");
    expect(atAstria(order)).toEqual({ tune: 0, prompts: 0 });
    expect(await deletion(order)).toMatchObject({ provider: "astria", finishedAt: expect.any(String) });
  });
});
