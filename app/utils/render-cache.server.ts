import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { settledVisitorOf } from "~/features/consent/visitor.server";
import { resolveLanguage } from "./i18n.server";

/**
 * The explicit key of a document render that the Worker may answer from its render cache
 * (docs/decisions/005-measuring-server-cpu.md): the address without a query, the page's language
 * and whether it was negotiated, the visitor's region, consent and experiment variant, the visit's
 * campaign, and the year the footer shows. Null where the answer would be more than a function of
 * these: anything but a GET, a query (campaign and referral parameters, the cookie settings, single
 * fetch's data requests), or a response that stores a cookie (a first visit's region, consent or
 * variant). The visitor read here is the one the loaders then read, with the same drawn variant.
 */
export async function renderKeyOf(request: Request, context: AppLoadContext): Promise<string | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.search || url.pathname.endsWith(".data")) return null;
  const visitor = settledVisitorOf(request, context);
  if (!visitor) return null;
  const { region, consent, consentDate, variant, utm } = visitor;
  const { language, negotiated } = await resolveLanguage(request);
  return JSON.stringify([
    url.origin + url.pathname,
    language,
    negotiated,
    region,
    consent,
    consentDate,
    variant,
    utm,
    new Date().getUTCFullYear(),
  ]);
}

/**
 * Whether the render of `context` is a function of its key alone: a 200 of pages whose route handles
 * say `renderCache: true` (their loaders read nothing but the request's address, language and
 * visitor: no order, form, storage or other cookie), and nothing set a cookie.
 */
export function isKeyedRender(status: number, headers: Headers, remixContext: EntryContext, loadContext: AppLoadContext): boolean {
  if (status !== 200 || loadContext.renderKey === null || loadContext.embeddable) return false;
  if (headers.has("Set-Cookie") || loadContext.responseCookies.length > 0) return false;
  const { matches } = remixContext.staticHandlerContext;
  return matches.every(
    ({ route }) =>
      route.id === "root" || (remixContext.routeModules[route.id]?.handle as { renderCache?: boolean } | undefined)?.renderCache === true,
  );
}
