/** The mobile menu at 375 px: the toggle opens a panel with every link, with and without JavaScript. */
import { banner, expect, gotoReady, languageToggle, menuToggle, mobile, test } from "./fixtures";

test.use({ viewport: mobile });

const panelLinks = [
  { name: "Home", href: "/" },
  { name: "Pricing", href: "/pricing" },
  { name: "Blog", href: "/blog" },
  { name: "Examples", href: "/examples" },
  { name: "About", href: "/about" },
  { name: "AI headshots", href: "/create-headshot" },
  { name: "CV photo", href: "/cv-photo" },
  { name: "LinkedIn photo review", href: "/linkedin-photo-review" },
  { name: "Résumé photo review", href: "/resume-review" },
  { name: "Create my headshots", href: "/create-headshot" },
  { name: "Privacy policy", href: "/privacy-policy" },
  { name: "Terms of service", href: "/terms-of-service" },
  { name: "Imprint", href: "/imprint" },
] as const;

test("the Menu toggle opens the panel with every link, the Legal group and the language switcher", async ({ page }) => {
  await gotoReady(page, "/pricing");
  const header = banner(page);
  await expect(menuToggle(page)).toBeVisible();
  await expect(menuToggle(page)).toHaveText("Menu");
  // The desktop navigation is not shown at this width, and the panel starts closed.
  for (const { name } of panelLinks) await expect(header.getByRole("link", { name, exact: true })).toBeHidden();
  await expect(languageToggle(header)).toBeHidden();

  await menuToggle(page).click();

  for (const { name, href } of panelLinks) {
    const link = header.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }
  const legal = header.getByRole("navigation", { name: "Legal" });
  await expect(legal.getByText("Legal", { exact: true })).toBeVisible();
  await expect(legal.getByRole("link")).toHaveText(["Privacy policy", "Terms of service", "Imprint"]);
  await expect(header.getByRole("navigation", { name: "Main" }).getByText("Create", { exact: true })).toBeVisible();
  await expect(languageToggle(header)).toBeVisible();
  // The page one is on is marked in the panel.
  await expect(header.getByRole("link", { name: "Pricing", exact: true })).toHaveAttribute("aria-current", "page");

  // A second press closes it again.
  await menuToggle(page).click();
  await expect(header.getByRole("link", { name: "Privacy policy" })).toBeHidden();
});

test("a link in the panel opens its page", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await menuToggle(page).click();
  await banner(page).getByRole("link", { name: "Imprint", exact: true }).click();
  await expect(page).toHaveURL("/imprint");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Imprint");
});

test("the language switcher in the panel switches the page to German", async ({ page }) => {
  await gotoReady(page, "/about");
  await menuToggle(page).click();
  await languageToggle(banner(page)).click();
  await banner(page).getByRole("button", { name: "Deutsch" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ein besseres Foto für deinen nächsten Karriereschritt");
});
