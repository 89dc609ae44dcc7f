import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { articles } from "~/content/articles.server";
import { getEnv, siteOrigins, type SiteOrigins } from "~/utils/env.server";
import { hreflangUrls } from "~/utils/page.server";
import { articleAlternates, articlePath } from "~/content/blog.server";
import { findableItems } from "~/features/photos/gallery/gallery.server";

/**
 * The pages search engines should find, by their unprefixed path; each is listed with its /es twin.
 * Left out on purpose (docs/decisions/013-metadata-and-structured-data.md): the ad landing variants
 * (campaign copies of the home page's offer), /checkout (a step of buying, not a page to land on),
 * /dashboard, shared gallery items (reached through the links their owners share) but those whose
 * owners let search engines find them, the page behind a newsletter confirmation link, and the form
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

type Entry = { url: string; alternates: Array<{ hrefLang: string; href: string }>; lastModified?: string };

function entries(origins: SiteOrigins, galleryItems: string[]): Entry[] {
  const pages = [...indexedPages, ...galleryItems.map((id) => `/gallery/${id}`)].flatMap((page) => {
    const alternates = hreflangUrls(page, origins);
    // Where English and German share a URL, the page has one entry per distinct URL.
    return [...new Set(alternates.map(({ href }) => href))].map((url) => ({ url, alternates }));
  });
  const posts = articles.map((article) => {
    const path = articlePath(article);
    const alternates = hreflangUrls(path, origins, articleAlternates(article));
    return { url: alternates.find(({ hrefLang }) => hrefLang === article.language)!.href, alternates, lastModified: article.publishedAt };
  });
  return [...pages, ...posts];
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Every page in every language, every article and every findable gallery item, each with its hreflang
 * alternates (xhtml:link).
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const body = entries(siteOrigins(getEnv(context)), await findableItems(context.cloudflare.env))
    .map(({ url, alternates, lastModified }) =>
      [
        "  <url>",
        `    <loc>${escapeXml(url)}</loc>`,
        ...(lastModified ? [`    <lastmod>${lastModified}</lastmod>`] : []),
        ...alternates.map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(href)}"/>`),
        "  </url>",
      ].join("\n"),
    )
    .join("\n");
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${body}\n</urlset>\n`;
  // Asked anew each time: a page taken down, or whose owner asked not to be listed, must leave the
  // sitemap at once, not when a cache lets its copy go. It costs one read of D1 per crawl.
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
