/** The mobile menu with JavaScript: it closes after a link click, a click outside the header and a route change. */
import type { Page } from "@playwright/test";
import { banner, expect, gotoReady, isSameDocument, markDocument, menuToggle, mobile, test } from "./fixtures";

test.use({ viewport: mobile });

const panelLink = (page: Page, name: string) => banner(page).getByRole("link", { name, exact: true });

async function openMenu(page: Page) {
  await menuToggle(page).click();
  await expect(panelLink(page, "Privacy policy")).toBeVisible();
  await expect(menuToggle(page)).toHaveText("Close menu");
}

async function expectClosed(page: Page) {
  await expect(panelLink(page, "Privacy policy")).toBeHidden();
  await expect(panelLink(page, "Home")).toBeHidden();
  await expect(menuToggle(page)).toHaveText("Menu");
}

test("the panel closes after a link is clicked, and the new page loads", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await markDocument(page);
  await openMenu(page);

  await panelLink(page, "About").click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A better photo for the next step in your career");
  expect(await isSameDocument(page), "the link navigates without a full reload").toBe(true);
  await expectClosed(page);
});

test("the panel closes after the primary create button is clicked", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await openMenu(page);
  await panelLink(page, "Create my headshots").click();
  await expect(page).toHaveURL("/create-headshot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload your selfies");
  await expectClosed(page);
});

/** How much of the viewport the open panel leaves uncovered below it, in CSS pixels. */
async function roomBelowPanel(page: Page): Promise<number> {
  const box = await banner(page).locator(".mobile-menu__panel").boundingBox();
  expect(box, "the open panel has a box").not.toBeNull();
  return mobile.height - (box!.y + box!.height);
}

test("the panel closes after a click outside the header", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await openMenu(page);
  // The panel overlays the page; click the page's own content just below it.
  const room = await roomBelowPanel(page);
  expect(room, "some of the page is visible below the open panel").toBeGreaterThan(0);
  const y = mobile.height - room / 2;
  expect(
    await page.evaluate(([x, y]) => !document.querySelector("header")!.contains(document.elementFromPoint(x, y)), [mobile.width / 2, y]),
  ).toBe(true);
  await page.mouse.click(mobile.width / 2, y);
  await expectClosed(page);
  await expect(page).toHaveURL("/pricing");
});

test("the open panel leaves room to tap outside it", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await openMenu(page);
  // The panel's max-height keeps 2rem free below it; a tap target needs at least 24 px (WCAG 2.5.8).
  expect(await roomBelowPanel(page), "uncovered height below the open panel at 375x740").toBeGreaterThanOrEqual(24);
});

test("a click inside the header keeps the panel open", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await openMenu(page);
  await banner(page).getByText("Created and hosted in Germany").click();
  await expect(panelLink(page, "Privacy policy")).toBeVisible();
});

test("the panel closes on a route change it did not start (browser back)", async ({ page }) => {
  await gotoReady(page, "/about");
  // A client-side navigation to have a history entry to go back to: the sticky buy button.
  await page.getByRole("link", { name: "Get your headshots from $19" }).last().click();
  await expect(page).toHaveURL("/pricing");
  await markDocument(page);

  await openMenu(page);
  await page.goBack();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A better photo for the next step in your career");
  expect(await isSameDocument(page), "going back stays in the same document").toBe(true);
  await expectClosed(page);
});
