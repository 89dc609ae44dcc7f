/**
 * A first visit to a page of each family fetches at most its budget of JavaScript (gzip) until the
 * browser is idle, without any action of the visitor: the scripts the HTML names, and the parts that
 * load after hydration (docs/decisions/051-javascript-until-idle-per-page-family.md). Idle is
 * Playwright's network idle: no request for 500 ms, counted from the moment the page says that its
 * later parts have started.
 */
import type { Page, Request } from "@playwright/test";
import path from "node:path";
import { budgets, gzipTotal, pageFamilies } from "../../scripts/lib/first-load.mjs";
import { expect, gotoReady, test } from "./fixtures";

const publicDir = path.resolve(import.meta.dirname, "../../public");
const quietMs = 500;

/**
 * Every script under /build/ that opening `pathname` fetches until no request has been under way for
 * `quietMs`. The test's own routing (the third parties' stand-ins) turns the browser's HTTP cache off,
 * so a page opened before in the same context fetches its scripts again.
 */
async function scriptsUntilIdle(page: Page, pathname: string): Promise<string[]> {
  const scripts = new Set<string>();
  const underWay = new Set<Request>();
  let lastActivity = Date.now();
  page.on("request", (request) => {
    underWay.add(request);
    lastActivity = Date.now();
    const url = new URL(request.url());
    if (url.pathname.startsWith("/build/") && url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  const settled = (request: Request) => {
    underWay.delete(request);
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);
  await gotoReady(page, pathname);
  await expect.poll(() => underWay.size === 0 && Date.now() - lastActivity >= quietMs, { timeout: 15_000 }).toBe(true);
  return [...scripts];
}

test.describe.configure({ mode: "parallel" });

for (const { family, path: pathname, order, budget } of pageFamilies) {
  test(`${family} (${pathname}): JavaScript until idle within ${budget} B gzip`, async ({ page, seed }) => {
    if (order) await seed({ state: order });
    const scripts = await scriptsUntilIdle(page, pathname);
    const bytes = gzipTotal(scripts, publicDir);
    const over = budget > budgets.pageJs ? `, still over ${budgets.pageJs / 1024} kB` : "";
    console.log(`JavaScript until idle, ${family}: ${bytes} B gzip in ${scripts.length} files (budget ${budget} B${over})`);
    expect(bytes).toBeLessThanOrEqual(budget);
  });
}
