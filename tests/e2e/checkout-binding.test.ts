/**
 * A paid order opens in the browser that paid, and only there, with JavaScript and without: the
 * reference that finds it right after paying is issued by the buy link to that browser, so a
 * stranger who chose a reference, or who learns the real one, opens nothing; and an order already
 * in the browser is replaced only when the buyer says so.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, gotoReady, scriptsEnabled, test } from "./fixtures";

// Each test pays several times, and the machine may be busy.
test.describe.configure({ timeout: 120_000 });

const buyer = () => `bound.${randomUUID().slice(0, 8)}@example.com`;

/** The checkout references this page takes to /create-headshot, as it does after paying. */
function referencesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const ref = /[?&]checkout=([0-9a-f-]{36})/.exec(request.url())?.[1];
    if (ref && !seen.includes(ref)) seen.push(ref);
  });
  return seen;
}

test("a buy link handed over by a stranger, with a reference of their choosing: the order opens for the buyer only", async ({
  page,
  browser,
}) => {
  const email = buyer();
  const chosen = randomUUID();
  const refs = referencesOf(page);
  await page.goto(`/buy/basic?checkout[custom][locale]=en&checkout[custom][checkout_ref]=${chosen}`);
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();
  await expect(page.getByText(`Your confirmation and private link went to ${email}.`)).toBeVisible();
  expect(refs).toHaveLength(1);
  expect(refs[0]).not.toBe(chosen);

  const stranger = await browser.newPage();
  try {
    for (const ref of [chosen, refs[0]!]) {
      await stranger.goto(`/create-headshot?checkout=${ref}`);
      await expect(stranger.getByRole("heading", { name: "This link does not work" })).toBeVisible();
      await expect(stranger.getByText(email)).toHaveCount(0);
      await stranger.goto("/create-headshot");
      await expect(stranger.getByRole("heading", { name: "Your Basic pack" })).toHaveCount(0);
      await expect(stranger.getByText(email)).toHaveCount(0);
    }
  } finally {
    await stranger.close();
  }
  // The buyer's own browser keeps the order.
  await gotoReady(page, "/create-headshot");
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();
});

test("a checkout handed on by whoever followed its buy link: the order opens for the one who paid, and not for them", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = buyer();
  await page.goto("/buy/basic?checkout[custom][locale]=en");
  await expect(page.getByRole("heading", { name: "Test checkout", level: 1 })).toBeVisible();
  const checkout = page.url();

  // Someone else pays at that address, in a browser of their own, and gets the order there.
  const payer = await browser.newContext({ baseURL, javaScriptEnabled: scriptsEnabled() });
  try {
    const paying = await payer.newPage();
    await paying.goto(checkout);
    await paying.getByLabel("Email address", { exact: true }).fill(email);
    await paying.getByRole("button", { name: "Pay" }).click();
    await expect(paying).toHaveURL(/\/create-headshot$/);
    await expect(paying.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();
    await expect(paying.getByText(`Your confirmation and private link went to ${email}.`)).toBeVisible();
  } finally {
    await payer.close();
  }

  // Whoever followed the buy link and kept its reference sees no order, and nothing of the payer's.
  await gotoReady(page, "/create-headshot");
  // The payer's page has spent the reference: here the page waits, as for a checkout never paid.
  await expect(page.getByRole("heading", { name: "We are confirming your payment" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("order_access");
});

test("from the pricing page's buy button: the order is this browser's, and its reference is spent once used", async ({ page, context }) => {
  const email = buyer();
  const refs = referencesOf(page);
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Premium" }).click();
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
  expect(refs).toHaveLength(1);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === "order_access")?.httpOnly).toBe(true);

  // The same browser, without its order cookie, cannot open it again with the reference.
  await context.clearCookies({ name: "order_access" });
  await page.goto(`/create-headshot?checkout=${refs[0]}`);
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});

/** Pays for `plan` through its buy link, on the local checkout's own page, and arrives back on /create-headshot. */
async function buyThroughLink(page: Page, plan: string) {
  await page.goto(`/buy/${plan}?checkout[custom][locale]=en`);
  await page.getByLabel("Email address", { exact: true }).fill(buyer());
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/create-headshot$/);
}

test("a second purchase in the same browser asks before it replaces the first order", async ({ page }) => {
  await buyThroughLink(page, "basic");
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();
  await buyThroughLink(page, "ultimate");
  await expect(page.getByRole("heading", { name: "Open another order in this browser?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toHaveCount(0);

  await page.getByRole("button", { name: "Keep the Basic order" }).click();
  await expect(page.getByRole("heading", { name: "Your Basic pack" })).toBeVisible();

  await buyThroughLink(page, "premium");
  await page.getByRole("button", { name: "Open the Premium order" }).click();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
  await gotoReady(page, "/create-headshot");
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
});
