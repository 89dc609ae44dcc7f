import { gotoReady, test } from "./fixtures";
test("probe tile widths", async ({ browser, seed, baseURL }) => {
  test.setTimeout(120_000);
  const { cookie } = await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"] });
  for (const width of [320, 360, 412, 480, 576, 600, 700, 768, 900, 1024, 1152, 1280, 1440, 1920]) {
    const visitor = await browser.newContext({ viewport: { width, height: 800 } });
    await visitor.addCookies([{ ...cookie, url: baseURL!, httpOnly: true, sameSite: "Lax" }]);
    const page = await visitor.newPage();
    await gotoReady(page, "/create-headshot");
    const w = await page
      .locator(".gallery__open img")
      .first()
      .evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width);
    console.log(`viewport ${width}: tile ${w.toFixed(1)}`);
    await visitor.close();
  }
});
