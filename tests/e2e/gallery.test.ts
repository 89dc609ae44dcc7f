/**
 * The buyer's private gallery of a delivered Basic order, with JavaScript on and off, in English and
 * then in Spanish: a favourite, a rating, the large view (with the keyboard, where JavaScript runs),
 * one image downloaded and the zip of all of them opened, and one image in each cropped format: the
 * CV photo for Germany and for Spain and the LinkedIn picture, their sizes and where their faces' eyes
 * are. Then publishing from it: only with the consent ticked; another visitor then sees the public
 * page with its share links and link preview, which asks search engines not to list it unless the
 * buyer also ticked that they may, as the order page says for each (with JavaScript, the button says
 * it is publishing while the page is made); taken down, the page says so.
 * And the buyer downloads all their data as one zip. A headshot hidden and shown again.
 *
 * One order serves all of it, written into the server's storage as the local generator delivers it
 * (ADR 067; the delivery itself is purchase.test.ts's): each language favourites and rates images of
 * its own, and publishing leaves the gallery's choices alone.
 */
import type { Browser, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { facesIn } from "./faces";
import { expect, gotoReady, scriptsEnabled, test } from "./fixtures";

test("the gallery of a delivered order in en and in es; publishing from it; the buyer's data", async ({ page, browser, seed }) => {
  // Two languages' worth of pages, downloads and crops whose faces are read in the browser.
  test.setTimeout(240_000);
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"] });
  await gotoReady(page, "/create-headshot");
  await expect(page.getByRole("heading", { name: resources.en.createHeadshot.results.heading, exact: true })).toBeVisible();
  await test.step("favourite, rate, large view, downloads in each format, in en", () =>
    checkGallery(page, browser, "en", { favourited: 1, rated: 2, favouritesBefore: 0 }));
  await test.step("the same in es, on images of its own", async () => {
    await gotoReady(page, "/es/create-headshot");
    await checkGallery(page, browser, "es", { favourited: 3, rated: 4, favouritesBefore: 1 });
  });
  await test.step("publish a headshot for its link and one for search engines too, see them as another visitor, take one down; take the data along", async () => {
    await gotoReady(page, "/create-headshot");
    await checkPublishing(page, browser);
  });
});

test("each format chosen shows in the tiles at its proportions, with JavaScript at once; a headshot that does not give it says why instead of offering it", async ({
  page,
  seed,
}) => {
  test.setTimeout(120_000);
  // From the waist-up portrait alone, whose crown is near its top: some headshots give no room above the head for a norm.
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"], selfies: ["man-formal-portrait.jpg"] });
  await gotoReady(page, "/create-headshot");
  const { gallery, results } = resources.en.createHeadshot;
  const { formats } = gallery;
  const corporate = resources.en.gallery.styles.corporate;
  const reasons = Object.values(formats.unfit);
  const tiles = page.locator(".gallery__item");
  await expect(tiles).toHaveCount(12);
  // With JavaScript a format applies at once, without the server: a slow one does not hold it back.
  if (scriptsEnabled()) await page.route(/\.data(\?|$)/, (route) => route.abort());
  let refused = 0;
  for (const { label, country, ratio } of [
    { label: formats.linkedin, country: null, ratio: 1 },
    { label: formats.cv, country: "Germany", ratio: 45 / 60 },
    { label: formats.cv, country: "France", ratio: 35 / 45 },
    { label: formats.cv, country: "Spain", ratio: 26 / 32 },
  ]) {
    const choice = page.locator("#formats");
    if (!(await choice.evaluate((details: HTMLDetailsElement) => details.open))) await choice.locator("summary").click();
    await choice.getByLabel(label).check();
    if (country) await choice.getByLabel(formats.country, { exact: true }).selectOption({ label: country });
    if (!scriptsEnabled()) await choice.getByRole("button", { name: formats.apply }).click();
    const name = country ? fill(formats.cvFor, { country }) : label;
    await expect(page.locator("#formats summary")).toHaveText(fill(formats.summary, { format: name }));
    for (let n = 1; n <= 12; n += 1) {
      const tile = tiles.nth(n - 1);
      const picture = tile.locator(".gallery__open > *");
      // The tile has the format's proportions whether or not its picture has loaded.
      await expect
        .poll(() => picture.evaluate((shown) => shown.getBoundingClientRect().width / shown.getBoundingClientRect().height))
        .toBeCloseTo(ratio, 2);
      const reason = tile.locator(".gallery__unfit");
      const download = tile.getByRole("link", { name: fill(results.downloadLabel, { n, style: corporate }) });
      if ((await reason.count()) > 0) {
        refused += 1;
        expect(reasons).toContain(await reason.textContent());
        await expect(download).toHaveCount(0);
        continue;
      }
      await expect(download).toHaveAttribute("href", /format=/);
      // The picture is the headshot in that format.
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const natural = await picture.evaluate((img: HTMLImageElement) => img.naturalWidth / img.naturalHeight);
      expect(natural).toBeCloseTo(ratio, 2);
    }
  }
  expect(refused).toBeGreaterThan(0);
});

test('a hidden headshot leaves the gallery and the count of "Download all", kept by the server, and comes back from the hidden ones', async ({
  page,
  seed,
}) => {
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"] });
  await gotoReady(page, "/create-headshot");
  const { gallery } = resources.en.createHeadshot;
  const second = { n: 2, style: resources.en.gallery.styles.corporate };
  const tiles = page.locator(".gallery__item");
  const saved = (click: () => Promise<void>) =>
    Promise.all([page.waitForResponse((response) => response.request().method() === "POST" && response.ok()), click()]);
  await expect(tiles).toHaveCount(12);

  await saved(() => page.getByRole("button", { name: fill(gallery.hideLabel, second) }).click());
  await expect(tiles).toHaveCount(11);
  await expect(page.getByText(fill(gallery.hidden, { count: 1 }))).toBeVisible();
  await expect(page.getByRole("link", { name: fill(gallery.downloadAll, { count: 11 }) })).toBeVisible();
  // Kept by the server, not only by the page.
  await gotoReady(page, "/create-headshot");
  await expect(tiles).toHaveCount(11);
  await expect(page.getByRole("button", { name: fill(gallery.hideLabel, second) })).toHaveCount(0);

  await page.getByRole("link", { name: gallery.showHidden }).click();
  await expect(tiles).toHaveCount(1);
  await expect(page.getByRole("link", { name: fill(gallery.show.hidden, { count: 1 }) })).toHaveAttribute("aria-current", "page");
  await saved(() => page.getByRole("button", { name: fill(gallery.unhideLabel, second) }).click());
  // None hidden any more: all of them again.
  await expect(tiles).toHaveCount(12);
  await expect(page.getByRole("link", { name: fill(gallery.downloadAll, { count: 12 }) })).toBeVisible();
  await expect(page.getByText(fill(gallery.hidden, { count: 1 }))).toHaveCount(0);
});

/** The gallery in `language`: image `favourited` made a favourite beside `favouritesBefore` others, image `rated` given four stars. */
async function checkGallery(
  page: Page,
  browser: Browser,
  language: "en" | "es",
  { favourited, rated, favouritesBefore }: { favourited: number; rated: number; favouritesBefore: number },
) {
  const { createHeadshot: strings, gallery: galleryStrings } = resources[language];
  const { gallery, results } = strings;
  const corporate = galleryStrings.styles.corporate;
  const image = (n: number) => ({ n, style: corporate });

  await expect(page.getByRole("heading", { level: 2, name: `${corporate} ${fill(gallery.count, { count: 12 })}` })).toBeVisible();
  const favourites = { count: favouritesBefore + 1 };
  await expect(page.getByRole("link", { name: fill(gallery.downloadFavourites, favourites) })).toHaveCount(0);

  // A favourite and a rating, kept by the server: still there after a reload. With JavaScript the
  // page shows them before the server has answered, so each click waits for that answer.
  const saved = (click: () => Promise<void>) =>
    Promise.all([page.waitForResponse((response) => response.request().method() === "POST" && response.ok()), click()]);
  const favourite = page.getByRole("button", { name: fill(gallery.favouriteLabel, image(favourited)) });
  await saved(() => favourite.click());
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  const rating = page.getByRole("group", { name: fill(gallery.rating, image(rated)) });
  await saved(() => rating.getByRole("button", { name: fill(gallery.star, { stars: 4 }) }).click());
  await expect(rating.getByRole("button", { name: fill(gallery.star, { stars: 4 }) })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("link", { name: fill(gallery.downloadFavourites, favourites) })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: fill(gallery.favouriteLabel, image(favourited)) })).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("group", { name: fill(gallery.rating, image(rated)) }).getByRole("button", { name: fill(gallery.star, { stars: 4 }) }),
  ).toHaveAttribute("aria-pressed", "true");

  // The large view: a dialog moved through with the keyboard; without JavaScript, the image itself.
  const open = page.getByRole("link", { name: fill(gallery.open, image(1)) });
  if (scriptsEnabled()) {
    // The gallery's own code arrives after the page's; once it runs, the format choice applies
    // at once, without its button.
    await expect(page.getByRole("button", { name: gallery.formats.apply, includeHidden: true })).toHaveCount(0);
    await open.click();
    const dialog = page.getByRole("dialog");
    const position = (n: number) => `${fill(results.label, image(n))} · ${fill(gallery.viewer.position, { n, total: 12 })}`;
    await expect(dialog.getByRole("heading")).toHaveText(position(1));
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading")).toHaveText(position(2));
    await expect(dialog.getByRole("img")).toHaveJSProperty("naturalWidth", 768);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading")).toHaveText(position(12));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // The focus comes back to the image last shown.
    await expect(page.getByRole("link", { name: fill(gallery.open, image(12)) })).toBeFocused();
  } else {
    const full = await page.request.get((await open.getAttribute("href"))!);
    expect(full.headers()["content-type"]).toBe("image/jpeg");
  }

  // One image at full resolution, then every image in one zip.
  const [one] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: fill(results.downloadLabel, image(1)) }).click(),
  ]);
  expect(one.suggestedFilename()).toBe("resoume-corporate-01.jpg");
  const bytes = new Uint8Array(await readFile((await one.path())!));
  expect(imageSize(bytes, sniffFormat(bytes)!)).toEqual({ width: 768, height: 768 });

  const [all] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: fill(gallery.downloadAll, { count: 12 }) }).click(),
  ]);
  expect(all.suggestedFilename()).toBe("resoume-headshots.zip");
  const files = unzipSync(new Uint8Array(await readFile((await all.path())!)));
  expect(Object.keys(files).sort()).toEqual(
    Array.from({ length: 12 }, (_, i) => `resoume-corporate-${String(i + 1).padStart(2, "0")}.jpg`),
  );
  for (const file of Object.values(files)) expect(sniffFormat(file)).toBe("jpeg");

  // The CV photo for Germany and for Spain, and the LinkedIn picture: each at its size, the eye
  // line found where the format's norm puts it (45 × 60 mm: 40 % from the top; 26 × 32 mm: 45 %).
  const { formats } = gallery;
  const countryNames = resources[language].reviewCountries.countries;
  const crops = [
    { format: formats.cv, country: "DE", name: "cv-45x60mm", size: { width: 531, height: 709 }, eyeLine: 0.4 },
    { format: formats.cv, country: "ES", name: "cv-26x32mm", size: { width: 307, height: 378 }, eyeLine: 0.45 },
    { format: formats.linkedin, country: null, name: "linkedin", size: { width: 800, height: 800 }, eyeLine: 0.42 },
  ] as const;
  const downloaded: Uint8Array[] = [];
  for (const crop of crops) {
    const choice = page.locator("#formats");
    if (!(await choice.evaluate((details: HTMLDetailsElement) => details.open))) await choice.locator("summary").click();
    await choice.getByLabel(crop.format).check();
    if (crop === crops[0] && language === "en") {
      // No country is chosen for an English visitor whose edge names none where CVs carry a photo: the CV photo asks for one.
      if (scriptsEnabled()) await expect(choice.getByLabel(formats.country, { exact: true })).toBeFocused();
      else await choice.getByRole("button", { name: formats.apply }).click();
      if (!scriptsEnabled()) await expect(page.getByRole("alert")).toHaveText(formats.countryMissing);
      await expect(page.locator("#formats summary")).toHaveText(fill(formats.summary, { format: formats.original }));
      if (!scriptsEnabled()) await choice.getByLabel(crop.format).check();
    }
    if (crop.country) await choice.getByLabel(formats.country, { exact: true }).selectOption({ label: countryNames[crop.country].name });
    // Without JavaScript the choice is sent as a plain form; with it, each change applies at once.
    if (!scriptsEnabled()) await choice.getByRole("button", { name: formats.apply }).click();
    const name = crop.country ? fill(formats.cvFor, { country: countryNames[crop.country].name }) : crop.format;
    await expect(page.locator("#formats summary")).toHaveText(fill(formats.summary, { format: name }));
    const [file] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: fill(results.downloadLabel, image(1)) }).click(),
    ]);
    expect(file.suggestedFilename()).toBe(`resoume-corporate-01-${crop.name}.jpg`);
    const cropped = new Uint8Array(await readFile((await file.path())!));
    expect(imageSize(cropped, sniffFormat(cropped)!)).toEqual(crop.size);
    downloaded.push(cropped);
  }
  const seen = await facesIn(browser, downloaded);
  for (const [index, crop] of crops.entries()) {
    expect(seen[index]!.faces, crop.name).toBe(1);
    expect(Math.abs(seen[index]!.eyes.y - crop.eyeLine), crop.name).toBeLessThan(0.04);
  }
  await expect(page.getByRole("link", { name: fill(gallery.downloadAll, { count: 12 }) })).toHaveAttribute(
    "href",
    /\/all\?format=linkedin$/,
  );
}

/**
 * How long publishing may take: it encodes the public page's copies of the image at each width, in
 * MozJPEG and WebP, seconds of CPU on this two-core machine while the other browser's tests run.
 */
const publishMs = 30_000;

/** The first two headshots published (one also for search engines) and seen as another visitor, one taken down; the buyer's data. */
async function checkPublishing(page: Page, browser: Browser) {
  const { gallery } = resources.en.createHeadshot;
  const publicStrings = resources.en.gallery;
  const tile = page.locator(".gallery__item").first();
  await tile.getByText(gallery.publishing.share).click();
  await tile.getByRole("button", { name: gallery.publishing.publish }).click();
  await expect(page.getByRole("alert").filter({ hasText: gallery.errors.consent })).toBeVisible();

  // Refused, the form stays open with its message; published, the tile shows its public page.
  const again = page.locator(".gallery__item").first();
  await again.getByLabel(gallery.publishing.consent).check();
  await again.getByRole("button", { name: gallery.publishing.publish }).click();
  const link = page
    .locator(".gallery__item")
    .first()
    .getByRole("link", { name: /\/gallery\/[\w-]{22}$/ });
  await expect(link).toBeVisible({ timeout: publishMs });
  const address = (await link.getAttribute("href"))!;
  await expect(page.locator(".gallery__item").first().getByText(gallery.publishing.published.unlisted)).toBeVisible();

  // The second, with search engines let in as well.
  const second = () => page.locator(".gallery__item").nth(1);
  await second().getByText(gallery.publishing.share).click();
  await second().getByLabel(gallery.publishing.consent).check();
  await second().getByLabel(gallery.publishing.findable).check();
  // With JavaScript the button says that it is publishing, and takes no second click, until the page is
  // made: the answer is held back here until that is seen. (Without, the browser shows its own loading.)
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  if (scriptsEnabled())
    await page.route(/\/create-headshot/, async (route) => {
      if (route.request().method() === "POST" && route.request().postData()?.includes("intent=publish")) await held;
      await route.fallback();
    });
  await second().getByRole("button", { name: gallery.publishing.publish }).click();
  if (scriptsEnabled()) await expect(second().getByRole("button", { name: gallery.publishing.publishing })).toBeDisabled();
  answer();
  const findableLink = second().getByRole("link", { name: /\/gallery\/[\w-]{22}$/ });
  await expect(findableLink).toBeVisible({ timeout: publishMs });
  await page.unrouteAll();
  const findableAddress = (await findableLink.getAttribute("href"))!;
  await expect(second().getByText(gallery.publishing.published.listed)).toBeVisible();
  await expect(second().getByText(gallery.publishing.published.unlisted)).toHaveCount(0);

  // Another visitor, with nothing of the buyer's.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const other = await visitor.newPage();
  const response = await other.goto(address);
  expect(response!.status()).toBe(200);
  await expect(other.getByRole("heading", { level: 1, name: publicStrings.heading })).toBeVisible();
  await expect(other.getByRole("img", { name: publicStrings.imageAlt.replace("{{style}}", "Corporate") })).toBeVisible();
  await expect(other.getByRole("link", { name: publicStrings.share.linkedin })).toHaveAttribute(
    "href",
    /linkedin\.com\/sharing\/share-offsite/,
  );
  await expect(other.locator('meta[property="og:image"]')).toHaveAttribute("content", `${address}/preview`);
  await expect(other.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(other.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const sitemap = await (await other.request.get(new URL("/sitemap.xml", address).href)).text();
  expect(sitemap).not.toContain(address);

  expect((await other.goto(findableAddress))!.status()).toBe(200);
  await expect(other.getByRole("heading", { level: 1, name: publicStrings.heading })).toBeVisible();
  await expect(other.locator('meta[name="robots"]')).toHaveCount(0);
  expect(sitemap).toContain(`<loc>${findableAddress}</loc>`);

  await page.locator(".gallery__item").first().getByRole("button", { name: gallery.publishing.unpublish }).click();
  await expect(
    page
      .locator(".gallery__item")
      .first()
      .getByRole("link", { name: /\/gallery\// }),
  ).toHaveCount(0);
  const gone = await other.goto(address);
  expect(gone!.status()).toBe(410);
  await expect(other.getByRole("heading", { level: 1, name: publicStrings.removed.heading })).toBeVisible();
  await visitor.close();

  const { exportData } = resources.en.createHeadshot;
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: exportData.button }).click()]);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  expect(Object.keys(files).filter((name) => name.startsWith("headshots/"))).toHaveLength(12);
  expect(JSON.parse(new TextDecoder().decode(files["order.json"]!)).order.status).toBe("delivered");
}
