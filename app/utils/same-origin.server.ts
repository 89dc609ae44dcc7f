/**
 * Whether a state-changing request comes from a page of this site, checked before anything else
 * (docs/decisions/007-abuse-checks-and-rate-limits.md).
 */
import { RequestRejected } from "./request-rejected";

/**
 * Whether the request comes from a page of this site. Fetch Metadata (`Sec-Fetch-Site`) answers it
 * in every current browser; older ones send only `Origin`, which must name this host. A request with
 * neither header does not come from a browser, so no visitor's cookies or session ride along with
 * it, and it is let through.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  // "none": the visitor started it (a bookmark, a reload); no other site can cause that.
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("Origin");
  // A browser that says "same-origin" names this host in `Origin` too; a request whose two headers
  // disagree was not made by one, and is judged by the worse of them.
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    // "null" (sandboxed frames, some redirects) and anything unparseable.
    return false;
  }
}

/** Throws a 403 for a request from another site (see {@link isSameOrigin}). */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw new RequestRejected(403, "Cross-site request refused");
}
