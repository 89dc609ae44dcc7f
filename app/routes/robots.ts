import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getEnv } from "~/utils/env.server";

// The operator's dashboard, the APIs and the form endpoints (language, consent) are not pages.
const disallowed = ["/dashboard", "/api/", "/set-language", "/consent"];

/**
 * Every page may be crawled; the sitemap is named with the site's configured address (the German
 * host's robots.txt points there too, which search engines accept for a sitemap of several hosts).
 */
export function loader({ context }: LoaderFunctionArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getEnv(context).SITE_URL}/sitemap.xml`,
  ];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
