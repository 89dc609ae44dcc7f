/** The Create dropdown's JavaScript behaviour: a click toggles it, Escape and an outside click close it. */
import type { Page } from "@playwright/test";
import { banner, desktop, expect, gotoReady, isSameDocument, markDocument, test } from "./fixtures";

test.use({ viewport: desktop });

const mainNav = (page: Page) => banner(page).getByRole("navigation", { name: "Main" });
const createButton = (page: Page) => mainNav(page).getByRole("button", { name: "Create" });
const firstEntry = (page: Page) => mainNav(page).getByRole("link", { name: "AI headshots" });

/** Moves the pointer away from the header, so that only the menu's own state can keep it open. */
const pointerAway = (page: Page) => page.mouse.move(desktop.width / 2, desktop.height - 20);

test("clicking Create toggles the dropdown", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "false");

  await createButton(page).click();
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "true");
  await pointerAway(page);
  await expect(firstEntry(page)).toBeVisible();

  await createButton(page).click();
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("Escape closes the dropdown opened with a click", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await createButton(page).click();
  await pointerAway(page);
  await expect(firstEntry(page)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "false");
  // What the visitor sees: the list is gone, not merely marked closed.
  await expect(firstEntry(page)).toBeHidden();
});

test("Escape closes the dropdown opened with the keyboard", async ({ page }) => {
  await gotoReady(page, "/pricing");
  for (let stop = 0; stop < 8; stop += 1) await page.keyboard.press("Tab");
  await expect(createButton(page)).toBeFocused();
  await expect(firstEntry(page)).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(firstEntry(page)).toBeHidden();
});

test("a click outside closes the dropdown", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await createButton(page).click();
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "true");

  await page.getByRole("heading", { level: 1 }).click();
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "false");
  await expect(firstEntry(page)).toBeHidden();
});

test("following a dropdown entry navigates without a reload and closes the dropdown", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await markDocument(page);
  await createButton(page).click();
  await firstEntry(page).click();

  await expect(page).toHaveURL("/create-headshot");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upload your selfies");
  expect(await isSameDocument(page), "client-side navigation keeps the document").toBe(true);
  await expect(createButton(page)).toHaveAttribute("aria-expanded", "false");
});
