/**
 * The discount popup's rules (spec section 4) with a controlled clock: 12 s after the page loads,
 * unless dismissed, seen within 48 h, on an excluded page, or behind another modal; on request;
 * after the visitor returns to the tab. Then what the visitor does with it: close it, sign up (also
 * while the server is out of reach), or, as a subscriber, go on to the packs.
 */
import type { Page } from "@playwright/test";
import { confirmNewsletter, desktop, expect, gotoOnStoppedClock, seriousViolations, test } from "./fixtures";

const start = new Date("2026-06-01T08:00:00Z").getTime();
// The clock stands still from here; the popup's timer starts at this instant, when the page has
// hydrated. Until the test stops it the clock runs in real time from
// `start`: a minute is more than a busy machine takes to get there, so it is never stopped in the past.
const loaded = start + 60_000;
const day = 86_400_000;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

// No marker from playwright.config's default storage: these tests are about the popup.
test.use({
  viewport: desktop,
  storageState: {
    cookies: [
      {
        name: "ab_cta_variant",
        value: "control",
        domain: "127.0.0.1",
        path: "/",
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: "Lax",
      },
    ],
    origins: [],
  },
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-IPCountry": "US", "CF-Connecting-IP": `198.18.1.${Math.floor(Math.random() * 250) + 1}` });
});

const popup = (page: Page) => page.getByRole("dialog");

/** Opens `path` on a stopped clock, with `storage` in local storage before any script runs. */
async function open(page: Page, path = "/", storage: Record<string, string> = {}) {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.clock.install({ time: start });
  await gotoOnStoppedClock(page, path, loaded);
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);
const tracked = (page: Page) => page.evaluate(() => (window.__analyticsQueue ?? []).map(({ name, props }) => ({ name, props })));

test("opens 12 s after the page loads, records when it was seen, and reports itself", async ({ page }) => {
  await open(page);
  await page.clock.runFor(11_999);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
  await expect(popup(page).getByRole("heading", { name: "20% off your first headshots" })).toBeVisible();
  expect(Number(await stored(page, "nl_seen_48h"))).toBe(loaded + 12_000);
  await expect(popup(page)).toHaveCSS("z-index", "2000");
  await expect.poll(() => tracked(page)).toContainEqual({ name: "modal-opened", props: { modalType: "discount" } });
  // Focus moved into the dialog, and nothing in it stands in the way of a screen reader or keyboard.
  await expect(popup(page).locator(":focus")).toHaveCount(1);
  // axe runs on timers of its own.
  await page.clock.resume();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the 12 s count runs from the page load, not from the last navigation inside the page", async ({ page }) => {
  await open(page, "/about");
  await page.clock.runFor(6_000);
  // A navigation that changes only the query (the footer's cookie settings) keeps the count.
  await page.getByRole("link", { name: "Cookie settings" }).click();
  await expect(page).toHaveURL(/\?cookie-settings$/);
  await page.clock.runFor(5_999);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
});

test("closing with × keeps it away for 7 days and reports the close", async ({ page }) => {
  await open(page);
  await page.clock.runFor(12_000);
  await popup(page).getByLabel("First name", { exact: true }).fill("Ada");
  await popup(page).getByRole("button", { name: "Close" }).click();
  await expect(popup(page)).toHaveCount(0);
  expect(Number(await stored(page, "nl_dismissed_until"))).toBe(loaded + 12_000 + 7 * day);
  await expect.poll(() => tracked(page)).toContainEqual({ name: "modal-closed", props: { modalType: "discount" } });

  // The fields were cleared: asked for again, it opens empty.
  await page.evaluate(() => document.dispatchEvent(new CustomEvent("show-discount-modal", { detail: { delay: 0 } })));
  await page.clock.runFor(0);
  await expect(popup(page).getByLabel("First name", { exact: true })).toHaveValue("");
});

test("a click on the backdrop closes it too", async ({ page }) => {
  await open(page);
  await page.clock.runFor(12_000);
  await expect(popup(page)).toBeVisible();
  await page.mouse.click(10, 10);
  await expect(popup(page)).toHaveCount(0);
  expect(Number(await stored(page, "nl_dismissed_until"))).toBe(loaded + 12_000 + 7 * day);
});

test("stays away while dismissed, and comes back once the date has passed", async ({ page }) => {
  await open(page, "/", { nl_dismissed_until: String(loaded + 60_000) });
  await page.clock.runFor(20_000);
  await expect(popup(page)).toHaveCount(0);

  await page.clock.runFor(60_000);
  // A return to the tab after the dismissal ran out.
  await hideTab(page, 2_001);
  await page.clock.runFor(1_000);
  await expect(popup(page)).toBeVisible();
});

test("stays away for 48 h after it was seen; an older marker is removed and the popup opens", async ({ page }) => {
  await open(page, "/", { nl_seen_48h: String(loaded - 47 * 3_600_000) });
  await page.clock.runFor(12_000);
  await expect(popup(page)).toHaveCount(0);
  expect(await stored(page, "nl_seen_48h")).toBe(String(loaded - 47 * 3_600_000));

  await page.clock.runFor(2 * 3_600_000);
  await hideTab(page, 2_001);
  await page.clock.runFor(1_000);
  await expect(popup(page)).toBeVisible();
  // The stale marker gave way to the new one.
  expect(Number(await stored(page, "nl_seen_48h"))).toBeGreaterThan(loaded + 2 * 3_600_000);
});

for (const path of ["/create-headshot", "/es/create-headshot", "/ad-landing", "/newsletter", "/es/newsletter"]) {
  test(`never opens on ${path}`, async ({ page }) => {
    await open(page, path);
    await page.clock.runFor(15_000);
    await hideTab(page, 5_000);
    await page.clock.runFor(2_000);
    await expect(popup(page)).toHaveCount(0);
    expect(await stored(page, "nl_seen_48h")).toBeNull();
  });
}

test("never opens while the visitor is typing in a form; it waits until they leave the field", async ({ page }) => {
  await open(page, "/white-label");
  const field = page.getByLabel("First name");
  await field.click();
  await field.pressSequentially("Gra");
  await page.clock.runFor(15_000);
  await expect(popup(page)).toHaveCount(0);
  expect(await stored(page, "nl_seen_48h")).toBeNull();
  // From one field to the next is still typing.
  await page.keyboard.press("Tab");
  await page.clock.runFor(2_000);
  await expect(popup(page)).toHaveCount(0);

  await page.getByRole("heading", { level: 1 }).click();
  await page.clock.runFor(1_000);
  await expect(popup(page)).toBeVisible();
});

test("never opens over another modal", async ({ page }) => {
  await open(page, "/pricing");
  await page.evaluate(() => document.dispatchEvent(new CustomEvent("modal-opened", { detail: { modalType: "checkout" } })));
  await page.clock.runFor(15_000);
  await expect(popup(page)).toHaveCount(0);

  await page.evaluate(() => document.dispatchEvent(new CustomEvent("modal-closed", { detail: { modalType: "checkout" } })));
  await hideTab(page, 3_000);
  await page.clock.runFor(1_000);
  await expect(popup(page)).toBeVisible();
});

test("returning to the tab after more than 2 s opens it 1 s later; a shorter absence does not", async ({ page }) => {
  // Dismissed past the 12 s mark, so only the returns count.
  await open(page, "/", { nl_dismissed_until: String(loaded + 20_000) });
  await page.clock.runFor(21_000);
  await hideTab(page, 2_000);
  await page.clock.runFor(5_000);
  await expect(popup(page)).toHaveCount(0);

  await hideTab(page, 2_001);
  await page.clock.runFor(999);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
});

test("a trigger is judged when it fires: its code coming after the dismissal has ended opens nothing", async ({ page }) => {
  // The opener's code is held, as a slow network would, until the dismissal has run out.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/build\/_shared\/popup-opener-\w+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await open(page, "/", { nl_dismissed_until: String(loaded + 13_000) });
  await page.clock.runFor(14_000);
  const arrived = page.waitForResponse(/\/popup-opener-\w+\.js$/);
  release();
  await arrived;
  // An opener that let it open would ask for the popup's strings and code at once.
  await page.waitForTimeout(1_000);
  expect(asked.filter((path) => path.includes("/newsletter/popup") || path.includes("discount-popup"))).toEqual([]);
  await expect(popup(page)).toHaveCount(0);
  expect(await stored(page, "nl_seen_48h")).toBeNull();
});

test("the 'show-discount-modal' event opens it after 1 s, even when dismissed", async ({ page }) => {
  await open(page, "/", { nl_dismissed_until: String(loaded + 30 * day) });
  await page.evaluate(() => document.dispatchEvent(new CustomEvent("show-discount-modal")));
  await page.clock.runFor(999);
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(popup(page)).toBeVisible();
});

test("the footer's offer opens the popup in place", async ({ page }) => {
  await open(page, "/about", { nl_dismissed_until: String(loaded + 30 * day) });
  await page.getByRole("link", { name: "Newsletter: 20% off your first pack" }).click();
  await page.clock.runFor(0);
  await expect(popup(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/about");
});

test("signing up: mistakes one at a time, then the welcome code, then the confirmation", async ({ page, browser, baseURL }) => {
  await open(page);
  await page.clock.runFor(12_000);
  const dialog = popup(page);
  const subscribe = dialog.getByRole("button", { name: "Subscribe" });

  await subscribe.click();
  await expect(dialog.locator(".field__error:not(:empty)")).toHaveText(["Please enter your first name (at least 2 characters)"]);
  await dialog.getByLabel("First name", { exact: true }).fill("Ada");
  await subscribe.click();
  await expect(dialog.locator(".field__error:not(:empty)")).toHaveText(["Please enter your last name (at least 2 characters)"]);
  await dialog.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await subscribe.click();
  await expect(dialog.locator(".field__error:not(:empty)")).toHaveText(["Please enter your email address"]);
  await dialog.getByLabel("Email address", { exact: true }).fill("ada@example");
  await subscribe.click();
  await expect(dialog.locator(".field__error:not(:empty)")).toHaveText(["Please enter a valid email address"]);

  const address = `ada.${unique()}@example.com`;
  await dialog.getByLabel("Email address", { exact: true }).fill(address);
  await subscribe.click();
  await expect(dialog.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
  // The code is shown at once; the e-mail with it waits for the confirmation.
  await expect(dialog.locator("code")).toHaveText("WELCOME20");
  await expect(dialog.getByText("Your welcome code takes 20% off any pack.")).toBeVisible();
  expect(await stored(page, "newsletter_subscribed")).toBe("true");
  expect(await stored(page, "welcome_flow_email")).toBe(address);
  expect(await stored(page, "welcome_flow_discount_code")).toBe("WELCOME20");
  expect(await stored(page, "newsletter_source")).toBe("exit-intent");
  await expect
    .poll(() => tracked(page))
    .toContainEqual({ name: "newsletter-signup", props: { source: "exit-intent", discountCode: "WELCOME20" } });

  await page.clock.resume();
  await confirmNewsletter(page, browser, baseURL, address);
  await expect(page.getByText("Your welcome code is on its way to your inbox as well.")).toBeVisible();
});

test("in German, with the German messages", async ({ page, context }) => {
  await context.addCookies([{ name: "preferred-language", value: "de", domain: "127.0.0.1", path: "/" }]);
  await open(page);
  await page.clock.runFor(12_000);
  const dialog = popup(page);
  await expect(dialog.getByRole("heading", { name: "20 % Rabatt auf deine ersten Bewerbungsfotos" })).toBeVisible();
  await dialog.getByLabel("Vorname", { exact: true }).fill("A");
  await dialog.getByRole("button", { name: "Abonnieren" }).click();
  await expect(dialog.locator(".field__error:not(:empty)")).toHaveText(["Bitte gib deinen Vornamen ein (mindestens 2 Zeichen)"]);
});

test("while the server is out of reach the sign-up waits in the browser and goes out when it is back", async ({
  page,
  browser,
  baseURL,
}) => {
  await open(page);
  await page.clock.runFor(12_000);
  await page.route("**/api/newsletter/signup", (route) => route.abort("internetdisconnected"));
  const dialog = popup(page);
  const address = `grace.${unique()}@example.com`;
  await dialog.getByLabel("First name", { exact: true }).fill("Grace");
  await dialog.getByLabel("Last name", { exact: true }).fill("Hopper");
  await dialog.getByLabel("Email address", { exact: true }).fill(address);
  await dialog.getByRole("button", { name: "Subscribe" }).click();
  await expect(dialog.getByRole("heading", { name: "Please confirm your e-mail address" })).toBeVisible();
  await expect(dialog.locator("code")).toHaveText("WELCOME20");

  const queued = JSON.parse((await stored(page, "email_subscribers")) ?? "[]");
  expect(queued).toEqual([
    expect.objectContaining({
      email: address,
      firstName: "Grace",
      lastName: "Hopper",
      source: "exit-intent",
      discountCode: "WELCOME20",
      discountPercent: 20,
      userType: "b2c",
      id: expect.any(String),
      subscribed_at: expect.any(String),
    }),
  ]);
  await expect.poll(() => tracked(page)).toContainEqual(expect.objectContaining({ name: "newsletter-signup-failed" }));

  await page.unroute("**/api/newsletter/signup");
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/newsletter/signup") && request.postDataJSON()?.email === address,
  );
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  expect((await sent).postDataJSON()).toEqual({
    email: address,
    firstName: "Grace",
    lastName: "Hopper",
    source: "exit-intent",
    discountCode: "WELCOME20",
    discountPercent: 20,
    userType: "b2c",
    language: "en",
  });
  await expect(
    page
      .locator(".toaster")
      .getByText("The sign-up you made while offline has arrived: please confirm it with the link we have e-mailed you."),
  ).toBeVisible();
  await expect.poll(() => stored(page, "email_subscribers")).toBe("[]");
  await page.clock.resume();
  await confirmNewsletter(page, browser, baseURL, address);
});

test("a subscriber sees the before and after, and the way to the packs", async ({ page }) => {
  await open(page, "/about", { newsletter_subscribed: "true" });
  await page.clock.runFor(12_000);
  const dialog = popup(page);
  await expect(dialog.getByRole("heading", { name: "From selfie to interview-ready" })).toBeVisible();
  await expect(dialog.getByRole("img", { name: /^Before: a casual selfie/ })).toBeVisible();
  await expect(dialog.getByText("your code WELCOME20 still takes 20% off any pack")).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toHaveCount(0);

  await dialog.getByRole("link", { name: "See the packs" }).click();
  await expect(popup(page)).toHaveCount(0);
  await page.clock.runFor(100);
  await page.waitForURL("**/pricing");
});

/** The tab is hidden for `ms` and then shown again. */
async function hideTab(page: Page, ms: number) {
  await setVisibility(page, "hidden");
  await page.clock.runFor(ms);
  await setVisibility(page, "visible");
}

function setVisibility(page: Page, state: "hidden" | "visible") {
  return page.evaluate((value) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}
