import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  consentCookie,
  consentDateCookie,
  isRegion,
  parseConsent,
  regionCookie,
  serializeConsent,
  type Consent,
  type Region,
} from "./consent";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { edgeCountry } from "~/utils/edge.server";
import { getEnv } from "~/utils/env.server";
import { ctaVariantCookie, ctaVariants, type CtaVariant } from "~/features/engagement/experiment";
import { utmOf, type Utm } from "~/utils/utm";

/**
 * "EU" (consent first) for a country whose law asks for consent before anything non-essential is
 * stored or loaded (CONSENT_COUNTRIES: the EEA, the UK and Switzerland by default); null for no
 * code, "XX" (unknown) and "T1" (Tor).
 */
export function regionOfCountry(country: unknown, consentCountries: ReadonlySet<string>): Region | null {
  if (typeof country !== "string" || !/^[A-Z]{2}$/.test(country) || country === "XX" || country === "T1") return null;
  return consentCountries.has(country) ? "EU" : "NON_EU";
}

// Consent is asked again after six months, as European regulators recommend.
const consentMaxAge = 60 * 60 * 24 * 182;

/** The cookies that store a consent decision and its date. */
export function consentCookies(consent: Consent, date: string, secure: boolean): string[] {
  return [
    serializeCookie(consentCookie, serializeConsent(consent), { maxAge: consentMaxAge, secure }),
    serializeCookie(consentDateCookie, date, { maxAge: consentMaxAge, secure }),
  ];
}

/**
 * The consent a visitor has where they have not decided: outside the EU they are asked nothing, and
 * everything is allowed from the first visit; in the EU (or where the region is unknown) nothing is.
 */
export const consentGivenWith = (region: Region | null): Consent | null =>
  region === "NON_EU" ? { analytics: true, marketing: true } : null;

/** Where the edge places the request: Cloudflare's request data first, then its country header. */
export function edgeRegion(request: Request, context: AppLoadContext): Region | null {
  const countries = getEnv(context).CONSENT_COUNTRIES;
  // EU law asks for consent wherever the list stops.
  if (context.cloudflare.cf?.isEUCountry === "1") return "EU";
  return regionOfCountry(edgeCountry(request, context), countries);
}

export type Visitor = {
  /** Null when neither the edge nor a stored value knows; the browser then guesses from its time zone. */
  region: Region | null;
  /** Null until the visitor decides (or, outside the EU, until the first response grants it). */
  consent: Consent | null;
  consentDate: string | null;
  variant: CtaVariant;
  /** The campaign that brought the visitor: this address's UTM parameters, else those kept for the visit. */
  utm: Utm | null;
};

// The visit's campaign parameters, until the browser closes: only where analytics are allowed.
const utmCookie = "utm_params";

// Per request: the visitor, the cookies this response stores for it, and whether they are added yet.
const visitors = new WeakMap<AppLoadContext, { visitor: Visitor; cookies: string[]; stored: boolean; kept?: ShownVisitor }>();

const drawVariant = () => ctaVariants[crypto.getRandomValues(new Uint8Array(1))[0]! % ctaVariants.length]!;

export const variantCookie = (variant: CtaVariant, secure: boolean) => serializeCookie(ctaVariantCookie, variant, { secure });

/**
 * The visitor of `request` and the cookies that would store what it does not show yet, read once
 * per request: the render cache's key, read first, names the variant drawn here, which the page
 * then shows. Stores nothing, so a request that renders no page sets no cookie.
 */
export function visitorRead(request: Request, context: AppLoadContext): { visitor: Visitor; cookies: readonly string[] } {
  let known = visitors.get(context);
  if (!known) {
    known = { ...readVisitor(request, context), stored: false };
    visitors.set(context, known);
  }
  return known;
}

/**
 * What the page must know about the visitor before it renders: region, saved consent and the
 * experiment variant. Values the visitor does not have yet are stored with this response: the
 * region the edge reported, the consent granted outside the EU, and a newly drawn variant.
 */
export function visitorOf(request: Request, context: AppLoadContext): Visitor {
  visitorRead(request, context);
  const known = visitors.get(context)!;
  if (!known.stored) {
    known.stored = true;
    context.responseCookies.push(...known.cookies);
  }
  return known.visitor;
}

/** The visitor as a page's data shows it: the campaign stays on the server, in the forms' actions and at /buy. */
export type ShownVisitor = Omit<Visitor, "utm">;

/** A date as the site writes it (`toISOString`): one spelling, bounded. */
const isWrittenDate = (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value);

// As long as the render cache may answer a document kept for a first visit (workers/render-cache.ts).
const grantShownMs = 10 * 60_000;

/**
 * The visitor as a document that may be kept shows it (app/render-cache.server.ts): the same for
 * every visitor of its key, which holds nothing a cookie can carry in endless variety. So the
 * campaign is left out, and so is the date of a stored decision, but for the consent given at a
 * first visit outside the consent countries, dated to the minute by the site's clock: shown while a
 * document kept with it may be answered, so that the browser reports that consent from the first
 * pages it runs on. At most eleven such dates count at a time, whatever cookies are sent. The date
 * of a choice made in the banner reaches the browser with the data Remix fetches after the choice
 * (never kept), which is where the browser reports it.
 */
export function keptVisitorOf(request: Request, context: AppLoadContext): ShownVisitor {
  visitorRead(request, context);
  const known = visitors.get(context)!;
  // Once per request: the key and the page it names must agree, even as the window moves on.
  if (!known.kept) {
    const { utm: _campaign, ...visitor } = known.visitor;
    const date = visitor.consentDate === null || !isWrittenDate(visitor.consentDate) ? Number.NaN : Date.parse(visitor.consentDate);
    const grantedLately = date % 60_000 === 0 && date <= Date.now() && Date.now() - date < grantShownMs;
    known.kept = grantedLately ? visitor : { ...visitor, consentDate: null };
  }
  return known.kept;
}

/**
 * The visitor as the page's data shows it, its cookies stored with the answer: as a kept document
 * shows it where the answer may be kept (`context.renderKey`), else with the date of a stored decision.
 */
export function shownVisitorOf(request: Request, context: AppLoadContext): ShownVisitor {
  const { utm: _campaign, ...visitor } = visitorOf(request, context);
  return context.renderKey === null ? visitor : keptVisitorOf(request, context);
}

/** The cookies this response stores for its visitor, once the visitor has been read. */
export const visitorCookiesOf = (context: AppLoadContext): readonly string[] => visitors.get(context)?.cookies ?? [];

/** The visitor as `request` shows it, and the cookies that would store what it does not show yet. */
function readVisitor(request: Request, context: AppLoadContext): { visitor: Visitor; cookies: string[] } {
  const cookies = request.headers.get("Cookie");
  const secure = new URL(request.url).protocol === "https:";
  const stored: string[] = [];
  const store = (cookie: string) => stored.push(cookie);

  const storedRegion = readCookie(cookies, regionCookie);
  const fromEdge = edgeRegion(request, context);
  if (fromEdge && fromEdge !== storedRegion) store(serializeCookie(regionCookie, fromEdge, { secure }));
  const region = fromEdge ?? (isRegion(storedRegion) ? storedRegion : null);

  const decided = parseConsent(readCookie(cookies, consentCookie));
  const consent = decided ?? consentGivenWith(region);
  let consentDate = decided ? readCookie(cookies, consentDateCookie) : null;
  if (!decided && consent) {
    // To the minute: the page shows the date it stores, and first visits within a minute share
    // their render (app/render-cache.server.ts).
    consentDate = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
    consentCookies(consent, consentDate, secure).forEach(store);
  }

  // The variant is drawn at the edge, so the page renders it without flicker, but it is kept only
  // where the visitor allows analytics: until then, each page may draw anew, and the banner's
  // form carries the shown one to /consent, which keeps it once allowed.
  const kept = readCookie(cookies, ctaVariantCookie);
  let variant = ctaVariants.find((known) => known === kept);
  if (!variant) {
    variant = drawVariant();
    if (consent?.analytics) store(variantCookie(variant, secure));
  }

  const url = new URL(request.url);
  const landing = utmOf(url.searchParams);
  // Without consent where it is asked for, a landing page's parameters still travel with what is
  // sent from that page (its forms post to the same address), but nothing is kept for the visit.
  if (landing && consent?.analytics) store(serializeCookie(utmCookie, new URLSearchParams(landing).toString(), { secure, maxAge: null }));
  const utm = landing ?? utmOf(new URLSearchParams(readCookie(cookies, utmCookie) ?? ""));

  return { visitor: { region, consent, consentDate, variant, utm }, cookies: stored };
}
