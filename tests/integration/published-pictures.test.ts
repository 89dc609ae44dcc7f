import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { expectWebCopies } from "../setup/web-copies";
import { buyer, workerWithDeliveredOrder, type TestOrder } from "../setup/orders";
import type { TestWorker } from "../setup/worker";

/**
 * A published headshot's picture as the web serves it (docs/decisions/093-pictures-as-the-web-serves-them.md):
 * publishing makes, once, WebP and progressive 4:2:0 MozJPEG copies at the widths phones and desktops
 * need, which the public page offers in a `<picture>` and serves with a year's cache; unpublishing and
 * the 30-day deletion remove them.
 */

let worker: TestWorker;
const { post } = buyer(() => worker);
let order: TestOrder;
let images: string[];

beforeAll(async () => {
  ({ worker, order, images } = await workerWithDeliveredOrder(["corporate"], "pictures@example.com"));
}, 120_000);
afterAll(() => worker?.dispose());

/** Publishes an image of the order and gives its page's path, as the order page links it. */
async function publish(image: string): Promise<string> {
  expect((await post(order, { intent: "publish", image, consent: "yes" })).status).toBe(200);
  const id = await (
    await worker.db()
  )
    .prepare("SELECT id FROM gallery_items WHERE headshot_id = ? AND removed_at IS NULL")
    .bind(image)
    .first<string>("id");
  return `/gallery/${id}`;
}

const copiesIn = async (prefix: string) => (await (await worker.photos()).list({ prefix })).objects.map((object) => object.key);

describe("a published headshot's picture", () => {
  let path: string;
  beforeAll(async () => {
    path = await publish(images[0]!);
  }, 60_000);

  test("the public page offers WebP and MozJPEG copies at each width within the 768-pixel headshot, in a <picture>", async () => {
    const html = await (await worker.fetch(path)).text();
    const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? "";
    const widths = [384, 512, 672, 768];
    const srcset = (format: string) => widths.map((width) => `${path}/${width}.${format} ${width}w`).join(", ");
    expect(picture).toContain(
      `<source type="image/webp" srcSet="${srcset("webp")}" sizes="(min-width: 37rem) 32rem, calc(100vw - 2.5rem)"/>`,
    );
    const img = /<img [^>]*>/.exec(picture)?.[0] ?? "";
    expect(img).toContain(`src="${path}/768.jpg"`);
    expect(img).toContain(`srcSet="${srcset("jpg")}"`);
    expect(img).toContain('sizes="(min-width: 37rem) 32rem, calc(100vw - 2.5rem)"');
    expect(img).toContain('width="512" height="512"');
    expect(img).toContain('fetchPriority="high"');

    const cached = "public, max-age=31536000, s-maxage=300, immutable";
    for (const width of widths)
      await expectWebCopies(await worker.fetch(`${path}/${width}.webp`), await worker.fetch(`${path}/${width}.jpg`), width, cached);
  });

  test("the answer's header preloads the copy the page's WebP source will take, with the same candidates and slot", async () => {
    const answer = await worker.fetch(path);
    const html = await answer.text();
    const source = /<source type="image\/webp" srcSet="([^"]*)" sizes="([^"]*)"\/>/.exec(html);
    expect(source).not.toBeNull();
    const [, srcset, sizes] = source!;
    expect(answer.headers.get("Link")).toBe(
      `<${path}/768.webp>; rel=preload; as=image; type="image/webp"; fetchpriority=high; imagesrcset="${srcset}"; imagesizes="${sizes}"`,
    );
    // Decoded off the main thread, so that the page's first paint does not wait on it.
    const picture = /<picture>(.*?)<\/picture>/s.exec(html)?.[1] ?? "";
    expect(/<img [^>]*>/.exec(picture)?.[0]).toContain('decoding="async"');
  });

  test("of the addresses of its copies, only those the page offers are found", async () => {
    expect((await worker.fetch(`${path}/384.webp`)).status).toBe(200);
    const other = await (await worker.db()).prepare("SELECT id FROM gallery_items WHERE removed_at IS NULL").first<string>("id");
    for (const size of [
      "1024.webp",
      "640.webp",
      "576.jpg",
      "0384.webp",
      "384.png",
      "384.WEBP",
      "384.webp.jpg",
      "-384.jpg",
      "99999999.jpg",
    ]) {
      expect((await worker.fetch(`${path}/${size}`)).status, size).toBe(404);
    }
    expect((await worker.fetch(`/gallery/${other}x/384.webp`)).status).toBe(404);
  });

  test("taking the page down deletes every copy; their addresses answer 410", async () => {
    const id = path.split("/").pop()!;
    const prefix = `orders/${order.id}/published/${id}`;
    expect((await copiesIn(prefix)).sort()).toEqual(
      [`${prefix}.jpg`, ...[384, 512, 672, 768].flatMap((width) => [`${prefix}-${width}.jpg`, `${prefix}-${width}.webp`])].sort(),
    );
    expect((await post(order, { intent: "unpublish", item: id })).status).toBe(200);
    expect(await copiesIn(prefix)).toEqual([]);
    for (const size of ["384.webp", "768.jpg", "image"]) {
      const gone = await worker.fetch(`${path}/${size}`);
      expect(gone.status).toBe(410);
      expect(gone.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  test("the 30-day deletion takes the copies with the order", async () => {
    const page = await publish(images[1]!);
    const prefix = `orders/${order.id}/published/${page.split("/").pop()}`;
    expect(await copiesIn(prefix)).toHaveLength(9);
    await worker.cron(new Date(Date.now() + 31 * 86_400_000));
    expect(await copiesIn(`orders/${order.id}/`)).toEqual([]);
    expect((await worker.fetch(`${page}/672.webp`)).status).toBe(410);
    expect((await worker.fetch(page)).status).toBe(410);
  });
});
