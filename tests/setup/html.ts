import { expect } from "vitest";
import { testAdminToken, type TestWorker } from "./worker";

/** Helpers the integration tests share to request pages from the Worker and read their server-rendered HTML. */

/** A response with its body read as text. */
export type Page = { status: number; headers: Headers; html: string };

/** Reads a response (the global one or Miniflare's) into a {@link Page}. */
export async function read(response: { status: number; headers: Headers; text(): Promise<string> }): Promise<Page> {
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/**
 * A request as a browser would send it, redirects not followed. `path` is resolved against
 * http://localhost, so a whole URL (another host name) works too.
 */
export async function getPage(worker: TestWorker, path: string, init: RequestInit = {}): Promise<Page> {
  return read(await worker.fetch(path, init));
}

/** The HTML of a page that must answer 200. */
export async function getOkHtml(worker: TestWorker, path: string, init: RequestInit = {}): Promise<string> {
  const page = await getPage(worker, path, init);
  expect(page.status).toBe(200);
  return page.html;
}

/** Adds a row to the gallery_items table of the Worker's D1 database; its image key is gallery/{id}.jpg. */
export async function seedGalleryItem(worker: TestWorker, id: string, style: string): Promise<void> {
  const db = await worker.db();
  await db.prepare("INSERT INTO gallery_items (id, style, image_key) VALUES (?, ?, ?)").bind(id, style, `gallery/${id}.jpg`).run();
}

/** Text from server-rendered HTML: React's `<!-- -->` text separators removed and character references decoded. */
/** A gallery form's error as the order page shows it, in its tile or above the tiles (not only among the page's strings). */
export const galleryAlert = (message: string) => `<p class="field__error gallery__error" role="alert">${message}</p>`;

export function decode(text: string): string {
  return text
    .replace(/<!-- -->/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The decoded text of the first <title>, or null. */
export const titleOf = (html: string) => {
  const match = /<title>([\s\S]*?)<\/title>/.exec(html);
  return match ? decode(match[1]) : null;
};

/** The decoded content of the page's meta description, or null. */
export const descriptionOf = (html: string) => {
  const match = /<meta name="description" content="([^"]*)"/.exec(html);
  return match ? decode(match[1]) : null;
};

/** The decoded content of the first <h1>, or null. Markup inside it is kept, so a heading must be plain text. */
export const h1Of = (html: string) => {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? decode(match[1]) : null;
};

/** The `lang` attribute of <html>, or null. */
export const langOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1] ?? null;

/** The content of the header banner, or null when there is none. */
export const banner = (html: string) => /<p class="site-banner">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? null;

/** The whole <footer> element, or "" when there is none. */
export const footer = (html: string) => /<footer\b[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";

/** The `href` of a tag, or undefined. */
export const hrefOf = (tag: string) => /\shref="([^"]*)"/.exec(tag)?.[1];

/** The `href` of every <a> in a piece of HTML that has one, in order. */
export const linkHrefs = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>/g)].map((match) => hrefOf(match[0])).filter((href): href is string => href !== undefined);

/** The whole <main> element, or "" when there is none. */
export const main = (html: string) => /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";

/** What a reader sees of a piece of HTML: its text without tags and scripts, white space collapsed. */
export const visibleText = (html: string) =>
  decode(
    html
      .replace(/<!-- -->/g, "")
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();

/** The `content` of every <meta> with this property or name, decoded, in order. */
export function metaValues(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => tag.includes(` property="${key}"`) || tag.includes(` name="${key}"`))
    .map((tag) => decode(/\scontent="([^"]*)"/.exec(tag)?.[1] ?? ""));
}

/** The page's JSON-LD scripts: each one's nonce and its JSON text as written. */
export const jsonLdScripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json" nonce="([^"]*)">([\s\S]*?)<\/script>/g)].map(([, nonce, json]) => ({
    nonce,
    json,
  }));

export type JsonLdNode = Record<string, unknown> & { "@type": string };

/** The nodes of the page's one JSON-LD graph (none when the page has no structured data). */
export function structuredData(html: string): JsonLdNode[] {
  const scripts = jsonLdScripts(html);
  expect(scripts.length).toBeLessThanOrEqual(1);
  if (scripts.length === 0) return [];
  const data = JSON.parse(scripts[0].json) as { "@context": string; "@graph": JsonLdNode[] };
  expect(data["@context"]).toBe("https://schema.org");
  return data["@graph"];
}

/**
 * The operator's figures for the delivered job of the order bought with `email`, as the dashboard
 * shows them: the images its generator made, those refused by reason, those delivered, its cost and
 * its retries.
 */
export async function deliveredJobFigures(worker: TestWorker, email: string): Promise<string[]> {
  const response = await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
  expect(response.status).toBe(200);
  const html = decode(await response.text());
  const start = html.indexOf('<section id="delivered">');
  const rows = html.slice(start, html.indexOf("</section>", start)).match(/<tr>[\s\S]*?<\/tr>/g) ?? [];
  const row = rows.find((candidate) => candidate.includes(email));
  expect(row, `a delivered job of ${email}`).toBeDefined();
  return [...row!.matchAll(/<td>([^<]*)<\/td>/g)].map((cell) => cell[1]!).slice(4, 9);
}
