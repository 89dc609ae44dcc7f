import type { Page } from "@playwright/test";
import { resources } from "~/locales/resources.server";
import { trackingIds } from "../../playwright.config";
import { expect, googleHits, gotoReady, pixelEvents, preferLanguage, scriptsEnabled, test } from "./fixtures";

/**
 * Consent first: a visitor from the EU sees the cookie banner and nothing tracked until they
 * choose, with JavaScript and without; a visitor from elsewhere is granted analytics and marketing
 * on the first visit. What a choice allows is what loads, on this page and on later ones.
 */

const cookieBanner = (page: Page) => page.getByRole("region", { name: "Cookies and your privacy" });

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find(({ name }) => name === "cookie-consent");
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** With JavaScript, the tags that a choice allows arrive shortly after it; give them the time. */
async function settle(page: Page) {
  if (scriptsEnabled()) await page.waitForLoadState("networkidle");
}

test.describe("a visitor from the EU", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("sees the banner, and nothing tracked is in the page or requested", async ({ page, thirdParty }) => {
    const response = await gotoReady(page, "/pricing");
    const html = (await response!.text()).toLowerCase();
    for (const marker of ["googletagmanager", "connect.facebook.net", "fbevents", "fbq("]) expect(html).not.toContain(marker);

    await expect(cookieBanner(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Accept all" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reject all" })).toBeVisible();
    // "Accept selected" belongs to the categories, which stay folded until asked for.
    await expect(page.getByRole("button", { name: "Accept selected" })).toBeHidden();
    await settle(page);
    expect(thirdParty.hosts()).toEqual([]);
    expect(await consentCookie(page)).toBeNull();
  });

  test("who rejects all is never tracked, on this page or the next", async ({ page, thirdParty }) => {
    await gotoReady(page, "/");
    await page.getByRole("button", { name: "Reject all" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await consentCookie(page)).toEqual({ essential: true, analytics: false, marketing: false });

    await gotoReady(page, "/about");
    await expect(cookieBanner(page)).toBeHidden();
    await settle(page);
    expect(thirdParty.hosts()).toEqual([]);
  });

  test("who accepts all gets the Google tag and the Meta pixel", async ({ page, thirdParty }) => {
    await gotoReady(page, "/examples");
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await consentCookie(page)).toEqual({ essential: true, analytics: true, marketing: true });
    const date = (await page.context().cookies()).find(({ name }) => name === "cookie-consent-date");
    expect(new Date(decodeURIComponent(date!.value)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    if (!scriptsEnabled()) {
      // Without JavaScript no tag can run: the choice is saved for the pages to come.
      await gotoReady(page, "/about");
      await expect(cookieBanner(page)).toBeHidden();
      expect(thirdParty.hosts()).toEqual([]);
      return;
    }
    await expect.poll(() => googleHits(thirdParty).map(([name]) => name)).toContain("page_view");
    await expect.poll(() => pixelEvents(thirdParty)).toContain("PageView");
    const [, hit] = googleHits(thirdParty).find(([name]) => name === "page_view")!;
    expect(hit.get("tid")).toBe(trackingIds.GA_MEASUREMENT_ID);
    expect(hit.get("dt")).toBe(await page.title());
  });

  test("who accepts only analytics gets the Google tag and no pixel", async ({ page, thirdParty }) => {
    await gotoReady(page, "/");
    await page.getByText("Choose categories").click();
    const analytics = page.getByRole("checkbox", { name: /^Analytics/ });
    const marketing = page.getByRole("checkbox", { name: /^Marketing/ });
    // The spec's defaults: analytics on, marketing off; essential cannot be switched off.
    await expect(analytics).toBeChecked();
    await expect(marketing).not.toBeChecked();
    await expect(page.getByRole("checkbox", { name: /^Essential/ })).toBeDisabled();
    await page.getByRole("button", { name: "Accept selected" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await consentCookie(page)).toEqual({ essential: true, analytics: true, marketing: false });

    await gotoReady(page, "/pricing");
    await settle(page);
    if (scriptsEnabled()) await expect.poll(() => googleHits(thirdParty).length).toBeGreaterThan(0);
    expect(thirdParty.hosts().filter((host) => host.includes("facebook"))).toEqual([]);
  });

  test("who accepts only marketing gets the pixel and no Google tag", async ({ page, thirdParty }) => {
    await gotoReady(page, "/");
    await page.getByText("Choose categories").click();
    await page.getByRole("checkbox", { name: /^Analytics/ }).uncheck();
    await page.getByRole("checkbox", { name: /^Marketing/ }).check();
    await page.getByRole("button", { name: "Accept selected" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(await consentCookie(page)).toEqual({ essential: true, analytics: false, marketing: true });
    await settle(page);
    if (scriptsEnabled()) await expect.poll(() => pixelEvents(thirdParty)).toContain("PageView");
    expect(thirdParty.hosts().filter((host) => host.includes("google"))).toEqual([]);
  });

  test("can reopen the banner from the footer and withdraw consent", async ({ page, thirdParty }) => {
    await gotoReady(page, "/about");
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect(cookieBanner(page)).toBeHidden();

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await expect(cookieBanner(page)).toBeVisible();
    await page.getByRole("button", { name: "Reject all" }).click();
    await expect(cookieBanner(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
    expect(await consentCookie(page)).toEqual({ essential: true, analytics: false, marketing: false });

    const before = thirdParty.urls.length;
    await gotoReady(page, "/pricing");
    await settle(page);
    expect(thirdParty.urls.slice(before)).toEqual([]);
  });

  test("the banner is in the visitor's language", async ({ page }) => {
    await gotoReady(page, "/es/pricing");
    await expect(page.getByRole("region", { name: "Las cookies y tu privacidad" })).toBeVisible();
    await page.getByRole("button", { name: "Rechazar todo" }).click();
    await expect(page.getByRole("region", { name: "Las cookies y tu privacidad" })).toBeHidden();
    await expect(page).toHaveURL(/\/es\/pricing$/);
  });

  test.describe("on a 375 × 667 phone", () => {
    const screen = { width: 375, height: 667 };
    test.use({ viewport: screen });

    for (const language of ["en", "de", "es"] as const) {
      test(`the banner in ${language} leaves two thirds of the first screen to the page, reject beside accept`, async ({
        page,
        context,
        baseURL,
      }) => {
        const t = resources[language].consent;
        await preferLanguage(context, baseURL, language);
        await gotoReady(page, language === "es" ? "/es" : "/");
        const banner = page.getByRole("region", { name: t.title });
        await expect(banner).toBeInViewport();
        expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(screen.height / 3);

        // Rejecting is as easy as accepting: the two buttons are on one row, equally large.
        const reject = (await banner.getByRole("button", { name: t.rejectAll }).boundingBox())!;
        const accept = (await banner.getByRole("button", { name: t.acceptAll }).boundingBox())!;
        expect(reject.x + reject.width).toBeLessThanOrEqual(accept.x);
        expect(Math.abs(reject.y - accept.y)).toBeLessThanOrEqual(1);
        expect(Math.abs(reject.width - accept.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(reject.height - accept.height)).toBeLessThanOrEqual(1);
      });
    }
  });
});

test.describe("a visitor from outside the EU", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "US" } });

  test("is granted analytics and marketing on the first visit, without a banner", async ({ page, thirdParty }) => {
    await gotoReady(page, "/");
    await expect(cookieBanner(page)).toBeHidden();
    expect(await consentCookie(page)).toEqual({ essential: true, analytics: true, marketing: true });
    const region = (await page.context().cookies()).find(({ name }) => name === "user_region");
    expect(region?.value).toBe("NON_EU");
    if (scriptsEnabled()) {
      await expect.poll(() => googleHits(thirdParty).map(([name]) => name)).toContain("page_view");
      await expect.poll(() => pixelEvents(thirdParty)).toContain("PageView");
    }
  });
});
