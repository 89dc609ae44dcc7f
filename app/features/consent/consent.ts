/**
 * Consent and region as the server and the browser both store them: cookies the server reads
 * before it renders, mirrored to local storage under the same names (spec, section 3).
 */
export const consentCookie = "cookie-consent";
export const consentDateCookie = "cookie-consent-date";
export const regionCookie = "user_region";

export type Region = "EU" | "NON_EU";

/** The two optional categories; essential cookies are always on and not a choice. */
export type Consent = { analytics: boolean; marketing: boolean };

export const consentChoices = ["accept_all", "accept_selected", "reject_all"] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** What the visitor has chosen, or null when the cookie is missing or not ours. */
export function parseConsent(value: string | null): Consent | null {
  if (!value) return null;
  try {
    const { analytics, marketing } = JSON.parse(value) as Record<string, unknown>;
    return typeof analytics === "boolean" && typeof marketing === "boolean" ? { analytics, marketing } : null;
  } catch {
    return null;
  }
}

export function serializeConsent({ analytics, marketing }: Consent): string {
  return JSON.stringify({ essential: true, analytics, marketing });
}

export function isRegion(value: unknown): value is Region {
  return value === "EU" || value === "NON_EU";
}

// Time zones of EEA territories outside the "Europe/" area.
const eeaAtlanticZones = new Set([
  "Atlantic/Reykjavik",
  "Atlantic/Canary",
  "Atlantic/Madeira",
  "Atlantic/Azores",
  "Atlantic/Faroe",
  "Arctic/Longyearbyen",
]);

/** The last resort when the edge did not say where the visitor is: European time zones count as EU. */
export function regionFromTimeZone(timeZone: string | undefined): Region {
  return timeZone && (timeZone.startsWith("Europe/") || eeaAtlanticZones.has(timeZone)) ? "EU" : "NON_EU";
}

/** Consent Mode v2's four signals: analytics drives analytics storage, marketing the three ad signals together. */
export function consentSignals({ analytics, marketing }: Consent) {
  const ads = marketing ? "granted" : "denied";
  return { analytics_storage: analytics ? "granted" : "denied", ad_storage: ads, ad_user_data: ads, ad_personalization: ads };
}
