/**
 * The legal pages as a visitor uses them, with JavaScript on and off: the contents lead to the part
 * one is looking for, the privacy policy's cookie settings reopen the cookie banner, and the imprint
 * names the provider.
 */
import { desktop, expect, gotoReady, mobile, preferLanguage, test } from "./fixtures";

const cookieBanner = "Cookies and your privacy";

test("the privacy policy's contents lead to the rights, and its cookie settings reopen the cookie banner", async ({ page }) => {
  await page.setViewportSize(mobile);
  await gotoReady(page, "/privacy-policy");
  // A visitor outside the EU has consented on the first visit; no banner is in the way.
  await expect(page.getByRole("region", { name: cookieBanner })).toHaveCount(0);

  await page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: "Your rights" }).click();
  const rights = page.getByRole("region", { name: "Your rights" });
  await expect(rights.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(rights.getByText(/to lodge a complaint with a data protection supervisory authority/)).toBeVisible();

  await rights.getByRole("link", { name: "cookie settings" }).click();
  await expect(page).toHaveURL("/privacy-policy?cookie-settings");
  await expect(page.getByRole("region", { name: cookieBanner })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reject all" })).toBeVisible();
});

test("the German imprint names the provider, its representative and how to reach it", async ({ page, context, baseURL }) => {
  await preferLanguage(context, baseURL, "de");
  await page.setViewportSize(desktop);
  await gotoReady(page, "/imprint");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Impressum");
  const provider = page.getByRole("region", { name: "Angaben gemäß § 5 DDG" });
  await expect(provider).toContainText("Resoume UG (haftungsbeschränkt)");
  await expect(provider).toContainText("Vertreten durch: Lena Hoffmann");
  const contact = page.getByRole("region", { name: "Kontakt" });
  await expect(contact.getByRole("link", { name: "hello@resoume.com" })).toHaveAttribute("href", "mailto:hello@resoume.com");
  await expect(page.getByRole("region", { name: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV" })).toContainText("Lena Hoffmann");
  // The German footer links the imprint.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Impressum" })).toHaveAttribute("href", "/imprint");
});

test("the refund policy tells how to ask for the money back", async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoReady(page, "/refund-policy");
  const request = page.getByRole("region", { name: "How to ask for a refund" });
  await expect(request).toContainText("within 30 days of your purchase");
  await expect(request.getByRole("link", { name: "hello@resoume.com" })).toHaveAttribute("href", "mailto:hello@resoume.com");
});
