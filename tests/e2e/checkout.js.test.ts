/**
 * The checkout overlay with JavaScript, on the server with a store (playwright.config.ts's
 * `storeURL`), as production has one: lemon.js (a local stand-in, tests/fakes/lemon.js) opens the
 * store's checkout (a stand-in too, tests/fakes/lemonsqueezy.ts) filled in with what the visitor
 * already gave, reports opening and finishing to the analytics and to the page's other modals, and
 * when the script cannot load, the buy button is a plain link again.
 */
import { randomUUID } from "node:crypto";
import { storeURL } from "../../playwright.config";
import { storeVars } from "../fakes/lemonsqueezy-store";
import { collectProblems, expect, gotoReady, plausibleEvents, test } from "./fixtures";

test.use({ baseURL: storeURL });

const overlay = "#lemonsqueezy-iframe-container iframe";

/** The visit `marker` reported opening and finishing the checkout of the Premium pack, in `currency`. */
async function expectCheckoutEvents(marker: string, currency: "USD" | "EUR") {
  await expect
    .poll(async () => (await plausibleEvents(marker)).map(({ name }) => name))
    .toEqual(expect.arrayContaining(["opened-checkout", "finished-checkout"]));
  const events = await plausibleEvents(marker);
  for (const name of ["opened-checkout", "finished-checkout"]) {
    expect(events.find((event) => event.name === name)?.props).toEqual({ plan: "PREMIUM", value: 29, currency });
  }
}

test("opening and finishing the checkout reach the analytics; nothing fails on the way", async ({ page }) => {
  const problems = await collectProblems(page);
  const marker = randomUUID();
  await gotoReady(page, `/pricing?visit=${marker}`);
  await page.getByRole("link", { name: "Get Premium" }).click();
  const window = page.frameLocator(overlay);
  await window.getByLabel("Email address", { exact: true }).fill(`analytics.${marker.slice(0, 8)}@example.com`);
  await window.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();

  await expectCheckoutEvents(marker, "USD");
  expect(problems).toEqual([]);
});

test("a visitor from Spain is shown euros, the analytics hear euros, and the order is paid in euros", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-IPCountry": "ES" });
  const problems = await collectProblems(page);
  const marker = randomUUID();
  await gotoReady(page, `/pricing?visit=${marker}`);
  await page.getByRole("button", { name: "Reject all" }).click();
  await expect(page.locator(".plan-card__amount")).toHaveText(["€19", "€29", "€49"]);
  await page.getByRole("link", { name: "Get Premium" }).click();
  const window = page.frameLocator(overlay);
  await window.getByLabel("Email address", { exact: true }).fill(`spain.${marker.slice(0, 8)}@example.com`);
  await window.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your Premium pack" })).toBeVisible();
  await expect(page.getByText(/^Paid on .+: €29$/)).toBeVisible();

  await expectCheckoutEvents(marker, "EUR");
  expect(problems).toEqual([]);
});

test("the checkout is filled in with the e-mail and discount code the visitor gave", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("welcome_flow_email", "welcome@example.com");
    localStorage.setItem("welcome_flow_discount_code", "WELCOME20");
  });
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Basic" }).click();
  const window = page.frameLocator(overlay);
  await expect(window.getByLabel("Email address", { exact: true })).toHaveValue("welcome@example.com");
  await expect(window.getByLabel("Discount code (optional)")).toHaveValue("WELCOME20");
});

test("a referral visitor gets the referral code, on every page of the visit", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("newsletter_email", "subscriber@example.com"));
  await gotoReady(page, "/?ref=producthunt");
  await page.getByRole("link", { name: "Pricing", exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole("link", { name: "Get Ultimate" }).click();
  const window = page.frameLocator(overlay);
  await expect(window.getByLabel("Email address", { exact: true })).toHaveValue("subscriber@example.com");
  await expect(window.getByLabel("Discount code (optional)")).toHaveValue("RESOUME30");
  await window.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByRole("heading", { name: "Your Ultimate pack" })).toBeVisible();
  await expect(page.getByText("Discount code RESOUME30 applied")).toBeVisible();
});

test("the other modals hear when the checkout opens and closes", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __modalEvents: string[] }).__modalEvents = seen;
    for (const type of ["modal-opened", "modal-closed"]) {
      document.addEventListener(type, (event) => seen.push(`${type}:${(event as CustomEvent<{ modalType: string }>).detail.modalType}`));
    }
  });
  const events = () => page.evaluate(() => (window as unknown as { __modalEvents: string[] }).__modalEvents);
  await gotoReady(page, "/checkout");
  await page.getByRole("link", { name: "Get Basic" }).click();
  const window = page.frameLocator(overlay);
  await expect(window.getByRole("heading", { name: "Test store checkout", level: 1 })).toBeVisible();
  expect(await events()).toEqual(["modal-opened:checkout"]);

  await window.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator(overlay)).toHaveCount(0);
  await expect.poll(events).toEqual(["modal-opened:checkout", "modal-closed:checkout"]);

  // Opened again after closing, it works as the first time.
  await page.getByRole("link", { name: "Get Premium" }).click();
  await expect(page.frameLocator(overlay).getByLabel("Pack")).toHaveValue("premium");
  await expect.poll(events).toEqual(["modal-opened:checkout", "modal-closed:checkout", "modal-opened:checkout"]);
});

test("lemon.js is fetched ahead on the pages that sell, and only there", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url() === "https://app.lemonsqueezy.com/js/lemon.js") fetched.push(new URL(page.url()).pathname);
  });
  await gotoReady(page, "/");
  await gotoReady(page, "/about");
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);
  await gotoReady(page, "/es/checkout");
  await expect.poll(() => fetched).toEqual(["/es/checkout"]);
});

test("for a visitor who declined marketing, lemon.js waits for the first click", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-IPCountry": "DE" });
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://app.lemonsqueezy.com/")) fetched.push(request.url());
  });
  await gotoReady(page, "/pricing");
  await page.getByRole("button", { name: "Reject all" }).click();
  await expect(page.getByRole("region", { name: "Cookies and your privacy" })).toBeHidden();
  await page.waitForLoadState("networkidle");
  expect(fetched).toEqual([]);

  await page.getByRole("link", { name: "Get Basic" }).click();
  await expect(page.frameLocator(overlay).getByRole("heading", { name: "Test store checkout", level: 1 })).toBeVisible();
  expect(fetched).toEqual(["https://app.lemonsqueezy.com/js/lemon.js"]);
  await expect(page).toHaveURL(/\/pricing$/);
});

test("when lemon.js cannot be loaded, the buy button leads to the store's checkout page itself", async ({ page }) => {
  await page.route("https://app.lemonsqueezy.com/**", (route) => route.abort("connectionrefused"));
  // The buy link answers with a redirect to the store, whose target the browser would fetch past the
  // tests' routes (a redirect's target is not routed): here the page goes there itself.
  await page.route(/\/buy\/basic\?/, async (route) => {
    if (!route.request().isNavigationRequest()) return route.continue();
    const { location, ...headers } = (await route.fetch({ maxRedirects: 0 })).headers();
    await route.fulfill({
      headers: { ...headers, "content-type": "text/html" },
      body: `<script>location.replace(${JSON.stringify(location)})</script>`,
    });
  });
  await page.addInitScript(() => localStorage.setItem("welcome_flow_email", "no.overlay@example.com"));
  await gotoReady(page, "/pricing");
  await page.getByRole("link", { name: "Get Basic" }).click();
  await expect(page).toHaveURL(new RegExp(`^${storeVars.LEMONSQUEEZY_CHECKOUT_BASIC.replace(/\./g, "\\.")}\\?`));
  await expect(page.getByRole("heading", { name: "Test store checkout", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Email address", { exact: true })).toHaveValue("no.overlay@example.com");
  await page.getByRole("button", { name: "Pay" }).click();
  // The store's confirmation button leads to the order page; without the overlay nothing shows that
  // this page watched the payment, so the order's e-mailed link is the way in (checkout-payer.test.ts).
  await page.getByRole("link", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/create-headshot$/);
  await expect(page.getByRole("heading", { name: "Your payment has been received" })).toBeVisible();
});
