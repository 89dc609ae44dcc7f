/**
 * "Doesn't look like me" in the browser, with JavaScript on and off (docs/decisions/092-the-buyers-re-do.md):
 * on a seeded delivered order in Spanish (ADR 067), the buyer turns a headshot down; it leaves the
 * gallery, a tile of the same size says a new one is being made, and the page looks again by itself
 * until the new headshot takes its place, made by the server's own re-do job.
 */
import { resources } from "~/locales/resources.server";
import { fill } from "~/utils/translate";
import { expect, gotoReady, test } from "./fixtures";

test("a buyer turns a headshot down, sees its replacement on its way, and then the replacement", async ({ page, seed }) => {
  // The server's re-do job reads the buyer's selfies before it makes the new headshot.
  test.setTimeout(180_000);
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"], language: "es" });
  await gotoReady(page, "/es/create-headshot");
  const { gallery } = resources.es.createHeadshot;
  const second = { n: 2, style: resources.es.gallery.styles.corporate };
  const tiles = page.locator(".gallery__item:not(.gallery__item--redo)");
  await expect(tiles).toHaveCount(12);
  const turnedDown = await tiles.nth(1).getAttribute("id");

  await page.getByLabel(fill(gallery.redo.label, second)).click();
  const form = tiles.nth(1).locator(".gallery__redo");
  await expect(form.getByText(fill(gallery.redo.explain, { left: 3, limit: 3 }))).toBeVisible();
  await Promise.all([
    page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/create-headshot") && response.ok(),
    ),
    form.getByRole("button", { name: gallery.redo.confirm }).click(),
  ]);

  const onItsWay = page.locator(".gallery__item--redo");
  await expect(onItsWay.getByRole("status")).toHaveText(fill(gallery.redo.making, { style: second.style }));
  await expect(tiles).toHaveCount(11);
  await expect(page.locator(`#${turnedDown}`)).toHaveCount(0);
  await expect(page.getByRole("link", { name: fill(gallery.downloadAll, { count: 11 }) })).toBeVisible();
  // The same size as the headshots' tiles: nothing moves when the new one takes its place.
  const [waiting, beside] = await Promise.all([
    onItsWay.locator(".gallery__pending").boundingBox(),
    tiles.first().locator(".gallery__open").boundingBox(),
  ]);
  expect([waiting!.width, waiting!.height]).toEqual([beside!.width, beside!.height]);

  // The page looks again by itself (with JavaScript by reading its data, without by reloading).
  await expect(onItsWay).toHaveCount(0, { timeout: 150_000 });
  await expect(tiles).toHaveCount(12);
  await expect(page.locator(`#${turnedDown}`)).toHaveCount(0);
  await expect(page.getByRole("link", { name: fill(gallery.downloadAll, { count: 12 }) })).toBeVisible();
  await expect(page.getByText(fill(gallery.redo.explain, { left: 2, limit: 3 })).first()).toBeAttached();
});
