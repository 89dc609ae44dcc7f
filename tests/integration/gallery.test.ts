import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { fill } from "~/utils/translate";
import { decode, deliveredJobFigures, galleryAlert } from "../setup/html";
import { strings } from "../setup/languages";
import { buyer, type TestOrder } from "../setup/orders";
import { orderLinkSecret, paymentVars } from "../setup/payments";
import { seedOrder } from "../setup/seed-order";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * The buyer's private gallery of a delivered order, in workerd with real D1 and R2: favourites and
 * ratings stored and shown, refused when invalid, for another order or before delivery; the zip of
 * all images or of the favourites, read back byte for byte; headshots the buyer hides, left out of
 * the lists, the zips and the public pages; and the dashboard's ratings and each order's generation.
 */

let worker: TestWorker;
const { paidOrder, seededOrder } = buyer(() => worker);
let order: TestOrder;
let other: TestOrder;
let close: TestOrder;
/** A delivered order whose generation also made three images the check refused, at Astria. */
let checked: TestOrder;
let images: Array<{ id: string; r2_key: string; n: number }>;

beforeAll(async () => {
  worker = await startWorker({ vars: { ...paymentVars, ASTRIA_PRICE_PER_IMAGE: String(astriaPrice) } });
  // Two delivered orders, their 24 images made by the local generator in this process (ADR 067).
  // The first from the five photographs of one man, whose faces the generator frames its headshots
  // around; the other from variants of one portrait, whose face it is not told, so it frames the
  // upper middle of each, and some of those headshots have too little room above the head for a format.
  [order, other, close, checked] = await Promise.all([
    paidOrder("local-basic", "gallery.buyer@example.com").then(async (bought) => {
      const stores = { db: await worker.db(), photos: await worker.photos() };
      await seedOrder(stores, { state: "delivered", bought: bought.id, styles: ["corporate"], secret: orderLinkSecret });
      return bought;
    }),
    seededOrder("delivered", "local-basic", ["warm"], "gallery.other@example.com"),
    // A third from the waist-up portrait alone, whose crown is near the top: the generator frames
    // every headshot around its face as well as that photo allows, and some have too little room
    // above the head for a format's norm.
    paidOrder("local-basic", "gallery.close@example.com").then(async (bought) => {
      const stores = { db: await worker.db(), photos: await worker.photos() };
      const selfies = ["man-formal-portrait.jpg"];
      await seedOrder(stores, { state: "delivered", bought: bought.id, styles: ["corporate"], selfies, secret: orderLinkSecret });
      return bought;
    }),
    paidOrder("local-basic", "gallery.checked@example.com").then(async (bought) => {
      const stores = { db: await worker.db(), photos: await worker.photos() };
      const refused = ["someone else", "no face", "no face"] as const;
      await seedOrder(stores, {
        state: "delivered",
        bought: bought.id,
        styles: ["corporate"],
        refused,
        tune: "tune-1",
        secret: orderLinkSecret,
      });
      return bought;
    }),
  ]);
  images = await imagesOf(order);
}, 300_000);
afterAll(() => worker?.dispose());

// What the operator says Astria charges per image, in US dollars.
const astriaPrice = 0.25;

async function imagesOf({ id }: TestOrder) {
  const { results } = await (
    await worker.db()
  )
    .prepare("SELECT id, r2_key, n FROM order_headshots WHERE order_id = ? ORDER BY n")
    .bind(id)
    .all<{ id: string; r2_key: string; n: number }>();
  return results;
}

const feedback = async (imageId: string) =>
  (await worker.db()).prepare("SELECT favourite, rating FROM order_headshots WHERE id = ?").bind(imageId).first<{
    favourite: number;
    rating: number | null;
  }>();

/** A gallery form as the page sends it without JavaScript, from the English, German or Spanish page. */
async function send(buyer: TestOrder, fields: Record<string, string>, language: "en" | "de" | "es" = "en") {
  const response = await worker.fetch(language === "es" ? "/es/create-headshot" : "/create-headshot", {
    method: "POST",
    headers: {
      Cookie: `${buyer.cookie}${language === "de" ? "; preferred-language=de" : ""}`,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ order: buyer.id, ...fields }),
  });
  return { status: response.status, text: decode(await response.text()) };
}

const download = (buyer: TestOrder, which: string, orderId = buyer.id) =>
  worker.fetch(`/create-headshot/download/${orderId}/${which}`, { headers: { Cookie: buyer.cookie } });

async function unzip(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("application/zip");
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Told beforehand, from the sizes in D1: the browser can show the download's progress.
  expect(Number(response.headers.get("Content-Length"))).toBe(bytes.length);
  return unzipSync(bytes);
}

async function stored(key: string) {
  const object = await (await worker.photos()).get(key);
  return new Uint8Array(await object!.arrayBuffer());
}

describe("favourites and ratings", () => {
  test("are stored and shown on the page, grouped under the style's name", async () => {
    const [first, second] = images;
    expect((await send(order, { intent: "favourite", image: first!.id, favourite: "1" })).status).toBe(200);
    const rated = await send(order, { intent: "rate", image: second!.id, rating: "4" });
    expect(rated.status).toBe(200);
    expect(await feedback(first!.id)).toEqual({ favourite: 1, rating: null });
    expect(await feedback(second!.id)).toEqual({ favourite: 0, rating: 4 });
    const page = rated.text;
    expect(page).toMatch(/<h2 id="style-corporate"[^>]*>Corporate <span class="gallery__count">12 headshots<\/span><\/h2>/);
    expect(page).toContain('aria-pressed="true" aria-label="Favourite: headshot 1, Corporate"');
    expect(page.match(/aria-pressed="true" aria-label="Favourite: /g)).toHaveLength(1);
    expect(page.match(/aria-pressed="true" aria-label="4 of 5 stars"/g)).toHaveLength(1);
    expect(page).toContain("Download favourites (1)");
    // The mark comes off again, and a new rating replaces the old one.
    expect((await send(order, { intent: "favourite", image: first!.id, favourite: "0" })).status).toBe(200);
    expect((await send(order, { intent: "rate", image: second!.id, rating: "5" })).status).toBe(200);
    expect(await feedback(first!.id)).toEqual({ favourite: 0, rating: null });
    expect(await feedback(second!.id)).toEqual({ favourite: 0, rating: 5 });
  });

  test.each([
    ["0", "en"],
    ["6", "de"],
    ["x", "es"],
  ] as const)("a rating of %j is refused with a message in %s and changes nothing", async (rating, language) => {
    const image = images[3]!;
    const answer = await send(order, { intent: "rate", image: image.id, rating }, language);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(galleryAlert(strings[language].createHeadshot.gallery.errors.rating));
    expect(await feedback(image.id)).toEqual({ favourite: 0, rating: null });
  });

  test("another order's image, a form of another order and an order not yet delivered are refused", async () => {
    const theirs = (await imagesOf(other))[0]!;
    const refused = await send(order, { intent: "rate", image: theirs.id, rating: "1" });
    expect(refused.status).toBe(404);
    expect(refused.text).toContain(galleryAlert(strings.en.createHeadshot.gallery.errors.missing));
    expect((await send(order, { intent: "favourite", image: theirs.id, favourite: "1" })).status).toBe(404);
    expect(await feedback(theirs.id)).toEqual({ favourite: 0, rating: null });
    // The page of one order never changes another, even when it names the other's id.
    expect((await send({ ...order, id: other.id }, { intent: "rate", image: theirs.id, rating: "1" })).status).toBe(403);
    expect(await feedback(theirs.id)).toEqual({ favourite: 0, rating: null });

    const waiting = await paidOrder("local-basic");
    const early = await send(waiting, { intent: "rate", image: images[0]!.id, rating: "3" });
    expect(early.status).toBe(409);
    // Said where the page has no gallery yet, above the buyer's data.
    expect(early.text).toContain(`<p class="form__error" role="alert">${strings.en.createHeadshot.gallery.errors.notDelivered}</p>`);
    expect((await download(waiting, "all")).status).toBe(404);
  });
});

describe("downloads", () => {
  test("the zip of all holds every image of the order under its style's name, byte for byte", async () => {
    const files = await unzip(await download(order, "all"));
    const names = images.map((image) => `resoume-corporate-${String(image.n + 1).padStart(2, "0")}.jpg`);
    expect(Object.keys(files).sort()).toEqual(names);
    expect(names).toContain("resoume-corporate-01.jpg");
    for (const image of images) expect(files[names[images.indexOf(image)]!]).toEqual(await stored(image.r2_key));
  });

  test("the zip of favourites holds only the favourites", async () => {
    expect((await download(order, "favourites")).status).toBe(404);
    const chosen = [images[2]!, images[7]!];
    for (const image of chosen) expect((await send(order, { intent: "favourite", image: image.id, favourite: "1" })).status).toBe(200);
    const files = await unzip(await download(order, "favourites"));
    expect(Object.keys(files).sort()).toEqual(["resoume-corporate-03.jpg", "resoume-corporate-08.jpg"]);
    expect(files["resoume-corporate-08.jpg"]).toEqual(await stored(chosen[1]!.r2_key));
  });

  test("the page opens on the headshots and shows all, or only the favourites, by a plain link", async () => {
    const page = async (buyer: TestOrder, query = "") =>
      decode(await (await worker.fetch(`/create-headshot${query}`, { headers: { Cookie: buyer.cookie } })).text());
    const tiles = (html: string) => html.match(/<li id="image-/g)?.length ?? 0;
    const current = (html: string) =>
      /<a (?=[^>]*aria-current="page")(?=[^>]*href="\/create-headshot[^"]*#results-heading")[^>]*>([^<]*)<\/a>/.exec(html)?.[1];

    const everything = await page(order);
    // The headshots come before the order's details and the upload's status.
    expect(everything.indexOf('id="results-heading"')).toBeLessThan(everything.indexOf('id="order-heading"'));
    expect(tiles(everything)).toBe(12);
    expect(current(everything)).toBe("All (12)");
    // One style: no link per style, only all and the favourites.
    expect(everything).not.toContain("Corporate (12)");
    expect(everything).toContain('href="/create-headshot?show=favourites#results-heading"');

    // Two favourites from the test before.
    const favourites = await page(order, "?show=favourites");
    expect(tiles(favourites)).toBe(2);
    expect(current(favourites)).toBe("Favourites (2)");
    // What the order holds is still said whole.
    expect(favourites).toContain("12 headshots, ready to download.");
    expect(favourites).toContain('id="image-' + images[2]!.id);
    expect(favourites).toContain('id="image-' + images[7]!.id);

    const none = await page(other, "?show=favourites");
    expect(tiles(none)).toBe(0);
    expect(none).toContain(strings.en.createHeadshot.gallery.show.noFavourites);
    // An unknown choice shows everything.
    expect(tiles(await page(order, "?show=nothing"))).toBe(12);
  });

  test("one image downloads at full resolution under its name", async () => {
    const response = await download(order, images[0]!.id);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="resoume-corporate-01.jpg"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(await stored(images[0]!.r2_key));
  });

  test("an altered address, another order's and one without the order's link answer 404", async () => {
    const theirs = (await imagesOf(other))[0]!;
    const altered = `${order.id.slice(0, -1)}${order.id.endsWith("0") ? "1" : "0"}`;
    for (const response of [
      await download(order, "all", altered),
      await download(order, "all", other.id),
      await download(order, theirs.id),
      await download(order, "everything"),
      await download(order, `${images[0]!.id.slice(0, -1)}x`),
      await worker.fetch(`/create-headshot/download/${order.id}/all`),
    ])
      expect(response.status).toBe(404);
  });
});

test("the dashboard shows the average rating per pack and per style, the downloads and the low-rated orders", async () => {
  // The other order's buyer is unhappy: two images rated 1 and 2.
  const [worst, poor] = await imagesOf(other);
  expect((await send(other, { intent: "rate", image: worst!.id, rating: "1" })).status).toBe(200);
  expect((await send(other, { intent: "rate", image: poor!.id, rating: "2" })).status).toBe(200);
  const db = await worker.db();
  const downloads = await db
    .prepare("SELECT SUM(downloads) AS total FROM order_headshots WHERE order_id = ?")
    .bind(order.id)
    .first<number>("total");
  // The zip of all (12), the zip of favourites (2) and one image.
  expect(downloads).toBe(15);

  const response = await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
  expect(response.status).toBe(200);
  const html = decode(await response.text());
  const section = html.slice(html.indexOf('<section id="ratings">'), html.indexOf("</section>", html.indexOf('<section id="ratings">')));
  // Basic: ratings 5 (this order), 1 and 2 (the other): 2.7 on average.
  expect(section).toContain("<td>Basic</td><td>2.7</td><td>3</td><td>15</td>");
  expect(section).toContain("<td>Corporate</td><td>5.0</td><td>1</td><td>15</td>");
  expect(section).toContain("<td>Warm</td><td>1.5</td><td>2</td><td>0</td>");
  expect(section).toMatch(/<td>Basic<\/td><td>gallery\.other@example\.com<\/td><td>1\.5<\/td><td>2<\/td>/);
  expect(section).not.toContain("gallery.buyer@example.com");
});

describe("the gallery with a format chosen", () => {
  const queries = ["?format=linkedin", "?format=cv&country=DE", "?format=cv&country=FR", "?format=cv&country=ES"];
  /** The page as the buyer's browser asks for it in `language`. */
  const gallery = async (buyer: TestOrder, query: string, language: "en" | "de" | "es" = "en") =>
    decode(
      await (
        await worker.fetch(`${language === "es" ? "/es" : ""}/create-headshot${query}`, {
          headers: { Cookie: `${buyer.cookie}${language === "de" ? "; preferred-language=de" : ""}` },
        })
      ).text(),
    );
  /** Each image's tile on the page, by the image's id. */
  const tilesOf = (html: string, ids: string[]) =>
    Object.fromEntries(
      ids.map((id) => {
        const start = html.indexOf(`<li id="image-${id}"`);
        expect(start).toBeGreaterThan(-1);
        return [id, html.slice(start, html.indexOf("</li>", start))];
      }),
    );
  /** A tile's picture: its address (a refused headshot's square is drawn within an SVG of the format's proportions), width and height. */
  const imageOf = (tile: string) =>
    /<(?:img src="([^"]+)" alt=""|svg class="gallery__unfit-image" viewBox="[^"]+") width="(\d+)" height="(\d+)"/.exec(tile);
  const unfitReasons = (language: "en" | "de" | "es") => Object.values(strings[language].createHeadshot.gallery.formats.unfit);

  test.each(["en", "de", "es"] as const)(
    "in %s, a headshot that does not give the format says why and offers no download, and every link it offers downloads",
    async (language) => {
      const theirs = await imagesOf(close);
      const { formats } = strings[language].createHeadshot.gallery;
      let refused = 0;
      for (const query of queries) {
        const html = await gallery(close, query, language);
        const tiles = tilesOf(
          html,
          theirs.map((image) => image.id),
        );
        const refusedBefore = refused;
        for (const image of theirs) {
          const tile = tiles[image.id]!;
          const link = `href="/create-headshot/download/${close.id}/${image.id}${query}"`;
          const reason = unfitReasons(language).find((text) => tile.includes(`<p class="gallery__unfit">${text}</p>`));
          const response = await download(close, `${image.id}${query}`);
          await response.body?.cancel();
          // The page says it before any download, as the download then finds it.
          if (response.status === 404) {
            refused += 1;
            expect(reason, `${image.n} ${query}`).toBeDefined();
            expect(tile).not.toContain(link);
          } else {
            expect(response.status).toBe(200);
            expect(reason, `${image.n} ${query}`).toBeUndefined();
            expect(tile).toContain(link);
          }
        }
        // The zip of all holds the headshots that give the format; where none does, the page says so instead.
        const none = refused - refusedBefore === theirs.length;
        expect(html.includes(`href="/create-headshot/download/${close.id}/all${query}"`)).toBe(!none);
        // React parts adjacent texts with an empty comment.
        const note = /<p class="gallery__note">([^<]*)<\/p>/.exec(html.replaceAll("<!-- -->", ""))![1]!;
        expect(note.includes(formats.noneGiven)).toBe(none);
        expect(note.includes(formats.zipLeftOut)).toBe(!none && refused > refusedBefore);
      }
      expect(refused).toBeGreaterThan(0);
    },
  );

  test("the tiles show each format's preview at its proportions, served at the tile's signed address and kept; a refused headshot's tile shows its square", async () => {
    const theirs = await imagesOf(close);
    const sizes = { linkedin: [320, 320], "cv-45x60mm": [240, 320], "cv-35x45mm": [249, 320], "cv-26x32mm": [260, 320] };
    const names = ["linkedin", "cv-45x60mm", "cv-35x45mm", "cv-26x32mm"] as const;
    const shown: string[] = [];
    for (const [index, query] of queries.entries()) {
      const name = names[index]!;
      const tiles = tilesOf(
        await gallery(close, query),
        theirs.map((image) => image.id),
      );
      for (const image of theirs) {
        const [, src, width, height] = imageOf(tiles[image.id]!)!;
        // The tile holds the format's place before its picture loads.
        expect([Number(width), Number(height)]).toEqual(sizes[name]);
        const refused = tiles[image.id]!.includes('class="gallery__unfit"');
        if (refused) {
          expect(tiles[image.id]).toContain(`<image href="/photos/${close.id}/${image.id}?size=thumb&`);
          continue;
        }
        expect(src).toMatch(new RegExp(`^/photos/${close.id}/${image.id}\\?size=preview&expires=\\d+&sig=[^&]+&frame=${name}$`));
        const preview = await worker.fetch(src!, { headers: { Cookie: close.cookie } });
        expect(preview.status).toBe(200);
        expect(preview.headers.get("Content-Type")).toBe("image/jpeg");
        const bytes = new Uint8Array(await preview.arrayBuffer());
        expect(imageSize(bytes, sniffFormat(bytes)!)).toEqual({ width: Number(width), height: Number(height) });
        shown.push(image.r2_key.replace("/headshots/", "/crops/").replace(".jpg", `-${name}`));
      }
    }
    // Made once, beside the crop it is made from.
    expect(shown.length).toBeGreaterThan(0);
    const kept = (await (await worker.photos()).list({ prefix: `orders/${close.id}/crops/` })).objects.map((object) => object.key);
    for (const crop of shown) expect(kept).toEqual(expect.arrayContaining([`${crop}.jpg`, `${crop}-preview.jpg`]));
  });

  test("a preview's address with another format, an altered signature, another order's image or a refused headshot answers 404", async () => {
    const theirs = await imagesOf(close);
    const names = ["linkedin", "cv-45x60mm", "cv-35x45mm", "cv-26x32mm"];
    const shown = await Promise.all(
      queries.map(async (query) =>
        tilesOf(
          await gallery(close, query),
          theirs.map((image) => image.id),
        ),
      ),
    );
    const refused = (index: number, image: { id: string }) => shown[index]![image.id]!.includes('class="gallery__unfit"');
    // A format some headshot gives, and one some headshot does not.
    const at = shown.findIndex((_, index) => theirs.some((image) => !refused(index, image)));
    const given = theirs.find((image) => !refused(at, image))!;
    const refusedAt = shown.findIndex((_, index) => theirs.some((image) => refused(index, image)));
    const refusedImage = theirs.find((image) => refused(refusedAt, image))!;
    const src = imageOf(shown[at]![given.id]!)![1]!;
    const frame = `frame=${names[at]}`;
    const [mine] = await imagesOf(order);
    const addresses = [
      src.replace(frame, "frame=passport"),
      src.replace(`&${frame}`, ""),
      src.replace(/sig=[^&]/, (sig) => `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`),
      src.replace(given.id, mine!.id),
      src.replace("size=preview", "size=thumb"),
      // A refused headshot's preview: its tile never names it, but an address can be altered to.
      src.replace(given.id, refusedImage.id).replace(frame, `frame=${names[refusedAt]}`),
    ];
    for (const address of addresses) expect((await worker.fetch(address)).status, address).toBe(404);
  });

  test("a headshot whose face was not read when it was kept is offered, read at its first crop, and from then on says why it does not give a format", async () => {
    // The other order's headshots were framed blind, and their faces could not be read outside the Worker.
    const theirs = await imagesOf(other);
    const faces = await (
      await worker.db()
    )
      .prepare("SELECT COUNT(*) AS unread FROM order_headshots WHERE order_id = ? AND face IS NULL")
      .bind(other.id)
      .first<number>("unread");
    expect(faces).toBe(theirs.length);
    const before = tilesOf(
      await gallery(other, "?format=cv&country=DE"),
      theirs.map((image) => image.id),
    );
    for (const image of theirs)
      expect(before[image.id]).toContain(`href="/create-headshot/download/${other.id}/${image.id}?format=cv&country=DE"`);
    const refused = [];
    for (const image of theirs) {
      const response = await download(other, `${image.id}?format=cv&country=DE`);
      await response.body?.cancel();
      if (response.status === 404) refused.push(image.id);
    }
    expect(refused.length).toBeGreaterThan(0);
    const after = tilesOf(
      await gallery(other, "?format=cv&country=DE"),
      theirs.map((image) => image.id),
    );
    for (const image of theirs) {
      const reason = unfitReasons("en").some((text) => after[image.id]!.includes(`<p class="gallery__unfit">${text}</p>`));
      expect(reason).toBe(refused.includes(image.id));
    }
  });
});

describe("download formats", () => {
  const { formats } = strings.en.createHeadshot.gallery;
  const sizeOf = (bytes: Uint8Array) => imageSize(bytes, sniffFormat(bytes)!);
  /** The print resolution a word processor reads from the JFIF header right after SOI (units 1: dots per inch). */
  const densityOf = (bytes: Uint8Array) =>
    new TextDecoder().decode(bytes.subarray(6, 11)) === "JFIF\0"
      ? { units: bytes[13], x: (bytes[14]! << 8) | bytes[15]!, y: (bytes[16]! << 8) | bytes[17]! }
      : null;
  const crops = async (buyer: TestOrder) =>
    (await (await worker.photos()).list({ prefix: `orders/${buyer.id}/crops/` })).objects.map((object) => object.key).sort();

  test.each([
    ["?format=linkedin", "linkedin", { width: 800, height: 800 }],
    ["?format=cv&country=DE", "cv-45x60mm", { width: 531, height: 709 }],
    ["?format=cv&country=AT", "cv-45x60mm", { width: 531, height: 709 }],
    ["?format=cv&country=FR", "cv-35x45mm", { width: 413, height: 531 }],
    ["?format=cv&country=ES", "cv-26x32mm", { width: 307, height: 378 }],
  ])("one image in %s: a JPEG of its size and name, made once and kept with the order", async (query, name, size) => {
    const first = await download(order, `${images[1]!.id}${query}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/jpeg");
    expect(first.headers.get("Content-Disposition")).toBe(`attachment; filename="resoume-corporate-02-${name}.jpg"`);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(Number(first.headers.get("Content-Length"))).toBe(bytes.length);
    expect(sniffFormat(bytes)).toBe("jpeg");
    expect(sizeOf(bytes)).toEqual(size);
    // A CV photo is inserted at its printed size.
    if (name.startsWith("cv-")) expect(densityOf(bytes)).toEqual({ units: 1, x: 300, y: 300 });
    expect(await crops(order)).toContain(`orders/${order.id}/crops/corporate-001-${name}.jpg`);
    // Asked again, the kept crop answers, byte for byte.
    expect(new Uint8Array(await (await download(order, `${images[1]!.id}${query}`)).arrayBuffer())).toEqual(bytes);
  });

  test("the zip of all in the Spanish CV format holds every image in that format", async () => {
    const response = await download(order, "all?format=cv&country=ES");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="resoume-headshots-cv-26x32mm.zip"');
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(
      images.map((image) => `resoume-corporate-${String(image.n + 1).padStart(2, "0")}-cv-26x32mm.jpg`),
    );
    for (const file of Object.values(files)) {
      expect(sizeOf(file)).toEqual({ width: 307, height: 378 });
      expect(densityOf(file)).toEqual({ units: 1, x: 300, y: 300 });
    }
    expect((await crops(order)).filter((key) => key.endsWith("-cv-26x32mm.jpg"))).toHaveLength(images.length);
  });

  test("a headshot with too little room around the head for a format does not give it: its download answers 404 and makes nothing, and the zip leaves it out", async () => {
    const theirs = await imagesOf(other);
    const given = [];
    for (const image of theirs) {
      const response = await download(other, `${image.id}?format=cv&country=DE`);
      expect([200, 404]).toContain(response.status);
      if (response.status === 200) given.push(image);
    }
    expect(given.length).toBeLessThan(theirs.length);
    expect(await crops(other)).toEqual(
      given.map((image) => image.r2_key.replace("/headshots/", "/crops/").replace(".jpg", "-cv-45x60mm.jpg")),
    );
    const zip = unzipSync(new Uint8Array(await (await download(other, "all?format=cv&country=DE")).arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(given.map((image) => `resoume-warm-${String(image.n + 1).padStart(2, "0")}-cv-45x60mm.jpg`));
  });

  test("a format or a country not offered answers 404 and makes nothing", async () => {
    const before = await crops(other);
    const theirs = (await imagesOf(other))[0]!;
    for (const query of ["?format=passport", "?format=cv", "?format=cv&country=US", "?format=cv&country=de"])
      expect((await download(other, `${theirs.id}${query}`)).status).toBe(404);
    expect(await crops(other)).toEqual(before);
  });

  test("the page offers the formats, the CV's country from the edge, and gives every download link the one chosen", async () => {
    const page = async (query: string, cf?: Record<string, unknown>) =>
      decode(await (await worker.fetch(`/create-headshot${query}`, { cf, headers: { Cookie: order.cookie } })).text());
    const selected = (html: string) => /<option value="(\w+)" selected="">/.exec(html)?.[1];

    const plain = await page("");
    expect(plain).toContain(fill(formats.summary, { format: formats.original }));
    expect(plain).toContain(`href="/create-headshot/download/${order.id}/all"`);
    // The test's edge places the buyer in the United States, whose CVs carry no photo, and the page is English: no country is
    // chosen for the buyer, and the CV photo's hint names none.
    expect(selected(plain)).toBeUndefined();
    expect(plain).toContain(`<option value="" selected="">${formats.chooseCountry}</option>`);
    expect(plain).toContain(formats.cvHintAny);
    expect(plain).not.toContain('id="format-country-error"');
    expect(selected(await page("", { country: "FR" }))).toBe("FR");
    // Sent without JavaScript without a country, the CV photo asks for one, and the links stay the original's.
    const noCountry = await page("?format=cv&country=");
    expect(noCountry).toContain(`<p class="field__error" id="format-country-error" role="alert">${formats.countryMissing}</p>`);
    expect(noCountry).toMatch(/<details class="gallery__format" id="formats" open="">/);
    expect(noCountry).toContain(`href="/create-headshot/download/${order.id}/all"`);

    const spanish = await page("?format=cv&country=ES");
    expect(spanish).toContain(fill(formats.summary, { format: fill(formats.cvFor, { country: "Spain" }) }));
    expect(spanish).toContain(`href="/create-headshot/download/${order.id}/all?format=cv&country=ES"`);
    expect(spanish).toContain(`href="/create-headshot/download/${order.id}/${images[0]!.id}?format=cv&country=ES"`);
    expect(spanish).toContain(fill(formats.cvHint, { width: 26, height: 32, pixelWidth: 307, pixelHeight: 378 }));
    expect(spanish).toContain(fill(formats.zipNote, { format: fill(formats.cvFor, { country: "Spain" }) }));
    expect(selected(spanish)).toBe("ES");
    // A format the page does not know is the original.
    expect(await page("?format=cv&country=US")).toContain(fill(formats.summary, { format: formats.original }));
  });
});

// After the dashboard's counts, which this download would change.
test("a Spanish order's files are named as its gallery names their style", async () => {
  await (await worker.db()).prepare("UPDATE orders SET language = 'es' WHERE id = ?").bind(other.id).run();
  const [image] = await imagesOf(other);
  const response = await download(other, image!.id);
  expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="resoume-calido-01.jpg"');
  await response.body?.cancel();
});

// After the dashboard's ratings, whose downloads these would change.
describe("hiding a headshot", () => {
  const page = async (buyer: TestOrder, query = "", language: "en" | "de" = "en") =>
    decode(
      await (
        await worker.fetch(`/create-headshot${query}`, {
          headers: { Cookie: `${buyer.cookie}${language === "de" ? "; preferred-language=de" : ""}` },
        })
      ).text(),
    );
  const tiles = (html: string) => html.match(/<li id="image-/g)?.length ?? 0;
  const shown = async (buyer: TestOrder) => (await imagesOf(buyer)).filter((image) => image.n < 12);
  const hide = (buyer: TestOrder, image: string, hidden = "1") => send(buyer, { intent: "hide", image, hidden });

  test("leaves it out of the gallery and its zips, says how many are hidden, and shows it again on request", async () => {
    const [first, second] = await shown(checked);
    expect((await send(checked, { intent: "favourite", image: first!.id, favourite: "1" })).status).toBe(200);
    const hidden = await hide(checked, first!.id);
    expect(hidden.status).toBe(200);
    expect(tiles(hidden.text)).toBe(11);
    expect(hidden.text).not.toContain(`id="image-${first!.id}"`);
    const { gallery } = strings.en.createHeadshot;
    expect(hidden.text).toContain(fill(gallery.hidden, { count: 1 }));
    expect(hidden.text).toContain(fill(gallery.downloadAll, { count: 11 }));
    // Its only favourite is hidden: no favourites' download.
    expect(hidden.text).not.toContain(fill(gallery.downloadFavourites, { count: 1 }));
    expect(hidden.text).toContain('href="/create-headshot?show=hidden#results-heading"');
    expect((await download(checked, "favourites")).status).toBe(404);
    const files = await unzip(await download(checked, "all"));
    expect(Object.keys(files)).toHaveLength(11);
    expect(Object.keys(files)).not.toContain("resoume-corporate-01.jpg");
    // The buyer may still take it on its own.
    const alone = await download(checked, first!.id);
    expect(alone.status).toBe(200);
    await alone.body?.cancel();

    // The hidden ones on their own, each with its button to show it again, in the buyer's language.
    const german = await page(checked, "?show=hidden", "de");
    expect(tiles(german)).toBe(1);
    expect(german).toContain(`id="image-${first!.id}"`);
    expect(german).toContain(fill(strings.de.createHeadshot.gallery.show.hidden, { count: 1 }));
    expect(german).toContain(strings.de.createHeadshot.gallery.unhide);
    // Nothing to share while it is hidden.
    expect(german).not.toContain('name="intent" value="publish"');

    expect((await hide(checked, second!.id)).status).toBe(200);
    expect(await page(checked)).toContain(fill(gallery.hidden, { count: 2 }));
    for (const image of [first!, second!]) expect((await hide(checked, image.id, "0")).status).toBe(200);
    const whole = await page(checked);
    expect(tiles(whole)).toBe(12);
    expect(whole).not.toContain('href="/create-headshot?show=hidden#results-heading"');
    expect(Object.keys(await unzip(await download(checked, "all")))).toHaveLength(12);
    expect(Object.keys(await unzip(await download(checked, "favourites")))).toEqual(["resoume-corporate-01.jpg"]);
  });

  test("takes its public page down, and a hidden headshot cannot be published: said in en, de and es", async () => {
    const image = (await shown(checked))[3]!;
    expect((await send(checked, { intent: "publish", image: image.id, consent: "yes" })).status).toBe(200);
    const db = await worker.db();
    const item = await db.prepare("SELECT id FROM gallery_items WHERE headshot_id = ?").bind(image.id).first<string>("id");
    expect((await worker.fetch(`/gallery/${item}`)).status).toBe(200);
    expect((await hide(checked, image.id)).status).toBe(200);
    expect((await worker.fetch(`/gallery/${item}`)).status).toBe(410);
    for (const language of ["en", "de", "es"] as const) {
      const refused = await send(checked, { intent: "publish", image: image.id, consent: "yes" }, language);
      expect(refused.status).toBe(409);
      expect(refused.text).toContain(galleryAlert(strings[language].createHeadshot.gallery.errors.hidden));
    }
    const live = await db
      .prepare("SELECT COUNT(*) AS count FROM gallery_items WHERE headshot_id = ? AND removed_at IS NULL")
      .bind(image.id)
      .first<number>("count");
    expect(live).toBe(0);
    expect((await hide(checked, image.id, "0")).status).toBe(200);
  });

  test("another order's image, a refused one and a form of another order are refused and change nothing", async () => {
    const hiddenOf = async (id: string) =>
      (await worker.db()).prepare("SELECT hidden FROM order_headshots WHERE id = ?").bind(id).first<number>("hidden");
    const theirs = (await imagesOf(other))[0]!;
    for (const language of ["en", "de", "es"] as const) {
      const answer = await send(checked, { intent: "hide", image: theirs.id, hidden: "1" }, language);
      expect(answer.status).toBe(404);
      expect(answer.text).toContain(galleryAlert(strings[language].createHeadshot.gallery.errors.missing));
    }
    // The page of one order never changes another, even when it names the other's id.
    expect((await send({ ...checked, id: other.id }, { intent: "hide", image: theirs.id, hidden: "1" })).status).toBe(403);
    expect(await hiddenOf(theirs.id)).toBe(0);
    // An image the check refused is no part of the gallery.
    const refused = (await imagesOf(checked)).find((image) => image.n === 12)!;
    expect((await hide(checked, refused.id)).status).toBe(404);
    expect(await hiddenOf(refused.id)).toBe(0);
  });
});

test("the dashboard shows per delivered order what its generator made, refused by reason, delivered and cost", async () => {
  // 12 delivered and 3 refused, each charged at Astria; a hidden one is still delivered.
  const [made, refusals, delivered, cost] = await deliveredJobFigures(worker, "gallery.checked@example.com");
  expect(made).toBe("15");
  expect(refusals!.split(", ").sort()).toEqual(["no face: 2", "someone else: 1"]);
  expect(delivered).toBe("12");
  expect(cost).toBe("$3.75");
  // The local generator refused nothing here and costs nothing.
  expect(await deliveredJobFigures(worker, "gallery.other@example.com")).toEqual(["12", "none", "12", "$0 (local generator)", "0"]);
});
