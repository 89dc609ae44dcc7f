/** The desktop header: main links, Blog marked current, the Create dropdown (with and without JavaScript). */
import type { Page } from "@playwright/test";
import { articles, banner, desktop, expect, test } from "./fixtures";

test.use({ viewport: desktop });

const mainNav = (page: Page, label = "Main") => banner(page).getByRole("navigation", { name: label });

const destinations = [
  { link: "Pricing", path: "/pricing", heading: "Simple, one-time pricing" },
  { link: "Blog", path: "/blog", heading: "The Resoume blog" },
  { link: "Examples", path: "/examples", heading: "Headshots created from everyday selfies" },
  { link: "About", path: "/about", heading: "A better photo for the next step in your career" },
  { link: "Home", path: "/", heading: "Studio-quality headshots, straight from your selfies" },
] as const;

test("the header links lead to their pages", async ({ page }) => {
  await page.goto("/refund-policy");
  for (const { link, path, heading } of destinations) {
    await mainNav(page).getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // Exactly the link of the page one is on is marked current.
    await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText([link]);
  }
});

const blogPages = [
  { path: "/blog", navLabel: "Main", href: "/blog" },
  { path: "/blog/de", navLabel: "Hauptnavigation", href: "/blog/de" },
  { path: "/es/blog", navLabel: "Principal", href: "/es/blog" },
  { path: articles.en, navLabel: "Main", href: "/blog" },
  { path: articles.de, navLabel: "Hauptnavigation", href: "/blog/de" },
] as const;

for (const { path, navLabel, href } of blogPages) {
  test(`Blog is the current section on ${path}`, async ({ page }) => {
    await page.goto(path);
    const nav = mainNav(page, navLabel);
    const blog = nav.getByRole("link", { name: "Blog", exact: true });
    await expect(blog).toHaveAttribute("aria-current", "page");
    await expect(blog).toHaveAttribute("href", href);
    await expect(nav.locator('a[aria-current="page"]')).toHaveCount(1);
  });
}

test("Home is not marked current on another page", async ({ page }) => {
  await page.goto("/pricing");
  await expect(mainNav(page).getByRole("link", { name: "Home", exact: true })).not.toHaveAttribute("aria-current");
  await expect(mainNav(page).getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("aria-current", "page");
});

const createLinks = [
  { name: "AI headshots", path: "/create-headshot" },
  { name: "CV photo", path: "/cv-photo" },
  { name: "LinkedIn photo review", path: "/linkedin-photo-review" },
  { name: "Résumé photo review", path: "/resume-review" },
] as const;

test("the Create dropdown opens on hover", async ({ page }) => {
  await page.goto("/pricing");
  const nav = mainNav(page);
  for (const { name } of createLinks) await expect(nav.getByRole("link", { name })).toBeHidden();

  await nav.getByRole("button", { name: "Create" }).hover();
  for (const { name, path } of createLinks) {
    await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name })).toHaveAttribute("href", path);
  }

  await page.getByRole("heading", { level: 1 }).hover();
  for (const { name } of createLinks) await expect(nav.getByRole("link", { name })).toBeHidden();
});

test("the Create dropdown opens on keyboard focus and its links can be reached with Tab", async ({ page }) => {
  await page.goto("/pricing");
  const create = mainNav(page).getByRole("button", { name: "Create" });
  // Skip link, logo, five main links: the Create button is the eighth stop.
  for (let stop = 0; stop < 8; stop += 1) await page.keyboard.press("Tab");
  await expect(create).toBeFocused();

  for (const { name } of createLinks) await expect(mainNav(page).getByRole("link", { name })).toBeVisible();
  for (const { name } of createLinks) {
    await page.keyboard.press("Tab");
    const link = mainNav(page).getByRole("link", { name });
    await expect(link).toBeFocused();
    await expect(link).toBeVisible();
  }

  // Following a focused entry opens its page.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/resume-review");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Does your résumé photo fit where you are applying?");
});
