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
import { readCookie, serializeCookie } from "./cookies";
import { ctaVariantCookie, ctaVariants, type CtaVariant } from "./experiment";

// The EU and the other EEA states (Iceland, Liechtenstein, Norway), whose visitors must consent first.
const eea = new Set("AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO".split(" "));

/** EU for an EEA country code; null for no code, "XX" (unknown) and "T1" (Tor). */
export function regionOfCountry(country: unknown): Region | null {
  if (typeof country !== "string" || !/^[A-Z]{2}$/.test(country) || country === "XX") return null;
  return eea.has(country) ? "EU" : "NON_EU";
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

/** Where the edge places the request: Cloudflare's request data first, then its country header. */
export function edgeRegion(request: Request, cf: AppLoadContext["cloudflare"]["cf"]): Region | null {
  if (cf?.isEUCountry === "1") return "EU";
  return regionOfCountry(cf?.country) ?? regionOfCountry(request.headers.get("CF-IPCountry"));
}

export type Visitor = {
  /** Null when neither the edge nor a stored value knows; the browser then guesses from its time zone. */
  region: Region | null;
  /** Null until the visitor decides (or, outside the EU, until the first response grants it). */
  consent: Consent | null;
  consentDate: string | null;
  variant: CtaVariant;
};

const visitors = new WeakMap<AppLoadContext, Visitor>();

/**
 * What the page must know about the visitor before it renders: region, saved consent and the
 * experiment variant. Values the visitor does not have yet are stored with this response: the
 * region the edge reported, the consent granted outside the EU, and a newly drawn variant.
 */
export function visitorOf(request: Request, context: AppLoadContext): Visitor {
  const known = visitors.get(context);
  if (known) return known;

  const cookies = request.headers.get("Cookie");
  const secure = new URL(request.url).protocol === "https:";
  const store = (cookie: string) => context.responseCookies.push(cookie);

  const stored = readCookie(cookies, regionCookie);
  const fromEdge = edgeRegion(request, context.cloudflare.cf);
  if (fromEdge && fromEdge !== stored) store(serializeCookie(regionCookie, fromEdge, { secure }));
  const region = fromEdge ?? (isRegion(stored) ? stored : null);

  let consent = parseConsent(readCookie(cookies, consentCookie));
  let consentDate = consent ? readCookie(cookies, consentDateCookie) : null;
  if (!consent && region === "NON_EU") {
    consent = { analytics: true, marketing: true };
    consentDate = new Date().toISOString();
    consentCookies(consent, consentDate, secure).forEach(store);
  }

  let variant = readCookie(cookies, ctaVariantCookie) as CtaVariant | null;
  if (!variant || !ctaVariants.includes(variant)) {
    variant = ctaVariants[crypto.getRandomValues(new Uint8Array(1))[0]! % ctaVariants.length]!;
    store(serializeCookie(ctaVariantCookie, variant, { secure }));
  }

  const visitor = { region, consent, consentDate, variant };
  visitors.set(context, visitor);
  return visitor;
}
