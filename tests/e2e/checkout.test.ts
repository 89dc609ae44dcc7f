/**
 * Buying a pack on one machine: from /pricing through the local checkout (in the overlay with
 * JavaScript, as its own page without) to /create-headshot, which recognises the order; when the
 * payment's webhook comes late, the page waits for it by itself.
 */
import { randomUUID } from "node:crypto";
import { checkout, expect, gotoReady, test } from "./fixtures";

const buyer = () => `buyer.${randomUUID().slice(0, 8)}@example.com`;

test("pricing, the checkout, and the order on /create-headshot", async ({ page }) => {
  const email = buyer();
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Premium" }).click();

  const window = checkout(page);
  await expect(window.getByRole("heading", { name: "Test checkout", level: 1 })).toBeVisible();
  await expect(window.getByLabel("Pack")).toHaveValue("premium");
  await window.getByLabel("Email address", { exact: true }).fill(email);
  await window.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "Upload your selfies", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
  await expect(page.getByText(/^Paid on .+: \$29$/)).toBeVisible();
  await expect(page.getByText(`Your confirmation and private link went to ${email}.`)).toBeVisible();
  await expect(page.locator("#lemonsqueezy-iframe-container")).toHaveCount(0);

  // The order stays recognised when the buyer comes back.
  await gotoReady(page, "/create-headshot");
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
});

test("in Spanish, with a discount code, the order in Spanish", async ({ page }) => {
  await gotoReady(page, "/es/pricing");
  await page.getByRole("link", { name: "Elegir Basic" }).click();
  const window = checkout(page);
  await expect(window.getByRole("heading", { name: "Pago de prueba", level: 1 })).toBeVisible();
  await window.getByLabel("Correo electrónico", { exact: true }).fill(buyer());
  await window.getByLabel("Código de descuento (opcional)").fill("welcome20");
  await window.getByRole("button", { name: "Pagar" }).click();

  await expect(page).toHaveURL(/\/es\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "Tu pack Basic" })).toBeVisible();
  await expect(page.getByText("Código de descuento WELCOME20 aplicado")).toBeVisible();
  await expect(page.getByText(/^Pagado el .+: 15,20\u00a0US\$$/)).toBeVisible();
});

test("a mistake in the checkout is explained there, and nothing is bought", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Basic" }).click();
  const window = checkout(page);
  await window.getByLabel("Email address", { exact: true }).fill("not-an-address");
  await window.getByRole("button", { name: "Pay" }).click();
  await expect(window.getByText("Please enter a valid email address")).toBeVisible();
  await expect(window.getByLabel("Email address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/(pricing|local-checkout\/basic)/);
});

test("a late payment confirmation: the page says so and shows the order once it arrives", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Ultimate" }).click();
  const window = checkout(page);
  await window.getByLabel("Email address", { exact: true }).fill(buyer());
  await window.getByLabel("Confirm the payment only after a few seconds, as a slow webhook would").check();
  await window.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "We are confirming your payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Ultimate pack" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "We are confirming your payment" })).toHaveCount(0);
});
