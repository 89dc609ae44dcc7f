/**
 * The buyer's private gallery of a delivered Basic order, with JavaScript on and off, in English and
 * then in Spanish: a favourite, a rating, the large view (with the keyboard, where JavaScript runs),
 * one image downloaded and the zip of all of them opened, and one image in each cropped format: the
 * CV photo for Germany and for Spain and the LinkedIn picture, their sizes and where their faces' eyes
 * are. One order serves both languages, as its buyer may switch (a delivery takes most of the time):
 * each language favourites and rates images of its own.
 */
import type { Browser, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { eyeLinesOf } from "./faces";
import { deliveredBasic, expect, gotoReady, scriptsEnabled, test } from "./fixtures";

test("the gallery of a delivered order: favourite, rate, large view, downloads in each format, in en and in es", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await deliveredBasic(page, "en");
  await checkGallery(page, browser, "en", { favourited: 1, rated: 2, favouritesBefore: 0 });
  await gotoReady(page, "/es/create-headshot");
  await checkGallery(page, browser, "es", { favourited: 3, rated: 4, favouritesBefore: 1 });
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

  await expect(page.getByRole("heading", { level: 3, name: `${corporate} ${fill(gallery.count, { count: 12 })}` })).toBeVisible();
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
    if (crop.country) await choice.getByLabel(formats.country).selectOption({ label: countryNames[crop.country].name });
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
  const eyeLines = await eyeLinesOf(browser, downloaded);
  for (const [index, crop] of crops.entries()) expect(Math.abs(eyeLines[index]! - crop.eyeLine), crop.name).toBeLessThan(0.04);
  await expect(page.getByRole("link", { name: fill(gallery.downloadAll, { count: 12 }) })).toHaveAttribute(
    "href",
    /\/all\?format=linkedin$/,
  );
}
