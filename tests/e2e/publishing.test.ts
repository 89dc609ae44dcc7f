/**
 * A buyer publishes headshots of their delivered order, with JavaScript on and off: only with the
 * consent ticked; another visitor then sees the public page with its share links and link preview,
 * which asks search engines not to list it unless the buyer also ticked that they may, as the order
 * page says for each; taken down, the page says so. And the buyer downloads all their data as one zip.
 */
import { unzipSync } from "fflate";
import { readFile } from "node:fs/promises";
import { resources } from "~/locales/resources.server";
import { deliveredBasic, expect, test } from "./fixtures";

test("publish a headshot for its link and one for search engines too, see them as another visitor, take one down; take the data along", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await deliveredBasic(page, "en");
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
  await expect(link).toBeVisible();
  const address = (await link.getAttribute("href"))!;
  await expect(page.locator(".gallery__item").first().getByText(gallery.publishing.published.unlisted)).toBeVisible();

  // The second, with search engines let in as well.
  const second = () => page.locator(".gallery__item").nth(1);
  await second().getByText(gallery.publishing.share).click();
  await second().getByLabel(gallery.publishing.consent).check();
  await second().getByLabel(gallery.publishing.findable).check();
  await second().getByRole("button", { name: gallery.publishing.publish }).click();
  const findableLink = second().getByRole("link", { name: /\/gallery\/[\w-]{22}$/ });
  await expect(findableLink).toBeVisible();
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
});
