import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

// The operator's dashboard, the APIs and the form endpoints (language, consent) are not pages.
const disallowed = ["/dashboard", "/api/", "/set-language", "/consent"];

/** Every page may be crawled; the sitemap is named with this host's absolute URL. */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = new URL(request.url);
  const lines = ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`];
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
