import { consentSignals } from "./consent";
import type { Visitor } from "./visitor.server";

/** How long the Google tag holds its first hits for an EU visitor's decision (spec, section 9). */
export const euConsentWaitMs = 500;

/**
 * The inline script that sets Consent Mode's defaults before any tag can load, and applies saved
 * consent right after them. A visitor whose region is not known yet is treated as in the EU.
 */
export function consentModeScript({ region, consent }: Pick<Visitor, "region" | "consent">): string {
  const defaults =
    region === "NON_EU"
      ? consentSignals({ analytics: true, marketing: true })
      : { ...consentSignals({ analytics: false, marketing: false }), wait_for_update: euConsentWaitMs };
  return [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}",
    `gtag("consent","default",${JSON.stringify(defaults)});`,
    'gtag("set","url_passthrough",true);gtag("set","ads_data_redaction",true);',
    consent ? `gtag("consent","update",${JSON.stringify(consentSignals(consent))});` : "",
  ].join("");
}
