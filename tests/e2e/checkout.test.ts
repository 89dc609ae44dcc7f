/**
 * Buying a pack on one machine: from /pricing through the local checkout, a page of this site with
 * JavaScript and without, to /create-headshot, which recognises the order; when the payment's webhook
 * comes late, the page waits for it by itself. Nothing on the way is asked of Lemon Squeezy. The
 * overlay over a store's checkout is checkout.js.test.ts's.
 */
import { randomUUID } from "node:crypto";
import { expect, gotoReady, test } from "./fixtures";

const buyer = () => `buyer.${randomUUID().slice(0, 8)}@example.com`;

test("pricing, the checkout, and the order on /create-headshot", async ({ page }) => {
  const email = buyer();
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Premium" }).click();

  await expect(page.getByRole("heading", { name: "Test checkout", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Pack")).toHaveValue("premium");
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "Upload your selfies", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
  await expect(page.getByText(/^Paid on .+: \$29$/)).toBeVisible();
  await expect(page.getByText(`Your confirmation and private link went to ${email}.`)).toBeVisible();

  // The order stays recognised when the buyer comes back.
  await gotoReady(page, "/create-headshot");
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
});

test("nothing is asked of Lemon Squeezy, nor allowed, from the pages that sell to the order", async ({ page, thirdParty }) => {
  const response = await gotoReady(page, "/pricing");
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(response!.headers()["content-security-policy"] ?? "")?.[1];
  expect(scripts).toContain("'self'");
  expect(scripts).not.toContain("lemonsqueezy.com");
  // A visitor who allows marketing, as this one does, would have lemon.js fetched ahead here with a store.
  await page.waitForLoadState("networkidle");
  await page.getByRole("link", { name: "Get Premium" }).click();
  await expect(page).toHaveURL(/\/local-checkout\/premium\?/);
  await page.getByLabel("Email address", { exact: true }).fill(buyer());
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
  expect(thirdParty.hosts().filter((host) => host.endsWith("lemonsqueezy.com"))).toEqual([]);
});

test("in Spanish, with a discount code, the order in Spanish", async ({ page }) => {
  await gotoReady(page, "/es/pricing");
  await page.getByRole("link", { name: "Elegir Basic" }).click();
  await expect(page.getByRole("heading", { name: "Pago de prueba", level: 1 })).toBeVisible();
  await page.getByLabel("Correo electrónico", { exact: true }).fill(buyer());
  await page.getByLabel("Código de descuento (opcional)").fill("welcome20");
  await page.getByRole("button", { name: "Pagar" }).click();

  await expect(page).toHaveURL(/\/es\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "Tu pack Basic" })).toBeVisible();
  await expect(page.getByText("Código de descuento WELCOME20 aplicado")).toBeVisible();
  await expect(page.getByText(/^Pagado el .+: 15,20\u00a0US\$$/)).toBeVisible();
});

test("a mistake in the checkout is explained there, and nothing is bought", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Basic" }).click();
  await page.getByLabel("Email address", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("Email address", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/(pricing|local-checkout\/basic)/);
});

test("a late payment confirmation: the page says so and shows the order once it arrives", async ({ page }) => {
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Ultimate" }).click();
  await page.getByLabel("Email address", { exact: true }).fill(buyer());
  await page.getByLabel("Confirm the payment only after a few seconds, as a slow webhook would").check();
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "We are confirming your payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Ultimate pack" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "We are confirming your payment" })).toHaveCount(0);
});
