/**
 * The order page's tiles as a buyer's browser picks their pictures from those made when each
 * headshot was stored (docs/decisions/097-tiles-as-the-web-serves-them.md): the WebP of the width the
 * tile needs on a phone's screen and on a desktop's, and the JPEG of that width where the browser
 * does not take WebP.
 */
import type { Browser } from "@playwright/test";
import { expect, gotoReady, scriptsEnabled, test } from "./fixtures";

type Screen = { width: number; height: number; density: number };

/**
 * The first tile's picture as the buyer sees it on `screen`: the width and format the browser chose,
 * the device pixels the tile is wide, and the tile pictures it fetched.
 */
async function shown(browser: Browser, cookie: { name: string; value: string }, baseURL: string, screen: Screen, refuseWebp = false) {
  const visitor = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.density,
    javaScriptEnabled: scriptsEnabled(),
  });
  try {
    await visitor.addCookies([{ ...cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    const page = await visitor.newPage();
    // A browser that does not take WebP skips a <source> of a type it does not know: the page's own
    // markup, with its WebP offered under a type no browser knows.
    if (refuseWebp)
      await page.route(
        (url) => url.pathname === "/create-headshot",
        async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, body: (await response.text()).replaceAll('type="image/webp"', 'type="image/x-refused"') });
        },
      );
    const fetched: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/photos/") && url.searchParams.get("size") === "thumb")
        fetched.push(`${url.searchParams.get("w")}.${url.searchParams.get("f")} ${response.headers()["content-type"]}`);
    });
    await gotoReady(page, "/create-headshot");
    const picture = page.locator(".gallery__open img").first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty("complete", true);
    const { src, slot } = await picture.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      slot: Math.round(img.getBoundingClientRect().width * devicePixelRatio),
    }));
    const chosen = new URL(src).searchParams;
    return { chosen: `${chosen.get("w")}.${chosen.get("f")}`, slot, fetched: fetched.filter((each) => each.startsWith(chosen.get("w")!)) };
  } finally {
    await visitor.close();
  }
}

test("the tiles load the WebP the tile needs on a phone and on desktops, and the JPEG where WebP is refused", async ({
  browser,
  seed,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { cookie } = await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"] });
  const phone = { width: 412, height: 823, density: 1.75 };
  // One column on the phone Lighthouse plays, 380 CSS pixels wide: 665 device pixels, the 640's.
  const onPhone = await shown(browser, cookie, baseURL!, phone);
  expect(onPhone).toEqual({ chosen: "640.webp", slot: expect.any(Number), fetched: ["640.webp image/webp"] });
  expect(onPhone.slot).toBeGreaterThan(320);
  // Four columns on a desktop, each under 320 pixels at one device pixel per CSS pixel, twice that at two.
  const desktop = await shown(browser, cookie, baseURL!, { width: 1280, height: 800, density: 1 });
  expect(desktop).toEqual({ chosen: "320.webp", slot: expect.any(Number), fetched: ["320.webp image/webp"] });
  expect(desktop.slot).toBeLessThanOrEqual(320);
  expect((await shown(browser, cookie, baseURL!, { width: 1280, height: 800, density: 2 })).chosen).toBe("640.webp");
  expect(await shown(browser, cookie, baseURL!, phone, true)).toEqual({
    chosen: "640.jpg",
    slot: onPhone.slot,
    fetched: ["640.jpg image/jpeg"],
  });
});
