import { afterAll, beforeAll, expect, test } from "vitest";
import { decode, getPage, linkHrefs, seedGalleryItem, type Page } from "../setup/html";
import { sitePages, type SitePage } from "../setup/site-pages";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Every link on every page leads somewhere: each page of the route table is opened in every
 * language, every <a href> to this site is followed as the same visitor, and each answers 200, or
 * redirects to a page that does. A link to a part of a page (#id) needs that element.
 */

let worker: TestWorker;

beforeAll(async () => {
  worker = await startWorker();
  await seedGalleryItem(worker, "links-item", "greenery");
});

afterAll(async () => {
  await worker?.dispose();
});

const pages = await sitePages("links-item");
const origin = "http://localhost";

/** The site's own links on the page at `path`, resolved against it: paths with their query and fragment. */
function internalLinks(html: string, path: string): string[] {
  return linkHrefs(html)
    .map(decode)
    .flatMap((href) => {
      const url = new URL(href, origin + path);
      return url.origin === origin && /^(\/(?!\/)|#|\?)/.test(href) ? [url.pathname + url.search + url.hash] : [];
    });
}

const answers = new Map<string, Promise<Page>>();
/** A page as one visitor sees it (same language preference and sign-in), requested once. */
function visit(path: string, from: SitePage): Promise<Page> {
  const key = `${JSON.stringify(from.init.headers)} ${path}`;
  if (!answers.has(key)) answers.set(key, getPage(worker, path, from.init));
  return answers.get(key)!;
}

test("the crawl starts from every page of the route table", () => {
  expect(pages.length).toBeGreaterThan(80);
});

test.each(pages)("every link on $name resolves", async (page) => {
  const source = await visit(page.path, page);
  expect(source.status).toBe(200);
  // A figure placeholder left in the copy would show as {{name}}.
  expect(decode(source.html.replace(/<script\b[\s\S]*?<\/script>/g, ""))).not.toMatch(/\{\{\s*\w+\s*\}\}/);

  // At least the skip link and the logo's link home, which even the ad landing pages keep.
  const links = [...new Set(internalLinks(source.html, page.path))];
  expect(links).toContain(`${page.path}#main`);
  expect(links.length).toBeGreaterThan(1);
  for (const link of links) {
    const url = new URL(link, origin);
    const target = url.pathname === page.path && url.search === "" ? source : await visit(url.pathname + url.search, page);
    let status = target.status;
    if (status >= 300 && status < 400) {
      const location = new URL(target.headers.get("Location") ?? "", url);
      expect(location.origin, `${link} redirects off the site`).toBe(origin);
      status = (await visit(location.pathname + location.search, page)).status;
    }
    expect(status, `${link} on ${page.name}`).toBe(200);
    if (url.hash.length > 1) expect(target.html, `${link} on ${page.name}`).toContain(` id="${url.hash.slice(1)}"`);
  }
});
