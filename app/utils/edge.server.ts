import type { AppLoadContext } from "@remix-run/cloudflare";

/** A country code as the edge writes it; null for anything else, "XX" (unknown) and "T1" (Tor). */
function countryCode(value: unknown): string | null {
  return typeof value === "string" && /^[A-Z]{2}$/.test(value) && value !== "XX" && value !== "T1" ? value : null;
}

/**
 * The country the edge places the request in (ISO 3166-1 alpha-2): Cloudflare's request data
 * first, then its `CF-IPCountry` header; null where neither names one.
 */
export function edgeCountry(request: Request, context: AppLoadContext): string | null {
  return countryCode(context.cloudflare.cf?.country) ?? countryCode(request.headers.get("CF-IPCountry"));
}
