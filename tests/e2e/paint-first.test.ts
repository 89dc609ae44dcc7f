/**
 * A page paints before its code (docs/decisions/052-paint-before-the-code.md): its stylesheets come
 * inline in its document, so that the first paint waits on no other request, and its scripts are
 * requested only once it has painted. The page then hydrates without moving anything, and a page
 * reached by a client navigation that needs another stylesheet is styled when it shows.
 */
import type { Page } from "@playwright/test";
import {
  articles,
  collectProblems,
  desktop,
  expect,
  expectStyled,
  gotoReady,
  hydrated,
  layoutShift,
  mobile,
  scriptsEnabled,
  test,
} from "./fixtures";

const families = ["/", "/pricing", "/blog", articles.en, "/privacy-policy", "/linkedin-photo-review", "/create-headshot", "/es"];

/** The page's first paint and the moment its first script was requested, from the browser's own timings. */
function paintAndFirstScript(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/build/") && entry.name.endsWith(".js"))
      .map((entry) => entry.startTime);
    return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
  });
}

for (const viewport of [mobile, desktop]) {
  test(`every page family is styled by its document alone, on a ${viewport === mobile ? "phone" : "desktop"}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    const problems = await collectProblems(page);
    const stylesheetRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheetRequests.push(request.url());
    });
    for (const path of families) {
      await gotoReady(page, path);
      await expectStyled(page);
      expect(stylesheetRequests, path).toEqual([]);
      if (scriptsEnabled()) {
        expect(await layoutShift(page), path).toBe(0);
        const { paint, firstScript, scripts } = await paintAndFirstScript(page);
        expect(scripts, path).toBeGreaterThan(0);
        expect(firstScript, `${path}: the first script is requested after the first paint`).toBeGreaterThan(paint);
      }
    }
    expect(problems).toEqual([]);
  });
}

// With JavaScript the blog is a client navigation, whose stylesheet the legal page's document did not
// bring, and the way back shows the legal page's own stylesheet again, which the blog had no use for.
test("a page reached by a link is styled with its own stylesheet, and so is the page before it on the way back", async ({ page }) => {
  await page.setViewportSize(desktop);
  const problems = await collectProblems(page);
  const legalSection = page.locator(".content-section").first();
  await gotoReady(page, "/privacy-policy");
  await expect(legalSection).toHaveCSS("margin-top", "32px");
  await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.waitForLoadState();
  if (scriptsEnabled()) await hydrated(page);
  await expect(page.locator(".blog-card").first()).toHaveCSS("display", "flex");
  await expectStyled(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(legalSection).toHaveCSS("margin-top", "32px");
  await expectStyled(page);
  expect(problems).toEqual([]);
});

// Before a route's action or loader Remix fetches the route's stylesheets that the document does not
// link; the inline ones are marked as present, so that a form sent fetches none of them again.
test("a form sent from a page fetches none of the stylesheets its document brought inline", async ({ page }) => {
  await page.setViewportSize(desktop);
  const problems = await collectProblems(page);
  await gotoReady(page, "/buy/basic");
  const inline = await page.locator("style[data-href]").evaluateAll((styles) => styles.map((style) => style.getAttribute("data-href")));
  expect(inline.length).toBeGreaterThan(0);
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.locator('input[name="email"]').fill("inline.styles@example.com");
  await page.locator('button[type="submit"]').click();
  await expect(page.locator(".upload__status")).toBeVisible({ timeout: 15_000 });
  await expectStyled(page);
  expect(fetched.filter((path) => inline.includes(path))).toEqual([]);
  expect(problems).toEqual([]);
});
