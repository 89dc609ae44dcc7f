import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { decode } from "../setup/html";
import { bytesOf, expectWebCopies } from "../setup/web-copies";
import { workerWithDeliveredOrder, type TestOrder } from "../setup/orders";
import { storeHeadshot } from "~/features/photos/jobs/headshots.server";
import type { TestWorker } from "../setup/worker";

/**
 * The order page's tiles as the web serves them (docs/decisions/097-tiles-as-the-web-serves-them.md):
 * storing a headshot makes, once, WebP and progressive 4:2:0 MozJPEG pictures of it at the widths the
 * grid's tiles need, which each tile offers in a `<picture>` under its one signed address.
 */

let worker: TestWorker;
let order: TestOrder;
let images: string[];

beforeAll(async () => {
  ({ worker, order, images } = await workerWithDeliveredOrder(["corporate"], "tiles@example.com"));
}, 120_000);
afterAll(() => worker?.dispose());

const slot = "(max-width: 40rem) calc(100vw - 5.5rem), 20rem";

/** The order page's tile of `image`: its WebP candidates, and its `<img>`'s address, candidates, slot and size. */
async function tileOf(image: string) {
  const html = decode(await (await worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } })).text());
  const start = html.indexOf(`<li id="image-${image}"`);
  expect(start).toBeGreaterThan(-1);
  const tile = html.slice(start, html.indexOf("</li>", start));
  const source = /<source type="image\/webp" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(tile);
  const img = /<img src="([^"]+)" srcSet="([^"]+)" sizes="([^"]+)" alt="" width="(\d+)" height="(\d+)" loading="lazy"\/>/.exec(tile);
  return { tile, source, img };
}

/** A `srcset`'s candidates: each address with its width. */
const candidates = (srcset: string) =>
  srcset.split(", ").map((candidate) => {
    const [address, width] = candidate.split(" ");
    return { address: address!, width: Number(width!.slice(0, -1)) };
  });

describe("a delivered headshot's tile", () => {
  test("offers WebP and MozJPEG at 320 and 640 pixels for the tile's slot, the thumbnail as its fallback", async () => {
    const { source, img } = await tileOf(images[0]!);
    expect(source, "the tile's WebP source").not.toBeNull();
    expect(img, "the tile's <img>").not.toBeNull();
    const [, webpSet, webpSizes] = source!;
    const [, src, jpegSet, jpegSizes, width, height] = img!;
    expect([webpSizes, jpegSizes]).toEqual([slot, slot]);
    expect([width, height]).toEqual(["256", "256"]);
    expect(src).toMatch(new RegExp(`^/photos/${order.id}/${images[0]}\\?size=thumb&expires=\\d+&sig=[^&]+$`));
    for (const [set, format] of [
      [webpSet!, "webp"],
      [jpegSet!, "jpg"],
    ] as const) {
      expect(candidates(set)).toEqual([320, 640].map((width) => ({ address: `${src}&w=${width}&f=${format}`, width })));
    }
  });

  test("each picture is its format at its width, the JPEGs progressive 4:2:0, each lighter than Photon's JPEG of the page before", async () => {
    const { source, img } = await tileOf(images[1]!);
    for (const { address, width } of candidates(source![1]!))
      await expectWebCopies(
        await worker.fetch(address),
        await worker.fetch(address.replace("&f=webp", "&f=jpg")),
        width,
        /^private, max-age=\d+$/,
      );
    // The thumbnail's own address, which the delivery e-mail shows, is the smallest JPEG.
    const thumbnail = await bytesOf(await worker.fetch(img![1]!));
    expect(thumbnail).toEqual(await bytesOf(await worker.fetch(`${img![1]}&w=320&f=jpg`)));
  });

  test("an address that asks for a width or a format the tile does not offer, or is altered, answers 404", async () => {
    const { img } = await tileOf(images[2]!);
    const src = img![1]!;
    const addresses = [
      `${src}&w=480&f=webp`,
      `${src}&w=640&f=png`,
      `${src}&w=640`,
      `${src}&f=webp`,
      `${src}&w=640&f=webp`.replace(/sig=[^&]/, (sig) => `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`),
      `${src}&w=640&f=webp`.replace("size=thumb", "size=preview"),
    ];
    for (const address of addresses) expect((await worker.fetch(address)).status, address).toBe(404);
  });

  test("a headshot stored before there were tile pictures keeps its one thumbnail, and offers nothing more", async () => {
    const db = await worker.db();
    await db.prepare("UPDATE order_headshots SET thumb_widths = NULL WHERE id = ?").bind(images[3]).run();
    const { tile, source } = await tileOf(images[3]!);
    expect(source).toBeNull();
    const [, src] = /<img src="([^"]+)" alt="" width="256" height="256" loading="lazy"\/>/.exec(tile) ?? [];
    expect(src).toMatch(/size=thumb&expires=\d+&sig=[^&]+$/);
    expect((await worker.fetch(src!)).status).toBe(200);
    expect((await worker.fetch(`${src}&w=640&f=webp`)).status).toBe(404);
  });

  test("an image the check refused has no tile pictures, as no page and no e-mail shows it", async () => {
    const env = { DB: await worker.db(), PHOTOS: await worker.photos() } as Env;
    const headshot = await env.DB.prepare("SELECT r2_key FROM order_headshots WHERE id = ?").bind(images[4]).first<string>("r2_key");
    const bytes = new Uint8Array(await (await env.PHOTOS.get(headshot!))!.arrayBuffer());
    const refuse = async () => ({ refused: "someone else" as const, likeness: null, face: null });
    await storeHeadshot(env, order.id, "corporate", 99, bytes, refuse);
    const row = await env.DB.prepare("SELECT refused, thumb_key, thumb_widths FROM order_headshots WHERE order_id = ? AND n = 99")
      .bind(order.id)
      .first();
    expect(row).toEqual({ refused: "someone else", thumb_key: null, thumb_widths: null });
    expect((await env.PHOTOS.list({ prefix: `orders/${order.id}/thumbnails/corporate-099` })).objects).toEqual([]);
  });
});
