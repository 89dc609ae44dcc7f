import { unzipSync } from "fflate";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { PhotonImage } from "~/features/photos/photon.server";
import { resources } from "~/locales/resources.server";
import { decode } from "../setup/html";
import { buyer, workerWithDeliveredOrder, type TestOrder } from "../setup/orders";
import { testAdminToken, type TestWorker } from "../setup/worker";

/**
 * Publishing a headshot of a delivered order: only with consent, at an unguessable public page that
 * another visitor can open and share, whose link preview is the image at the size networks show;
 * asking search engines not to list it unless the buyer also ticked that they may, and only then in
 * the sitemap; taken down by unpublishing or with the order, after which the page and its images
 * answer 410; the operator may feature on /examples a published one whose buyer let it be listed.
 * A store that refuses a write while the page is made leaves nothing of it, and the tile says so.
 */

let worker: TestWorker;
const { post } = buyer(() => worker);
let order: TestOrder;
let images: string[];

beforeAll(async () => {
  ({ worker, order, images } = await workerWithDeliveredOrder(["realEstate"], "publisher@example.com"));
}, 120_000);
afterAll(() => worker?.dispose());

/** An image's own tile in an order page's HTML, up to the next one. */
const tileIn = (html: string, image: string) => html.split(`id="image-${image}"`)[1]?.split('id="image-')[0] ?? "";

/** An image's own tile on the order page. */
async function tileOf(image: string): Promise<string> {
  return tileIn(decode(await (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text()), image);
}

/** The page's public address for an image, from the order page, or null while it is not published. */
async function publishedPage(image: string): Promise<string | null> {
  return /href="http:\/\/localhost(\/gallery\/[\w-]{22})"/.exec(await tileOf(image))?.[1] ?? null;
}

const findableOf = async (path: string) =>
  (await worker.db()).prepare("SELECT findable FROM gallery_items WHERE id = ?").bind(path.split("/").pop()).first<number>("findable");
const sitemap = async () => decode(await (await worker.fetch("/sitemap.xml")).text());

const operator = { Authorization: `Bearer ${testAdminToken}`, "Sec-Fetch-Site": "same-origin" };
/** The dashboard's switch that features a published item on /examples ("yes") or takes it off ("no"). */
const feature = (item: string, featured: "yes" | "no") =>
  worker.fetch("/dashboard/feature", {
    method: "POST",
    headers: { ...operator, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ item, featured }),
  });

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe("publishing", () => {
  test("needs the buyer's consent; without it nothing is published", async () => {
    const refused = await post(order, { intent: "publish", image: images[0]! });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Please tick the box to agree that this headshot is shown publicly.");
    const { results } = await (await worker.db()).prepare("SELECT id FROM gallery_items WHERE order_id = ?").bind(order.id).all();
    expect(results).toHaveLength(0);
  });

  test("with consent, a public page any visitor opens and shares, previewed at 1200 × 630", async () => {
    const published = await post(order, { intent: "publish", image: images[0]!, consent: "yes" });
    expect(published.status).toBe(200);
    const path = (await publishedPage(images[0]!))!;
    expect(path).toMatch(/^\/gallery\/[\w-]{22}$/);
    // Publishing again keeps the same page.
    await post(order, { intent: "publish", image: images[0]!, consent: "yes" });
    expect(await publishedPage(images[0]!)).toBe(path);

    // Another visitor: no cookie.
    const page = await worker.fetch(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(decode(html)).toContain("Real estate");
    expect(html).toContain(`src="${path}/768.jpg"`);
    expect(meta(html, "og:image")).toBe(`http://localhost${path}/preview`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:url")).toBe(`http://localhost${path}`);
    // Shared by its link, not listed by search engines, as the order page says.
    expect(meta(html, "robots")).toBe("noindex");
    expect(meta(await (await worker.fetch(`/es${path}`)).text(), "robots")).toBe("noindex");
    expect(await findableOf(path)).toBe(0);
    expect(await sitemap()).not.toContain(path);
    expect(await tileOf(images[0]!)).toContain(resources.en.createHeadshot.gallery.publishing.published.unlisted);
    // Nothing covers the headshot on a phone: the page's own call to action is below it.
    expect(html).not.toContain('class="sticky-buy');
    expect(html).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`http://localhost${path}`)}`);
    expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://localhost${path}`)}`);
    const preview = new Uint8Array(await (await worker.fetch(`${path}/preview`)).arrayBuffer());
    expect(imageSize(preview, sniffFormat(preview)!)).toEqual({ width: 1200, height: 630 });
    // A shared headshot says where it was made: the site's mark and name, light on the navy band at its left.
    const shown = PhotonImage.new_from_byteslice(preview);
    const pixels = shown.get_raw_pixels();
    shown.free();
    const light = (left: number, right: number, top: number, bottom: number) => {
      let count = 0;
      for (let y = top; y < bottom; y += 1)
        for (let x = left; x < right; x += 1)
          if (Math.min(...pixels.subarray((y * 1200 + x) * 4, (y * 1200 + x) * 4 + 3)) > 200) count += 1;
      return count;
    };
    expect(light(60, 285, 260, 370)).toBeGreaterThan(2000);
    expect(light(0, 570, 0, 200) + light(0, 570, 430, 630)).toBe(0);
    // The page's picture is the headshot's copies, not the buyer's full-size headshot; its largest JPEG
    // answers the address pages published before the copies showed.
    const picture = await worker.fetch(`${path}/image`);
    expect(picture.headers.get("Content-Type")).toBe("image/jpeg");
    const pictureBytes = new Uint8Array(await picture.arrayBuffer());
    expect(imageSize(pictureBytes, sniffFormat(pictureBytes)!)).toEqual({ width: 768, height: 768 });
    const headshotKey = await (
      await worker.db()
    )
      .prepare("SELECT r2_key FROM order_headshots WHERE id = ?")
      .bind(images[0])
      .first<string>("r2_key");
    const headshot = new Uint8Array(await (await (await worker.photos()).get(headshotKey!))!.arrayBuffer());
    expect(imageSize(headshot, sniffFormat(headshot)!)).toEqual({ width: 768, height: 768 });
    expect(pictureBytes.byteLength).toBeLessThan(headshot.byteLength * 0.8);
    const spanish = decode(await (await worker.fetch(`/es${path}`)).text());
    expect(spanish).toContain("Comparte esta foto");
  });

  test("with the second box ticked, search engines may list the page: no noindex, in the sitemap, said so on the order page and the dashboard", async () => {
    const { published } = resources.en.createHeadshot.gallery.publishing;
    expect((await post(order, { intent: "publish", image: images[2]!, consent: "yes", findable: "yes" })).status).toBe(200);
    const path = (await publishedPage(images[2]!))!;
    expect(await findableOf(path)).toBe(1);
    const html = await (await worker.fetch(path)).text();
    expect(meta(html, "og:url")).toBe(`http://localhost${path}`);
    expect(meta(html, "robots")).toBeUndefined();
    expect(meta(await (await worker.fetch(`/es${path}`)).text(), "robots")).toBeUndefined();
    const tile = await tileOf(images[2]!);
    expect(tile).toContain(published.listed);
    expect(tile).not.toContain(published.unlisted);

    // In the sitemap with its Spanish twin, each naming both.
    const listed = await sitemap();
    for (const loc of [`http://localhost${path}`, `http://localhost/es${path}`]) {
      const entry = listed.split(`<loc>${loc}</loc>`)[1]?.split("</url>")[0] ?? "";
      expect(entry, loc).toContain(`hreflang="en" href="http://localhost${path}"`);
      expect(entry, loc).toContain(`hreflang="es" href="http://localhost/es${path}"`);
    }

    const dashboard = decode(await (await worker.fetch("/dashboard", { headers: operator })).text());
    const row = (item: string) => dashboard.split(`>${item}</a>`)[1]?.split("</tr>")[0] ?? "";
    const { dashboard: strings } = resources.en;
    expect(row(path)).toContain(strings.published.listed);
    expect(row((await publishedPage(images[0]!))!)).toContain(strings.published.unlisted);

    // Taken down, it leaves the sitemap.
    expect((await post(order, { intent: "unpublish", item: path.split("/").pop()! })).status).toBe(200);
    expect(await sitemap()).not.toContain(path);
  });

  test("any other value of the second box reads as no", async () => {
    // A checkbox without its value sends "on".
    const forged = { on: images[3]!, "1": images[4]!, YES: images[5]! };
    for (const [findable, image] of Object.entries(forged)) {
      expect((await post(order, { intent: "publish", image, consent: "yes", findable })).status).toBe(200);
      const path = (await publishedPage(image))!;
      expect(await findableOf(path), findable).toBe(0);
      expect(meta(await (await worker.fetch(path)).text(), "robots"), findable).toBe("noindex");
      expect(await sitemap()).not.toContain(path);
    }
  });

  test("an image of another order, or an order not delivered, publishes nothing", async () => {
    const answer = await post(order, { intent: "publish", image: crypto.randomUUID(), consent: "yes" });
    expect(answer.status).toBe(404);
  });

  test("a page its buyer asked not to list is on no list: not featured, not on /examples, not in the sitemap, and noindex in every answer", async () => {
    const { dashboard: strings } = resources.en;
    await post(order, { intent: "publish", image: images[6]!, consent: "yes" });
    const path = (await publishedPage(images[6]!))!;
    const id = path.split("/").pop()!;
    const featured = async () =>
      (await worker.db()).prepare("SELECT featured FROM gallery_items WHERE id = ?").bind(id).first<number>("featured");
    const dashboard = async () => decode(await (await worker.fetch("/dashboard", { headers: operator })).text());
    const row = (html: string) => html.split(`>${path}</a>`)[1]?.split("</tr>")[0] ?? "";
    const examples = async () => (await (await worker.fetch("/examples")).text()) + (await (await worker.fetch("/es/examples")).text());

    // The dashboard offers no switch, and the operator's request to feature it anyway is refused.
    expect(row(await dashboard())).toContain(strings.published.notListed);
    expect(row(await dashboard())).not.toContain(strings.published.feature);
    const refused = await feature(id, "yes");
    expect(refused.status).toBe(409);
    expect(await refused.text()).toBe(strings.published.refused);
    expect(await featured()).toBe(0);
    expect(await examples()).not.toContain(path);

    // One featured before featuring asked for the buyer's listing stays off /examples and the
    // sitemap, and the operator can take it off.
    await (await worker.db()).prepare("UPDATE gallery_items SET featured = 1 WHERE id = ?").bind(id).run();
    expect(await examples()).not.toContain(path);
    expect(await sitemap()).not.toContain(path);
    expect(row(await dashboard())).toContain(strings.published.unfeature);
    expect((await feature(id, "no")).status).toBe(303);
    expect(await featured()).toBe(0);

    // Its page, the page's data and its images each ask search engines not to list them.
    for (const address of [path, `/es${path}`, `${path}.data`, `${path}/image`, `${path}/preview`]) {
      const answer = await worker.fetch(address);
      await answer.arrayBuffer();
      expect([answer.status, answer.headers.get("X-Robots-Tag")], address).toEqual([200, "noindex"]);
    }
  });

  test("a listed page's images are not marked noindex, and the sitemap is asked anew each time, so that a page taken down leaves it at once", async () => {
    await post(order, { intent: "publish", image: images[7]!, consent: "yes", findable: "yes" });
    const path = (await publishedPage(images[7]!))!;
    for (const address of [path, `${path}/image`, `${path}/preview`]) {
      const answer = await worker.fetch(address);
      await answer.arrayBuffer();
      expect([answer.status, answer.headers.get("X-Robots-Tag")], address).toEqual([200, null]);
    }
    const listed = await worker.fetch("/sitemap.xml");
    expect(await listed.text()).toContain(path);
    expect(listed.headers.get("Cache-Control")).toBe("no-cache");
    expect((await post(order, { intent: "unpublish", item: path.split("/").pop()! })).status).toBe(200);
    expect(await sitemap()).not.toContain(path);
  });

  test("the operator features a listed one on /examples; unpublished, its page and images answer 410 and /examples drops it", async () => {
    await post(order, { intent: "publish", image: images[1]!, consent: "yes", findable: "yes" });
    const path = (await publishedPage(images[1]!))!;
    const id = path.split("/").pop()!;
    const dashboard = decode(await (await worker.fetch("/dashboard", { headers: operator })).text());
    expect(dashboard).toContain(path);
    expect((await feature(id, "yes")).status).toBe(303);
    expect(await (await worker.fetch("/examples")).text()).toContain(`<source type="image/webp" srcSet="${path}/384.webp 384w`);

    const unpublished = await post(order, { intent: "unpublish", item: id });
    expect(unpublished.status).toBe(200);
    expect(await publishedPage(images[1]!)).toBeNull();
    const gone = await worker.fetch(path);
    expect(gone.status).toBe(410);
    expect(decode(await gone.text())).toContain("This headshot is no longer shared");
    expect((await worker.fetch(`${path}/image`)).status).toBe(410);
    expect((await worker.fetch(`${path}/preview`)).status).toBe(410);
    expect(await (await worker.fetch("/examples")).text()).not.toContain(path);
    // Its picture and link preview are deleted with it; the buyer's headshot stays.
    const { objects } = await (await worker.photos()).list({ prefix: `orders/${order.id}/published/${id}` });
    expect(objects).toEqual([]);
  });

  test("the buyer takes their data with them: selfies, headshots and the order's record, with where each is kept, in one zip; nobody else can", async () => {
    const response = await worker.fetch(`/create-headshot/export/${order.id}`, { headers: { Cookie: order.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="resoume-my-data.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const names = Object.keys(files);
    expect(names.filter((name) => name.startsWith("selfies/"))).toHaveLength(5);
    expect(names.filter((name) => name.startsWith("headshots/"))).toHaveLength(12);
    const record = JSON.parse(new TextDecoder().decode(files["order.json"]!));
    expect(record.order).toMatchObject({ id: order.id, email: "publisher@example.com", plan: "BASIC", styles: ["realEstate"] });
    expect(record.history.map((event: { status: string }) => event.status)).toEqual([
      "paid",
      "photos_ready",
      "queued",
      "training",
      "generating",
      "delivered",
    ]);
    expect(record.publishedPages).toHaveLength(8);
    expect(record.whereKept).toEqual({
      order: "Cloudflare's database (D1), in the EU",
      selfiesAndHeadshots: "Cloudflare's storage (R2), in the EU",
      generationJob: "Cloudflare's job service (Workflows), in the EU, until 7 days after the job ends",
      model: "Astria (USA), until the order is deleted, 30 days after it at the latest",
    });
    expect(record.publishedPages.filter((page: { searchEnginesMayList: boolean }) => page.searchEnginesMayList)).toHaveLength(3);
    expect((await worker.fetch(`/create-headshot/export/${order.id}`)).status).toBe(404);
  });

  test("deleting the order takes its published pages down", async () => {
    const path = (await publishedPage(images[0]!))!;
    expect((await worker.fetch(path)).status).toBe(200);
    expect((await post(order, { intent: "delete", confirm: "yes" })).status).toBe(303);
    expect((await worker.fetch(path)).status).toBe(410);
    expect((await worker.fetch(`${path}/image`)).status).toBe(410);
  });
});

describe("publishing while a store refuses to write", () => {
  let kept: TestWorker;
  let persist: string;
  const { post: postKept } = buyer(() => kept);
  let keptOrder: TestOrder;
  let keptImages: string[];

  beforeAll(async () => {
    // The stores on disk, so that another process can hold their files' write lock as the local R2's
    // and D1's own second writers do (tests/setup/seed-order.ts): then the store refuses a write.
    persist = mkdtempSync(path.join(tmpdir(), "resoume-publish-"));
    ({
      worker: kept,
      order: keptOrder,
      images: keptImages,
    } = await workerWithDeliveredOrder(["corporate"], "refused-write@example.com", persist));
  }, 120_000);
  afterAll(async () => {
    await kept?.dispose();
    rmSync(persist, { recursive: true, force: true });
  });

  /** Runs `work` while another connection holds the write lock of the SQLite files under `store` (d1 or r2). */
  async function whileLocked<T>(store: "d1" | "r2", work: () => Promise<T>): Promise<T> {
    const files = readdirSync(path.join(persist, store), { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".sqlite"));
    const locks = files.map((name) => new DatabaseSync(path.join(persist, store, name)));
    for (const lock of locks) lock.exec("BEGIN IMMEDIATE");
    try {
      return await work();
    } finally {
      for (const lock of locks) {
        lock.exec("ROLLBACK");
        lock.close();
      }
    }
  }

  const { unpublished } = resources.en.createHeadshot.gallery.errors;
  const pagesOf = async (orderId: string) =>
    (await (await kept.db()).prepare("SELECT id FROM gallery_items WHERE order_id = ?").bind(orderId).all<{ id: string }>()).results.map(
      (row) => row.id,
    );
  /** The order's published copies that belong to none of its pages. */
  const strayCopies = async (orderId: string, pages: string[]) =>
    (await (await kept.photos()).list({ prefix: `orders/${orderId}/published/` })).objects
      .map((object) => object.key)
      .filter((key) => !pages.some((page) => key.startsWith(`orders/${orderId}/published/${page}`)));

  test.each([
    ["the photo store, at the first copy", "r2", 0],
    ["the database, once every copy is stored", "d1", 1],
  ] as const)(
    "%s: the tile says that nothing was published, nothing is left of the page, and publishing again works",
    async (_, store, n) => {
      const image = keptImages[n]!;
      const before = await pagesOf(keptOrder.id);
      const refused = await whileLocked(store, () => postKept(keptOrder, { intent: "publish", image, consent: "yes" }));
      expect(refused.status).toBe(503);
      expect(tileIn(refused.text, image)).toContain(unpublished);
      expect(await pagesOf(keptOrder.id)).toEqual(before);
      expect(await strayCopies(keptOrder.id, before)).toEqual([]);

      const published = await postKept(keptOrder, { intent: "publish", image, consent: "yes" });
      expect(published.status).toBe(200);
      expect(tileIn(published.text, image)).not.toContain(unpublished);
      expect(tileIn(published.text, image)).toMatch(/href="http:\/\/localhost\/gallery\/[\w-]{22}"/);
      const after = await pagesOf(keptOrder.id);
      expect(after).toHaveLength(before.length + 1);
      expect(await strayCopies(keptOrder.id, before)).not.toEqual([]);
    },
  );
});
