import { randomUUID } from "node:crypto";
import { trackingIds } from "../../playwright.config";
import { expect, googleHits, gotoReady, pixelEvents, plausibleEvents, test } from "./fixtures";

/**
 * The analytics tools in a real browser: Consent Mode first, events queued until the tools (and
 * the visitor's consent) are ready and then replayed in order, Plausible for everyone through this
 * site, and the region guessed from the time zone when the edge cannot tell.
 */

test.describe("an EU visitor", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("starts with every Consent Mode signal denied, and accepting updates them", async ({ page }) => {
    await gotoReady(page, "/");
    const commands = () =>
      page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.stringify(Array.from(entry as ArrayLike<unknown>))));
    const first = await commands();
    expect(first[0]).toBe(
      JSON.stringify([
        "consent",
        "default",
        { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", wait_for_update: 500 },
      ]),
    );
    expect(first).toContain(JSON.stringify(["set", "url_passthrough", true]));
    expect(first).toContain(JSON.stringify(["set", "ads_data_redaction", true]));

    await page.getByRole("button", { name: "Accept all" }).click();
    await expect
      .poll(commands)
      .toContain(
        JSON.stringify([
          "consent",
          "update",
          { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
        ]),
      );
    // The choice is mirrored to local storage under the spec's keys.
    const stored = await page.evaluate(() => [
      localStorage.getItem("cookie-consent"),
      localStorage.getItem("cookie-consent-date"),
      localStorage.getItem("user_region"),
    ]);
    expect(JSON.parse(stored[0]!)).toEqual({ essential: true, analytics: true, marketing: true });
    expect(Number.isNaN(Date.parse(stored[1]!))).toBe(false);
    expect(stored[2]).toBe("EU");
  });

  test("has the events from before their consent replayed in order once they accept", async ({ page, thirdParty }) => {
    await gotoReady(page, "/pricing");
    await page.getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState("networkidle");
    expect(googleHits(thirdParty)).toEqual([]);

    await page.getByRole("button", { name: "Accept all" }).click();
    // The experiment's exposure is an analytics event of its own: it waits for the consent.
    await expect
      .poll(() => googleHits(thirdParty).map(([name]) => name))
      .toEqual(["page_view", "page_view", "consent_updated", "experiment_exposure"]);
    const hits = googleHits(thirdParty);
    expect(hits[0]![1].get("dl")).toMatch(/\/pricing$/);
    expect(hits[1]![1].get("dl")).toMatch(/\/about$/);
    expect(hits[2]![1].get("ep.analytics")).toBe("true");
    // The pixel hears only the page views, in the same order.
    await expect.poll(() => pixelEvents(thirdParty)).toEqual(["PageView", "PageView"]);
  });

  test("who takes their consent back before the tags have loaded sends nothing of what was queued for them", async ({
    page,
    thirdParty,
  }) => {
    // The tags' scripts are held until the visitor has said no again.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net)\//, async (route) => {
      await held;
      await route.fallback();
    });
    const banner = page.getByRole("region", { name: "Cookies and your privacy" });
    await gotoReady(page, "/about");
    await page.getByRole("button", { name: "Accept all" }).click();
    await expect(banner).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    await page.getByRole("button", { name: "Reject all" }).click();
    await expect(banner).toBeHidden();
    const lastCommand = () => page.evaluate(() => JSON.stringify(Array.from((window.dataLayer ?? []).at(-1) as ArrayLike<unknown>)));
    await expect.poll(lastCommand).toContain('"analytics_storage":"denied"');

    release();
    // Both scripts load and take their queues over: what is left there is theirs to send.
    await expect
      .poll(() =>
        page.evaluate(() => [window.dataLayer?.push !== Array.prototype.push, typeof (window.fbq as { callMethod?: unknown })?.callMethod]),
      )
      .toEqual([true, "function"]);
    await page.waitForLoadState("networkidle");
    expect(googleHits(thirdParty)).toEqual([]);
    expect(pixelEvents(thirdParty)).toEqual([]);
  });

  test("is counted by Plausible without cookies, through this site only", async ({ page, thirdParty }) => {
    const marker = randomUUID();
    await gotoReady(page, `/examples?visit=${marker}`);
    await expect.poll(async () => (await plausibleEvents(marker)).map(({ name }) => name)).toEqual(["pageview"]);
    const [pageview] = await plausibleEvents(marker);
    expect(pageview).toMatchObject({ name: "pageview", domain: trackingIds.PLAUSIBLE_DOMAIN });
    expect(pageview!.userAgent).toContain("Chrome");
    expect(thirdParty.hosts()).toEqual([]);
  });

  test.describe("on a first visit", () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("nothing non-essential is stored before the choice, the experiment's variant included; accepting keeps the variant shown", async ({
      page,
    }) => {
      await gotoReady(page, "/pricing");
      const shown = await page.locator('.consent-banner input[name="variant"]').inputValue();
      expect((await page.context().cookies()).map(({ name }) => name)).toEqual(["user_region"]);
      const keys = await page.evaluate(() => Object.keys(localStorage).sort());
      expect(keys).toEqual(["user_region"]);

      await page.getByRole("button", { name: "Accept all" }).click();
      await expect.poll(async () => (await page.context().cookies()).find(({ name }) => name === "ab_cta_variant")?.value).toBe(shown);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("ab_cta_exposure"))).toBe(shown);
    });
  });
});

test.describe("a visitor outside the EU", () => {
  test("has events that fire before the Google tag has loaded delivered after it, in order", async ({ page, thirdParty }) => {
    // The tag arrives late; the page keeps going meanwhile.
    await page.route("https://www.googletagmanager.com/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    await gotoReady(page, "/");
    await page.getByRole("banner").locator("summary").filter({ hasText: "Language: English" }).locator("visible=true").click();
    await page.getByRole("button", { name: "Deutsch" }).locator("visible=true").click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => googleHits(thirdParty).map(([name]) => name)).toContain("language_changed");
    const names = googleHits(thirdParty).map(([name]) => name);
    expect(names.indexOf("page_view")).toBeLessThan(names.indexOf("language_changed"));
    const [, changed] = googleHits(thirdParty).find(([name]) => name === "language_changed")!;
    expect([changed.get("ep.from"), changed.get("ep.to")]).toEqual(["en", "de"]);
  });
});

test.describe("a visitor the edge cannot place", () => {
  test.use({ extraHTTPHeaders: {} });

  test.describe("in a European time zone", () => {
    test.use({ timezoneId: "Europe/Berlin" });

    test("is treated as in the EU: the banner stays and the region is stored", async ({ page, thirdParty }) => {
      await gotoReady(page, "/");
      await expect.poll(async () => (await page.context().cookies()).find(({ name }) => name === "user_region")?.value).toBe("EU");
      await expect(page.getByRole("region", { name: "Cookies and your privacy" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(thirdParty.hosts()).toEqual([]);
    });
  });

  test.describe("in an American time zone", () => {
    test.use({ timezoneId: "America/New_York" });

    test("is granted on the first visit once the browser reports its region", async ({ page, thirdParty }) => {
      await gotoReady(page, "/");
      await expect(page.getByRole("region", { name: "Cookies and your privacy" })).toBeHidden();
      await expect.poll(() => googleHits(thirdParty).map(([name]) => name)).toContain("page_view");
      const cookies = await page.context().cookies();
      expect(cookies.find(({ name }) => name === "user_region")?.value).toBe("NON_EU");
      expect(JSON.parse(decodeURIComponent(cookies.find(({ name }) => name === "cookie-consent")!.value))).toMatchObject({
        analytics: true,
        marketing: true,
      });
    });
  });
});
