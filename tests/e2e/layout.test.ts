/**
 * What the layout must never do to a visitor, with JavaScript on and off: let the page show through
 * the sticky header, cover the open mobile menu with the buy button, push a narrow phone's page
 * sideways with a long heading, misalign the packs' prices, squeeze a page's heading into half of
 * a wide screen, or set the order page's steps in a narrower column than the boxes around them.
 */
import { banner, desktop, expect, gotoReady, menuToggle, mobile, preferLanguage, test } from "./fixtures";

test.describe("on a phone", () => {
  test.use({ viewport: mobile });

  test("the sticky header is opaque, so the footer's text never shows through it", async ({ page }) => {
    await gotoReady(page, "/pricing");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const background = await banner(page).evaluate((header) => getComputedStyle(header).backgroundColor);
    expect(background).toBe("rgb(255, 255, 255)");
  });

  test("the sticky buy button never covers the open mobile menu", async ({ page }) => {
    await gotoReady(page, "/about");
    const sticky = page.locator(".sticky-buy");
    await expect(sticky).toBeVisible();
    await menuToggle(page).click();
    const panel = page.locator(".mobile-menu__panel");
    await expect(panel).toBeVisible();
    await expect(sticky).toBeHidden();
    // Closed again, the button is back.
    await menuToggle(page).click();
    await expect(sticky).toBeVisible();
  });
});

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  // German compounds ("Datenschutzerklärung", "Verbraucherstreitbeilegung") are the longest words of
  // any heading; the legal pages carry them.
  for (const language of ["de", "en", "es"] as const) {
    test(`the legal pages in ${language} fit the screen's width, their headings wrapped`, async ({ page, context, baseURL }) => {
      await preferLanguage(context, baseURL, language);
      for (const path of ["/privacy-policy", "/terms-of-service", "/refund-policy", "/imprint"]) {
        await gotoReady(page, language === "es" ? `/es${path}` : path);
        const { scrolled, width } = await page.evaluate(() => ({
          scrolled: document.documentElement.scrollWidth,
          width: document.documentElement.clientWidth,
        }));
        expect(scrolled, `${language} ${path} scrolls sideways`).toBe(width);
      }
    });
  }
});

test.describe("on a desktop", () => {
  test.use({ viewport: desktop });

  test("the packs' prices and buy buttons line up, whatever their taglines' length", async ({ page }) => {
    for (const path of ["/pricing", "/es/pricing"]) {
      await gotoReady(page, path);
      for (const part of [".plan-card__amount", ".plan-card__buy"]) {
        const tops = await page
          .locator(part)
          .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        expect(tops, `${part} on ${path}`).toHaveLength(3);
        expect(Math.max(...tops) - Math.min(...tops), `${part} on ${path}`).toBeLessThanOrEqual(1);
      }
    }
  });

  test("a page's heading fills the width it has instead of half of it", async ({ page }) => {
    await gotoReady(page, "/about");
    const { line, width } = await page.locator(".page-intro h1").evaluate((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      return { line: Math.max(...[...range.getClientRects()].map((rect) => rect.width)), width: heading.getBoundingClientRect().width };
    });
    expect(line / width).toBeGreaterThan(0.75);
  });

  // The order page's boxes in the states that show its steps beside other boxes: the order, the
  // steps, the job's progress or the gallery, the buyer's data.
  for (const state of ["paid", "training", "delivered"] as const) {
    test(`the order page's steps are as wide as the boxes around them, when ${state}`, async ({ page, seed }) => {
      await seed({ plan: "BASIC", state });
      for (const width of [desktop.width, 1440]) {
        await page.setViewportSize({ ...desktop, width });
        await gotoReady(page, "/create-headshot");
        const boxes = await page.locator(".order-panel, .upload__section").evaluateAll((elements) =>
          elements.map((element) => {
            const { left, width } = element.getBoundingClientRect();
            return `${Math.round(left)} + ${Math.round(width)}`;
          }),
        );
        expect(boxes.length, `${state} at ${width}`).toBeGreaterThanOrEqual(4);
        expect(new Set(boxes), `${state} at ${width}: ${boxes.join(", ")}`).toEqual(new Set([boxes[0]]));
      }
    });
  }
});
