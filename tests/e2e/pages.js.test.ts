/**
 * Every page of the route table, with JavaScript on, one test per page:
 *  - nothing is logged as an error, thrown, blocked by the Content-Security-Policy or fails to load,
 *    and the page hydrates;
 *  - axe-core finds no violation of impact "serious" or "critical", at desktop width and at 375 px
 *    with the mobile menu open. At 375 px the first page of each route module is examined whole; the
 *    module's other pages (its other languages, slugs or variants: the same layout with other text)
 *    only in what that width and the open menu bring out, the menu in their language among it.
 * Both checks share one page load to keep the run short; each reports on its own (soft assertions).
 */
import {
  allPages,
  collectProblems,
  desktop,
  ensureGalleryItem,
  expect,
  gotoReady,
  menuToggle,
  mobile,
  noteShown,
  operatorCredentials,
  preferLanguage,
  seriousViolations,
  test,
} from "./fixtures";

test.describe.configure({ mode: "parallel" });

test.beforeAll(async ({ baseURL }) => {
  await ensureGalleryItem(baseURL);
});

for (const { name, path, family, language, status, operator } of allPages) {
  const firstOfFamily = allPages.find((page) => page.family === family)!.name === name;
  test.describe(name, () => {
    if (operator) test.use({ httpCredentials: operatorCredentials });

    test(`${name}: no console errors or CSP violations, no serious axe violations`, async ({ page, context, baseURL }) => {
      if (language) await preferLanguage(context, baseURL, language);
      const problems = await collectProblems(page);
      await page.setViewportSize(desktop);

      const response = await gotoReady(page, path);
      expect(response?.status()).toBe(status);
      const axe: string[] = [];
      for (const line of await seriousViolations(page)) axe.push(`desktop: ${line}`);
      if (!firstOfFamily) await noteShown(page);

      await page.setViewportSize(mobile);
      // The ad landing pages have no menu; everywhere else the page is examined with it open.
      const reduced = path.includes("ad-landing");
      await expect(menuToggle(page)).toHaveCount(reduced ? 0 : 1);
      if (!reduced) {
        await menuToggle(page).click();
        await expect(page.getByRole("banner").getByRole("navigation").first()).toBeVisible();
      }
      for (const line of await seriousViolations(page, { shownSinceNoted: !firstOfFamily })) {
        axe.push(`375 px${reduced ? "" : ", menu open"}: ${line}`);
      }
      await page.waitForLoadState("networkidle");

      // The browser reports the document's own deliberate status (the 404 screen) as a failed
      // resource; that line is expected, nothing else is. It ends with the reason phrase the server
      // sent, which Miniflare 5 (workerd 1.20261117) leaves empty and HTTP/2 at the edge never carries.
      const documentUrl = new URL(path, baseURL).href;
      const unexpected = problems.filter(
        (problem) =>
          !(
            status >= 400 &&
            problem.kind === "console" &&
            problem.url === documentUrl &&
            new RegExp(`^Failed to load resource: the server responded with a status of ${status} \\((Not Found)?\\)$`).test(problem.text)
          ),
      );
      expect.soft(unexpected, `console errors, page errors, CSP violations or failed requests on ${name}`).toEqual([]);
      expect.soft(axe, `serious or critical axe violations on ${name}`).toEqual([]);
    });
  });
}
