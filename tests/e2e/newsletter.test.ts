/**
 * The newsletter capture form on /newsletter, with JavaScript on and off: the first mistake only,
 * on its field, in the page's language; then the request to confirm, with the visitor's name and
 * address, and the page the link in the e-mail leads to.
 */
import { confirmNewsletter, desktop, expect, gotoReady, test } from "./fixtures";

test.use({ viewport: desktop });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.0.${Math.floor(Math.random() * 250) + 1}` });
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("mistakes one at a time, then the request to confirm, then the confirmation", async ({ page, browser, baseURL }) => {
  await gotoReady(page, "/newsletter");
  const firstName = page.getByLabel("First name", { exact: true });
  const lastName = page.getByLabel("Last name", { exact: true });
  const email = page.getByLabel("Email address", { exact: true });
  const subscribe = page.getByRole("button", { name: "Subscribe" });

  await subscribe.click();
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Please enter your first name (at least 2 characters)"]);
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toBeFocused();

  await firstName.fill("Ada");
  await lastName.fill("Lovelace");
  await email.fill("ada lovelace@example.com");
  await subscribe.click();
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Please enter a valid email address"]);
  await expect(email).toBeFocused();
  await expect(firstName).not.toHaveAttribute("aria-invalid", "true");

  const address = `ada.${unique()}@example.com`;
  await email.fill(address);
  await subscribe.click();
  await expect(page.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
  await expect(page.getByText(`Thanks, Ada! We have sent a link to ${address}. Follow it to confirm your subscription.`)).toBeVisible();
  await confirmNewsletter(page, browser, baseURL, address);
});

test("in Spanish on /es/newsletter", async ({ page }) => {
  await gotoReady(page, "/es/newsletter");
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await page.getByLabel("Apellido", { exact: true }).fill("G");
  await page.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Introduce tu apellido (al menos 2 caracteres)"]);
  await expect(page.getByLabel("Apellido", { exact: true })).toBeFocused();
});

test("the welcome flow: the footer's offer, the sign-up, then the code to use at checkout", async ({ page, browser, baseURL }) => {
  // With JavaScript the footer's link opens the popup (tests/e2e/discount-popup.js.test.ts); its
  // address is the welcome page, which is where it leads without JavaScript.
  await gotoReady(page, "/about");
  await expect(page.getByRole("link", { name: "Newsletter: 20% off your first pack" })).toHaveAttribute(
    "href",
    "/newsletter?offer=welcome",
  );
  await gotoReady(page, "/newsletter?offer=welcome");
  await expect(page.getByRole("heading", { name: "Get 20% off your headshots" })).toBeVisible();
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  const address = `ada.${unique()}@example.com`;
  await page.getByLabel("Email address", { exact: true }).fill(address);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
  // The code is shown at once; its e-mail waits for the confirmation.
  await expect(page.locator(".discount-offer code")).toHaveText("WELCOME20");
  await expect(page.getByText("Your welcome code takes 20% off any pack.")).toBeVisible();
  await page.getByRole("link", { name: "Choose your pack" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await confirmNewsletter(page, browser, baseURL, address);
  await expect(page.getByText("Your welcome code is on its way to your inbox as well.")).toBeVisible();
});

test("the welcome flow in Spanish", async ({ page, browser, baseURL }) => {
  await gotoReady(page, "/es/newsletter?offer=welcome");
  await expect(page.getByRole("heading", { name: "Un 20 % de descuento en tus fotos profesionales" })).toBeVisible();
  await page.getByLabel("Nombre", { exact: true }).fill("Lucía");
  await page.getByLabel("Apellido", { exact: true }).fill("García");
  const address = `lucia.${unique()}@example.com`;
  await page.getByLabel("Correo electrónico", { exact: true }).fill(address);
  await page.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page.locator(".discount-offer code")).toHaveText("WELCOME20");
  await expect(page.getByRole("link", { name: "Elige tu paquete" })).toHaveAttribute("href", "/es/pricing");
  await confirmNewsletter(page, browser, baseURL, address, "es");
});
