import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { articles } from "~/content/articles.server";
import { hreflangPaths } from "~/utils/page.server";
import { articleAlternates, articlePath } from "./blog.server";

/**
 * The pages search engines should find, by their unprefixed path; each is listed with its /es twin.
 * Left out on purpose (docs/decisions/013-metadata-and-structured-data.md): the ad landing variants
 * (campaign copies of the home page's offer), /checkout (a step of buying, not a page to land on),
 * /dashboard, shared gallery items (reached through the links their owners share) and the form
 * and API endpoints.
 */
const indexedPages = [
  "/",
  "/pricing",
  "/examples",
  "/about",
  "/create-headshot",
  "/cv-photo",
  "/resume",
  "/resume-headshot",
  "/linkedin-photo-review",
  "/resume-review",
  "/white-label",
  "/newsletter",
  "/blog",
  "/refund-policy",
  "/privacy-policy",
  "/terms-of-service",
  "/imprint",
] as const;

type Entry = { path: string; alternates: Array<{ hrefLang: string; path: string }>; lastModified?: string };

function entries(): Entry[] {
  const pages = indexedPages.flatMap((page) => {
    const alternates = hreflangPaths(page);
    // English and German share a URL, so each page has one entry per distinct path.
    return [...new Set(alternates.map(({ path }) => path))].map((path) => ({ path, alternates }));
  });
  const posts = articles.map((article) => {
    const path = articlePath(article);
    return { path, alternates: hreflangPaths(path, articleAlternates(article)), lastModified: article.publishedAt };
  });
  return [...pages, ...posts];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Every page in every language and every article, each with its hreflang alternates (xhtml:link). */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = new URL(request.url);
  const url = (path: string) => escapeXml(new URL(path, origin).href);
  const body = entries()
    .map(({ path, alternates, lastModified }) =>
      [
        "  <url>",
        `    <loc>${url(path)}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
        ...alternates.map(({ hrefLang, path: href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${url(href)}"/>`),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
