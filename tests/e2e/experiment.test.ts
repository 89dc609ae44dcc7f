import { expect, gotoReady, test } from "./fixtures";

/** The buy button's experiment and the referral banner, both decided by the server. */

test.describe("the call-to-action experiment", () => {
  // A first-time visitor: no variant yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test("draws one wording on the first visit and keeps it on every later page", async ({ page }) => {
    const response = await gotoReady(page, "/");
    const variant = (await page.context().cookies()).find(({ name }) => name === "ab_cta_variant")?.value;
    expect(["control", "variant_a", "variant_b", "variant_c"]).toContain(variant);

    // The wording is in the server's HTML, so it never changes in front of the visitor. The home
    // page shows the button twice: in its opening and in its closing call to action.
    const html = await response!.text();
    const buttons = page.getByRole("main").getByRole("link", { name: /\$19/ });
    const wording = await buttons.first().textContent();
    expect(html).toContain(`>${wording}</a>`);

    for (const path of ["/pricing", "/about", "/"]) {
      await gotoReady(page, path);
      expect((await page.context().cookies()).find(({ name }) => name === "ab_cta_variant")?.value).toBe(variant);
    }
    await expect(buttons).toHaveText([wording!, wording!]);
  });
});

test.describe("the referral banner", () => {
  test("greets a Product Hunt visitor with the code and a 30% off label", async ({ page }) => {
    await gotoReady(page, "/?ref=producthunt");
    await expect(
      page.getByText("Oh you got here from producthunt? 30% off your headshots with the code RESOUME30 at checkout"),
    ).toBeVisible();
    await expect(page.getByText("Welcome, visitors from producthunt!")).toBeVisible();
    await expect(page.getByText("30% off", { exact: true })).toBeVisible();
  });

  test("names the source of a campaign link as text, in the page's language", async ({ page }) => {
    await gotoReady(page, "/es/pricing?utm_source=%3Cb%3Enews%3C%2Fb%3E");
    await expect(page.getByText("¿Vienes de <b>news</b>? 30 % de descuento en tus fotos con el código RESOUME30 al pagar")).toBeVisible();
    await expect(page.locator("b", { hasText: "news" })).toHaveCount(0);
  });

  test("is not shown without a source", async ({ page }) => {
    await gotoReady(page, "/");
    await expect(page.getByText(/RESOUME30/)).toHaveCount(0);
  });
});
