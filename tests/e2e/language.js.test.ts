/**
 * The language switcher with JavaScript: no full reload, it closes on selection and on an outside
 * click, it reports 'Language Changed' and remembers the choice in localStorage.
 */
import type { Page } from "@playwright/test";
import { banner, desktop, expect, gotoReady, isSameDocument, languageToggle, markDocument, test } from "./fixtures";

test.use({ viewport: desktop });

type QueuedEvent = { name: string; props: Record<string, unknown> };
const analyticsQueue = (page: Page) =>
  page.evaluate(() => (window as unknown as { __analyticsQueue?: QueuedEvent[] }).__analyticsQueue ?? []);
const languageChanges = async (page: Page) =>
  (await analyticsQueue(page)).filter((event) => event.name === "Language Changed").map(({ name, props }) => ({ name, props }));
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem("preferred-language"));

test("switching to German happens in place, reports the change and stores the choice", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await markDocument(page);

  await languageToggle(banner(page)).click();
  const deutsch = banner(page).getByRole("button", { name: "Deutsch" });
  await expect(deutsch).toBeVisible();
  await deutsch.click();

  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einfache Preise, einmal zahlen");
  await expect(page).toHaveURL("/pricing");
  expect(await isSameDocument(page), "the language changes without a full page load").toBe(true);
  // The switcher closed on selection.
  await expect(banner(page).getByRole("button", { name: "Deutsch" })).toBeHidden();
  await expect(languageToggle(banner(page), "Sprache: Deutsch")).toBeVisible();

  expect(await languageChanges(page)).toEqual([{ name: "Language Changed", props: { from: "en", to: "de" } }]);
  expect(await storedLanguage(page)).toBe("de");
});

test("switching to Spanish moves to the /es page in place and reports the change", async ({ page }) => {
  await gotoReady(page, "/about");
  await markDocument(page);
  await languageToggle(banner(page)).click();
  await banner(page).getByRole("button", { name: "Español" }).click();

  await expect(page).toHaveURL("/es/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Una foto mejor para el siguiente paso de tu carrera");
  expect(await isSameDocument(page)).toBe(true);
  expect(await languageChanges(page)).toEqual([{ name: "Language Changed", props: { from: "en", to: "es" } }]);
  expect(await storedLanguage(page)).toBe("es");

  // And back to English from the Spanish page.
  await languageToggle(banner(page), "Idioma: Español").click();
  await banner(page).getByRole("button", { name: "English" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  expect(await languageChanges(page)).toEqual([
    { name: "Language Changed", props: { from: "en", to: "es" } },
    { name: "Language Changed", props: { from: "es", to: "en" } },
  ]);
  expect(await storedLanguage(page)).toBe("en");
});

test("choosing the current language changes nothing and reports nothing", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await markDocument(page);
  await languageToggle(banner(page)).click();
  await banner(page).getByRole("button", { name: "English" }).click();

  await expect(banner(page).getByRole("button", { name: "English" })).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveURL("/pricing");
  expect(await isSameDocument(page)).toBe(true);
  expect(await languageChanges(page)).toEqual([]);
});

test("the switcher closes on a click outside it", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await languageToggle(banner(page)).click();
  await expect(banner(page).getByRole("button", { name: "Deutsch" })).toBeVisible();

  await page.getByRole("heading", { level: 1 }).click();
  await expect(banner(page).getByRole("button", { name: "Deutsch" })).toBeHidden();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
