/**
 * What a visitor does before the page's code has arrived survives its arrival: a menu or language
 * switcher opened in the server's HTML stays open, and the footer's year is the server's, whatever
 * the browser's clock says. A page reached by a client navigation shows its content at once, even
 * when the parts that load after the first paint are late; and a part whose code is gone (a new
 * release) reloads the page once, as a stale route module does. On the order page, the boxes
 * ticked and the photos chosen before the code arrived are saved and checked once it runs.
 */
import path from "node:path";
import en from "~/locales/en/create-headshot";
import enGallery from "~/locales/en/gallery";
import { fill } from "~/utils/translate";
import { photoDir } from "../setup/photos";
import {
  allPages,
  banner,
  collectProblems,
  desktop,
  ensureGalleryItem,
  expect,
  facesReadOnTheServer,
  gotoReady,
  languageToggle,
  menuToggle,
  mobile,
  openWithoutScripts,
  serverFacesMs,
  test,
} from "./fixtures";

/** The chunks of the parts that load after the first paint (React.lazy): not route modules, not shared code. */
const laterPart = (url: URL) => /^\/build\/_shared\/(?!chunk-)[\w-]+\.js$/.test(url.pathname);

test.describe("on a phone", () => {
  test.use({ viewport: mobile });

  test("the mobile menu opened before the code arrived stays open, and says so", async ({ page }) => {
    const problems = await collectProblems(page);
    const hydrate = await openWithoutScripts(page, "/pricing");
    await menuToggle(page).click();
    const privacy = banner(page).getByRole("link", { name: "Privacy policy", exact: true });
    await expect(privacy).toBeVisible();

    await hydrate();
    await expect(privacy).toBeVisible();
    await expect(menuToggle(page)).toHaveText("Close menu");
    // And it still works: Escape closes it.
    await page.keyboard.press("Escape");
    await expect(privacy).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: desktop });

  test("the language switcher opened before the code arrived stays open", async ({ page }) => {
    const hydrate = await openWithoutScripts(page, "/about");
    await languageToggle(page).click();
    const german = banner(page).getByRole("button", { name: "Deutsch" });
    await expect(german).toBeVisible();
    await hydrate();
    await expect(german).toBeVisible();
  });

  test("who is pictured and the style, ticked before the code arrived, are saved once it runs, and the start then works", async ({
    page,
    seed,
  }) => {
    test.setTimeout(60_000);
    const { upload } = en;
    const saves: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/create-headshot"))
        saves.push(response.status());
    });
    await seed({ state: "photos_ready", plan: "BASIC", chosen: false });
    const hydrate = await openWithoutScripts(page, "/create-headshot");
    await page.getByLabel(upload.choices.subjects.man).check();
    await page.getByLabel(enGallery.styles.corporate, { exact: true }).check();
    await hydrate();

    await expect(page.locator("#choices-status")).toHaveText(upload.choices.saved);
    expect(saves).toEqual([200]);
    await expect(page.getByLabel(upload.choices.subjects.man)).toBeChecked();
    const start = page.getByRole("button", { name: upload.start.button });
    await expect(start).not.toHaveAttribute("aria-disabled");
    await start.click();
    // The job's progress is a part loaded after the page's first paint: on a busy machine it takes a while.
    await expect(page.getByRole("heading", { name: en.progress.heading })).toBeVisible({ timeout: 30_000 });
  });

  test("photos chosen before the code arrived are checked on the device once it runs, and can be sent", async ({ page, seed }) => {
    facesReadOnTheServer();
    const { upload } = en;
    await seed({ state: "paid", plan: "BASIC" });
    const hydrate = await openWithoutScripts(page, "/create-headshot");
    await page.locator('input[type="file"][name="photos"]').setInputFiles(path.join(photoDir, "man-formal-portrait.jpg"));
    await hydrate();

    const chosen = page.locator(".selection__item").filter({ hasText: "man-formal-portrait.jpg" });
    await expect(chosen.locator(".selection__verdict")).toHaveText(`✓ ${upload.checks.good}`, { timeout: serverFacesMs });
    await page.getByRole("button", { name: upload.photos.send }).click();
    await expect(page.getByText(fill(upload.photos.count, { count: 1, max: 10 }))).toBeVisible({ timeout: serverFacesMs });
  });

  test("the footer's year is the server's, even when the browser's clock is in another year", async ({ page }) => {
    const problems = await collectProblems(page);
    await page.clock.install({ time: new Date("2031-12-31T23:59:50Z") });
    const hydrate = await openWithoutScripts(page, "/");
    await hydrate();
    const year = new Date().getUTCFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year}`);
    await expect(page.getByRole("contentinfo")).not.toContainText("2031");
    expect(problems).toEqual([]);
  });
});

test.describe("client navigation", () => {
  test.use({ viewport: desktop });

  test("every page renders its content at once, with the later parts held back", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await ensureGalleryItem(baseURL);
    const problems = await collectProblems(page);
    await gotoReady(page, "/about");
    // From here on the popup's, the toasts' and the error screen's code never arrives.
    await page.route(laterPart, () => {});
    const paths = allPages.filter((target) => target.status === 200 && !target.operator && !target.language).map((target) => target.path);
    for (const path of paths) {
      const heading = await page.evaluate(async (to) => {
        const html = await (await fetch(to)).text();
        // From <main> on: the head's inline stylesheets carry that response's nonce, not this page's,
        // and the browser would report parsing them as a breach of this page's policy.
        const main = html.slice(html.indexOf("<main"));
        return new DOMParser().parseFromString(main, "text/html").querySelector("main h1")?.textContent ?? "";
      }, path);
      expect(heading, `${path} has a heading`).not.toBe("");
      await page.evaluate(
        (to) => (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(to),
        path,
      );
      await expect(page.locator("main h1"), path).toHaveText(heading);
    }
    expect(problems).toEqual([]);
  });
});

test("a later part whose code is gone reloads the page once, then the page goes on without it", async ({ page }) => {
  const requests: string[] = [];
  await page.route(laterPart, (route) => {
    requests.push(new URL(route.request().url()).pathname);
    return route.fulfill({ status: 404, body: "" });
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) documents.push(request.url());
  });
  await page.goto("/pricing");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect.poll(() => documents.length, { message: "the page reloaded once" }).toBe(2);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // The second failure leaves the page as it is: it still works as plain links and forms.
  await page.waitForTimeout(1_000);
  expect(documents).toHaveLength(2);
  expect(requests.length).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
