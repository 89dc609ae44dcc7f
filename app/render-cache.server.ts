import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { keptVisitorOf, visitorCookiesOf } from "~/features/consent/visitor.server";
import { resolveLanguage } from "~/utils/i18n.server";
import { visitorCurrency } from "~/utils/page.server";

/**
 * The one spelling of an address whose document is kept: lower case, segments of letters, digits
 * and hyphens, no empty segment, no trailing slash, no escape, four segments at most. The router
 * also answers `/Pricing`, `/pricing/`, `/pricing//` and `/%70ricing`, each rendered a little
 * differently (their links and canonical address follow the path), so they cannot share the
 * entry of `/pricing`; they are rendered each time instead, and a stranger cannot fill the cache
 * with copies of one page.
 */
const keptPath = /^\/(?:[a-z0-9-]{1,100}(?:\/[a-z0-9-]{1,100}){0,3})?$/;

/**
 * The explicit key of a document render that the Worker may answer from its render cache
 * (docs/decisions/005-measuring-server-cpu.md): the address without a query, the page's language
 * and whether it was negotiated, the currency its prices are shown in (which follows the visitor's
 * country: docs/decisions/045-euro-for-the-euro-area.md), the visitor's region, consent and
 * experiment variant as a kept page shows them (`keptVisitorOf`: no campaign, and no consent date
 * but a first visit's of the last minutes), and the year the footer shows. A first visit has a key
 * too: the region, consent and variant it is given are in the key, and the cookies that store them
 * are added to each answer.
 * Null where the answer would be more than a function of these: anything but a GET, a query
 * (campaign and referral parameters, the cookie settings), an address not in its kept spelling
 * (single fetch's data requests among them). Every part has a few values, whatever a request
 * carries: no cookie can make a key of its own.
 */
export async function renderKeyOf(request: Request, context: AppLoadContext): Promise<string | null> {
  const url = new URL(request.url);
  if (request.method !== "GET" || url.search || !keptPath.test(url.pathname) || url.host.length > 100) return null;
  const { region, consent, consentDate, variant } = keptVisitorOf(request, context);
  const { language, negotiated } = await resolveLanguage(request);
  return JSON.stringify([
    url.origin + url.pathname,
    language,
    negotiated,
    visitorCurrency(request, context, language),
    region,
    consent,
    consentDate,
    variant,
    new Date().getUTCFullYear(),
  ]);
}

/**
 * Whether the render of `context` is a function of its key alone: a 200 of pages whose route handles
 * say `renderCache: true` (their loaders read nothing but the request's address, language and
 * visitor: no order, form, storage or other cookie), and no cookie set but the visitor's own.
 */
export function isKeyedRender(status: number, headers: Headers, remixContext: EntryContext, loadContext: AppLoadContext): boolean {
  if (status !== 200 || loadContext.renderKey === null) return false;
  const visitorCookies = visitorCookiesOf(loadContext);
  if (headers.has("Set-Cookie") || loadContext.responseCookies.some((cookie) => !visitorCookies.includes(cookie))) return false;
  const { matches } = remixContext.staticHandlerContext;
  return matches.every(
    ({ route }) =>
      route.id === "root" || (remixContext.routeModules[route.id]?.handle as { renderCache?: boolean } | undefined)?.renderCache === true,
  );
}
