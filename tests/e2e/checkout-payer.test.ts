/**
 * The store's checkout, on the server with a store (playwright.config.ts's `storeURL`), with
 * JavaScript and without, when nothing shows that the browser on the order page watched the
 * payment (docs/decisions/059-the-order-opens-for-the-payer.md): a buyer who paid on the store's
 * own page is told where the order's link went and opens the order from that e-mail; whoever
 * followed a buy link and handed its checkout to someone else to pay never sees that order. The
 * overlay, whose page does watch the payment, opens the order at once (checkout.js.test.ts).
 */
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "@playwright/test";
import { storeURL } from "../../playwright.config";
import { answerThirdParties, expect, gotoReady, outboxMessage, scriptsEnabled, test } from "./fixtures";

test.use({ baseURL: storeURL });
// A payment, and the operator's outbox or a second browser, on a machine that may be busy.
test.describe.configure({ timeout: 120_000 });

const received = "Your payment has been received";

/**
 * The store's checkout a buy link leads `context` to, as following the link does (its reference in
 * the context's cookie); a browser follows the redirect past the tests' routes, so the page is opened on its own.
 */
async function storeCheckout(context: BrowserContext): Promise<string> {
  const response = await context.request.get("/buy/basic?checkout[custom][locale]=en", { maxRedirects: 0 });
  expect(response.status()).toBe(303);
  return response.headers().location!;
}

/** Pays at the store's checkout page `checkout` as `email`, and follows the store's confirmation button back. */
async function payAndContinue(page: Page, checkout: string, email: string) {
  await page.goto(checkout);
  await expect(page.getByRole("heading", { name: "Test store checkout", level: 1 })).toBeVisible();
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Pay" }).click();
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/create-headshot$/);
}

test("a buyer on the store's own page is told where the order's link went, and that link opens the order", async ({
  page,
  context,
  browser,
}) => {
  const email = `own.page.${randomUUID().slice(0, 8)}@example.com`;
  await payAndContinue(page, await storeCheckout(context), email);
  await expect(page.getByRole("heading", { name: received })).toBeVisible();
  await expect(
    page.getByText("The private link to your order went by e-mail to o•••@example.com, the address given at checkout."),
  ).toBeVisible();
  await expect(page.getByText(email)).toHaveCount(0);

  const { text } = await outboxMessage(browser, storeURL, email);
  const link = new URL(/https?:\/\/\S+\/create-headshot\?order=\S+/.exec(text)?.[0] ?? "", storeURL);
  await gotoReady(page, link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();
  await expect(page.getByText(`Your confirmation and private link went to ${email}.`)).toBeVisible();
});

test("a checkout handed on to someone else to pay: whoever kept its reference never sees the order", async ({ page, context, browser }) => {
  const email = `payer.${randomUUID().slice(0, 8)}@example.com`;
  const checkout = await storeCheckout(context);

  // Someone else pays at that address, in a browser of their own; their order reaches them by e-mail.
  const payer = await browser.newContext({ baseURL: storeURL, javaScriptEnabled: scriptsEnabled() });
  try {
    await answerThirdParties(payer);
    const paying = await payer.newPage();
    await payAndContinue(paying, checkout, email);
    await expect(paying.getByRole("heading", { name: "No order here yet" })).toBeVisible();
  } finally {
    await payer.close();
  }

  for (const path of [
    "/create-headshot",
    `/create-headshot?checkout=${new URL(checkout).searchParams.get("checkout[custom][checkout_ref]")}`,
  ]) {
    await gotoReady(page, path);
    await expect(page.getByRole("heading", { name: received })).toBeVisible();
    await expect(page.getByText("p•••@example.com", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your Basic pack" })).toHaveCount(0);
    await expect(page.getByText(email)).toHaveCount(0);
  }
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("order_access");
});
