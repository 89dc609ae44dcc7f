/**
 * A buyer without JavaScript, with each pack and in each language, goes from the paid order to
 * "photos ready" and the start: plain forms, the photos in one multipart post, and messages from
 * the server for what it refuses.
 */
import path from "node:path";
import de from "~/locales/de/create-headshot";
import en from "~/locales/en/create-headshot";
import es from "~/locales/es/create-headshot";
import deGallery from "~/locales/de/gallery";
import enGallery from "~/locales/en/gallery";
import esGallery from "~/locales/es/gallery";
import { fill } from "~/utils/translate";
import { photoDir } from "../setup/photos";
import { styles as allStyles } from "~/content/business";
import {
  paidOrderPage,
  expect,
  expectStyleCards,
  facesReadOnTheServer,
  goodSelfies,
  preferLanguage,
  serverFacesMs,
  test,
} from "./fixtures";

const cases = [
  { plan: "basic", language: "en", strings: en, styleNames: enGallery.styles, styles: ["corporate"] },
  { plan: "premium", language: "de", strings: de, styleNames: deGallery.styles, styles: ["corporate", "warm", "greenery"] },
  {
    plan: "ultimate",
    language: "es",
    strings: es,
    styleNames: esGallery.styles,
    styles: ["academic", "casual", "creative", "realEstate", "warm", "corporate"],
  },
] as const;

for (const { plan, language, strings, styleNames, styles } of cases) {
  test(`${plan} in ${language}: styles, five selfies, photos ready`, async ({ page, context, baseURL, seed }) => {
    if (language === "de") await preferLanguage(context, baseURL, "de");
    await paidOrderPage(page, seed, plan, language === "es" ? "es" : "en");
    const { upload } = strings;
    await expect(page.getByText(fill(upload.statusLine, { status: upload.status.paid }))).toBeVisible();
    await expect(page.getByText(upload.photos.noscript)).toBeVisible();

    await expectStyleCards(
      page,
      allStyles.map((style) => styleNames[style]),
    );
    await page.getByLabel(upload.choices.subjects.woman).check();
    for (const style of styles) await page.getByLabel(styleNames[style], { exact: true }).check();
    await page.getByRole("button", { name: upload.choices.save }).click();
    await expect(page.getByText(upload.choices.saved)).toBeInViewport();
    for (const style of styles) await expect(page.getByLabel(styleNames[style], { exact: true })).toBeChecked();

    facesReadOnTheServer();
    await page.locator('input[type="file"][name="photos"]').setInputFiles(goodSelfies.map((name) => path.join(photoDir, name)));
    await page.getByRole("button", { name: upload.photos.send }).click();
    await expect(page.getByText(fill(upload.photos.count, { count: 5, max: 10 }))).toBeVisible({ timeout: serverFacesMs });
    for (const name of goodSelfies) await expect(page.getByText(fill(upload.photos.uploaded, { name }))).toBeVisible();
    await expect(page.getByText(fill(upload.statusLine, { status: upload.status.photos_ready }))).toBeVisible();
    // The thumbnails are the stored copies, from short-lived signed addresses.
    const thumbnail = page.getByRole("img", { name: "same-man-press-room.jpg" });
    await expect(thumbnail).toHaveAttribute("src", /^\/photos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?expires=\d+&sig=/);
    // Thumbnails load lazily: in view, this one shows the stored copy at its full size.
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1480);

    // The start itself is followed to the delivery by tests/e2e/purchase.test.ts; here only the smallest
    // pack starts, so that no larger job takes the test server's time from the tests beside it.
    if (plan === "basic") {
      await page.getByRole("button", { name: upload.start.button }).click();
      await expect(page.getByRole("heading", { name: strings.progress.heading })).toBeVisible();
    }
  });
}

test("the pack's limit is said before saving, and a choice over it is explained at the form, as ticked", async ({ page, seed }) => {
  await paidOrderPage(page, seed, "premium");
  const { choices, errors } = en.upload;
  const names = enGallery.styles;
  const limit = page.getByText(fill(choices.limit, { count: 3 }));
  await expect(limit).toBeVisible();
  await page.getByLabel(choices.subjects.man).check();
  const over = ["academic", "casual", "corporate", "warm"] as const;
  for (const style of over) await page.getByLabel(names[style], { exact: true }).check();
  await page.getByRole("button", { name: choices.save }).click();
  await expect(page.getByText(fill(errors.tooManyStyles, { chosen: 4, count: 3 }))).toBeInViewport();
  await expect(page.getByText(choices.saved)).toHaveCount(0);
  // The choice comes back as it was made, to be put right by one untick.
  await expect(page.getByLabel(choices.subjects.man)).toBeChecked();
  for (const style of over) await expect(page.getByLabel(names[style], { exact: true })).toBeChecked();
  await page.getByLabel(names.academic, { exact: true }).uncheck();
  await page.getByRole("button", { name: choices.save }).click();
  await expect(page.getByText(choices.saved)).toBeInViewport();
  await page.goto("/create-headshot");
  await expect(page.getByLabel(names.academic, { exact: true })).not.toBeChecked();
  for (const style of over.slice(1)) await expect(page.getByLabel(names[style], { exact: true })).toBeChecked();
});

test("a refused file is named with its reason, a removed photo leaves", async ({ page, seed }) => {
  await paidOrderPage(page, seed, "premium");
  const { upload } = en;
  await page
    .locator('input[type="file"][name="photos"]')
    .setInputFiles([
      path.join(photoDir, "man-formal-portrait-320x240.jpg"),
      path.join(photoDir, "man-formal-portrait.jpg"),
      path.join(photoDir, "README.md"),
    ]);
  await page.getByRole("button", { name: upload.photos.send }).click();
  // The answer is where the form is, not at the top of the long page.
  await expect(page.getByText(fill(upload.photos.refused.tooSmall, { name: "man-formal-portrait-320x240.jpg" }))).toBeInViewport();
  await expect(page.getByText(fill(upload.photos.refused.type, { name: "README.md" }))).toBeVisible();
  await expect(page.getByText(fill(upload.photos.count, { count: 1, max: 10 }))).toBeVisible();
  await page.getByRole("button", { name: fill(upload.photos.remove, { name: "man-formal-portrait.jpg" }) }).click();
  await expect(page.getByText(fill(upload.photos.count, { count: 0, max: 10 }))).toBeVisible();
});

test("the server refuses the two-person photo and marks a stranger; the start waits until the stranger is removed", async ({
  page,
  seed,
}) => {
  facesReadOnTheServer();
  await paidOrderPage(page, seed, "basic");
  const { upload } = en;
  await page.getByLabel(upload.choices.subjects.man).check();
  await page.getByLabel(enGallery.styles.corporate, { exact: true }).check();
  await page.getByRole("button", { name: upload.choices.save }).click();
  await expect(page.getByText(upload.choices.saved)).toBeVisible();

  const files = [...goodSelfies, "woman-indoor-portrait.jpg", "two-people.jpg"];
  await page.locator('input[type="file"][name="photos"]').setInputFiles(files.map((name) => path.join(photoDir, name)));
  await page.getByRole("button", { name: upload.photos.send }).click();
  await expect(page.getByText(fill(upload.photos.refused.manyFaces, { name: "two-people.jpg" }))).toBeVisible({ timeout: serverFacesMs });
  await expect(page.getByText(fill(upload.photos.refused.stranger, { name: "woman-indoor-portrait.jpg" }))).toBeVisible();
  await expect(page.getByText(fill(upload.photos.count, { count: 6, max: 10 }))).toBeVisible();
  await expect(page.getByText(upload.set.accepted)).toHaveCount(5);
  await expect(page.getByText(upload.set.stranger)).toHaveCount(1);
  await expect(page.getByText(upload.set.strangerNote)).toBeVisible();
  await expect(page.getByText(fill(upload.statusLine, { status: upload.status.paid }))).toBeVisible();
  await expect(page.getByRole("button", { name: upload.start.button })).toBeDisabled();

  await page.getByRole("button", { name: fill(upload.photos.remove, { name: "woman-indoor-portrait.jpg" }) }).click();
  await expect(page.getByText(upload.set.stranger)).toHaveCount(0);
  await expect(page.getByText(fill(upload.statusLine, { status: upload.status.photos_ready }))).toBeVisible();
  await page.getByRole("button", { name: upload.start.button }).click();
  await expect(page.getByRole("heading", { name: en.progress.heading })).toBeVisible();
});
