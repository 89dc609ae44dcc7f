/**
 * A published headshot's picture as a visitor's browser picks it from the copies made at publish
 * (docs/decisions/093-pictures-as-the-web-serves-them.md): the WebP of the width its slot needs on a
 * phone's screen and on a desktop's, and the JPEG of that width where the browser does not take WebP.
 */
import type { Browser } from "@playwright/test";
import { resources } from "~/locales/resources.server";
import { expect, gotoReady, scriptsEnabled, test } from "./fixtures";

const { gallery } = resources.en.createHeadshot;
const alt = resources.en.gallery.imageAlt.replace("{{style}}", resources.en.gallery.styles.corporate);

/** The page's picture as a visitor sees it on `screen`: the address of the copy the browser chose, and what it fetched of them. */
async function shown(browser: Browser, address: string, screen: { width: number; height: number; density: number }, refuseWebp = false) {
  const visitor = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.density,
    javaScriptEnabled: scriptsEnabled(),
  });
  try {
    const page = await visitor.newPage();
    // A browser that does not take WebP skips a <source> and a preload of a type it does not know:
    // the page's own markup and header, with its WebP offered under a type no browser knows.
    const refused = (text: string) => text.replaceAll('type="image/webp"', 'type="image/x-refused"');
    if (refuseWebp)
      await page.route(
        (url) => url.pathname === address,
        async (route) => {
          const response = await route.fetch();
          const headers = response.headers();
          await route.fulfill({
            response,
            headers: { ...headers, ...(headers.link ? { link: refused(headers.link) } : {}) },
            body: refused(await response.text()),
          });
        },
      );
    const answers: Array<{ path: string; type: string | null }> = [];
    page.on("response", (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith(`${address}/`)) answers.push({ path, type: response.headers()["content-type"] ?? null });
    });
    await gotoReady(page, address);
    const picture = page.getByRole("img", { name: alt });
    await expect(picture).toHaveJSProperty("complete", true);
    return { src: new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname, answers };
  } finally {
    await visitor.close();
  }
}

test("a published headshot's page loads the WebP its slot needs on a phone and a desktop, and the JPEG where WebP is refused", async ({
  page,
  browser,
  seed,
}) => {
  test.setTimeout(120_000);
  await seed({ state: "delivered", plan: "BASIC", styles: ["corporate"] });
  await gotoReady(page, "/create-headshot");
  const tile = page.locator(".gallery__item").first();
  await tile.getByText(gallery.publishing.share).click();
  await tile.getByLabel(gallery.publishing.consent).check();
  await tile.getByRole("button", { name: gallery.publishing.publish }).click();
  const link = page
    .locator(".gallery__item")
    .first()
    .getByRole("link", { name: /\/gallery\/[\w-]{22}$/ });
  const address = new URL((await link.getAttribute("href"))!).pathname;

  // The phone Lighthouse plays: 412 CSS pixels wide at 1.75, a slot of 376 (658 device pixels).
  const phone = { width: 412, height: 823, density: 1.75 };
  expect(await shown(browser, address, phone)).toEqual({
    src: `${address}/672.webp`,
    answers: [{ path: `${address}/672.webp`, type: "image/webp" }],
  });
  // A desktop's 512-pixel slot at one device pixel per CSS pixel.
  expect((await shown(browser, address, { width: 1280, height: 800, density: 1 })).src).toBe(`${address}/512.webp`);
  expect(await shown(browser, address, phone, true)).toEqual({
    src: `${address}/672.jpg`,
    answers: [{ path: `${address}/672.jpg`, type: "image/jpeg" }],
  });
});
