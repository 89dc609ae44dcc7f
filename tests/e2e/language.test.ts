/**
 * The language switcher, with and without JavaScript: the page comes back in the chosen language,
 * on the same page, and the choice is remembered.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { banner, desktop, expect, gotoReady, languageToggle, test } from "./fixtures";

test.use({ viewport: desktop });

async function choose(page: Page, current: string, language: "English" | "Deutsch" | "Español") {
  await languageToggle(banner(page), current).click();
  await banner(page).getByRole("button", { name: language }).click();
}

async function preference(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "preferred-language")?.value;
}

test("choosing Deutsch on /pricing shows the German page at the same address", async ({ page, context }) => {
  await gotoReady(page, "/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  await choose(page, "Language: English", "Deutsch");

  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Einfache Preise, einmal zahlen");
  await expect(page).toHaveURL("/pricing");
  await expect(page).toHaveTitle("Preise: KI-Bewerbungsfotos ab 19 € | Resoume");
  // The chrome follows: German navigation and the switcher names the new language.
  await expect(banner(page).getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Preise" })).toBeVisible();
  await expect(languageToggle(banner(page), "Sprache: Deutsch")).toBeVisible();
  expect(await preference(context)).toBe("de");

  // The preference holds for the next page too.
  await gotoReady(page, "/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ein besseres Foto für deinen nächsten Karriereschritt");
});

test("choosing Español on /pricing leads to /es/pricing in Spanish", async ({ page, context }) => {
  await gotoReady(page, "/pricing");
  await choose(page, "Language: English", "Español");

  await expect(page).toHaveURL("/es/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Precios sencillos, un solo pago");
  await expect(languageToggle(banner(page), "Idioma: Español")).toBeVisible();
  expect(await preference(context)).toBe("es");
});

test("choosing English on /es/about leads to /about in English", async ({ page, context }) => {
  await gotoReady(page, "/es/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Una foto mejor para el siguiente paso de tu carrera");

  await choose(page, "Idioma: Español", "English");

  await expect(page).toHaveURL("/about");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A better photo for the next step in your career");
  expect(await preference(context)).toBe("en");
});

test("the switcher marks the current language", async ({ page }) => {
  await gotoReady(page, "/es/pricing");
  await languageToggle(banner(page), "Idioma: Español").click();
  const menu = banner(page);
  await expect(menu.getByRole("button", { name: "Español" })).toHaveAttribute("aria-current", "true");
  await expect(menu.getByRole("button", { name: "English" })).not.toHaveAttribute("aria-current");
  await expect(menu.getByText("Elige un idioma").locator("visible=true")).toHaveCount(1);
});
