/**
 * Every headshot of a delivered local order in every download format (ADR 049): each crop read in
 * the browser by the site's face library, independently of the Worker that cut it (./faces.ts),
 * shows exactly one face, the whole head inside the frame, its eye line and its height where the
 * format's norm puts them. The order is written as the local generator delivers it (ADR 067), from
 * the five selfies of one man; the page's own download links, in each format, are what is fetched.
 */
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { facesIn } from "./faces";
import { expect, gotoReady, test } from "./fixtures";

/** Each cropped format: its address, its size, and its norm (the head's share of the height, the eye line's from the top). */
const formats = [
  { query: "?format=linkedin", size: { width: 800, height: 800 }, head: 0.5, eyeLine: 0.42 },
  { query: "?format=cv&country=DE", size: { width: 531, height: 709 }, head: 0.55, eyeLine: 0.4 },
  { query: "?format=cv&country=FR", size: { width: 413, height: 531 }, head: 0.72, eyeLine: 0.45 },
  { query: "?format=cv&country=ES", size: { width: 307, height: 378 }, head: 0.72, eyeLine: 0.45 },
] as const;

test("every headshot of a local order keeps the whole head in every format, at the norm's placement", async ({ page, browser, seed }) => {
  // 48 crops made by the Worker, then read in one page.
  test.setTimeout(240_000);
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"] });
  const { results } = resources.en.createHeadshot;
  const style = resources.en.gallery.styles.corporate;
  const crops: Array<{ name: string; format: (typeof formats)[number]; bytes: Uint8Array }> = [];
  for (const format of formats) {
    await gotoReady(page, `/create-headshot${format.query}`);
    for (let n = 1; n <= 12; n += 1) {
      const href = await page.getByRole("link", { name: fill(results.downloadLabel, { n, style }) }).getAttribute("href");
      const response = await page.request.get(href!);
      expect(response.status(), `${format.query} #${n}`).toBe(200);
      const bytes = new Uint8Array(await response.body());
      expect(imageSize(bytes, sniffFormat(bytes)!)).toEqual(format.size);
      crops.push({ name: `${format.query} #${n}`, format, bytes });
    }
  }
  const seen = await facesIn(
    browser,
    crops.map((crop) => crop.bytes),
  );
  for (const [index, { name, format }] of crops.entries()) {
    const face = seen[index]!;
    expect(face.faces, name).toBe(1);
    // Nothing filled beside the photograph.
    expect(face.flatEdges, name).toEqual([]);
    expect(Math.abs(face.eyes.y - format.eyeLine), `${name}: eye line`).toBeLessThan(0.04);
    expect(Math.abs(face.eyes.x - 0.5), `${name}: in the middle`).toBeLessThan(0.04);
    // The head, crown to chin, as ADR 049 takes it: the chin 1 / 0.64 of the eyes' distance to the
    // mouth below them, the head 1.8 times the eyes' height above the chin.
    const eyesToChin = (face.mouth - face.eyes.y) / 0.64;
    expect(Math.abs((1.8 * eyesToChin) / format.head - 1), `${name}: head height`).toBeLessThan(0.1);
    // The whole head inside: its crown below the top, its jaw above the bottom.
    expect(face.eyes.y - 0.8 * eyesToChin, `${name}: crown`).toBeGreaterThan(0);
    expect(face.jaw, `${name}: jaw`).toBeLessThan(1);
  }
});
