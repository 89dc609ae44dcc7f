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
 * which fills the tile's device pixels, and what it fetched of that tile's pictures.
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
    const fetched: Array<{ path: string; picture: string }> = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith("/photos/") && url.searchParams.get("size") === "thumb")
        fetched.push({
          path: url.pathname,
          picture: `${url.searchParams.get("w")}.${url.searchParams.get("f")} ${response.headers()["content-type"]}`,
        });
    });
    await gotoReady(page, "/create-headshot");
    const picture = page.locator(".gallery__open img").first();
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty("complete", true);
    const { src, slot } = await picture.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      slot: Math.round(img.getBoundingClientRect().width * devicePixelRatio),
    }));
    const chosen = new URL(src);
    const width = Number(chosen.searchParams.get("w"));
    // Sharp: at least the tile's device pixels, give or take the 5 % a browser allows itself.
    expect(width, `${width} for a tile of ${slot} device pixels`).toBeGreaterThanOrEqual(0.95 * slot);
    return {
      chosen: `${width}.${chosen.searchParams.get("f")}`,
      fetched: fetched.filter((each) => each.path === chosen.pathname).map((each) => each.picture),
    };
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
  // One column on the phone Lighthouse plays, 324 CSS pixels wide: 567 device pixels, the 640's to fill.
  expect(await shown(browser, cookie, baseURL!, phone)).toEqual({ chosen: "640.webp", fetched: ["640.webp image/webp"] });
  // Four columns of 328 CSS pixels on a desktop: the 320 at one device pixel per CSS pixel, the 640 at two.
  const desktop = { width: 1280, height: 800 };
  expect(await shown(browser, cookie, baseURL!, { ...desktop, density: 1 })).toEqual({
    chosen: "320.webp",
    fetched: ["320.webp image/webp"],
  });
  expect((await shown(browser, cookie, baseURL!, { ...desktop, density: 2 })).chosen).toBe("640.webp");
  expect(await shown(browser, cookie, baseURL!, phone, true)).toEqual({ chosen: "640.jpg", fetched: ["640.jpg image/jpeg"] });
});
