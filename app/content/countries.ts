/**
 * Whether a CV carries a photo in the countries the résumé photo review knows, and in what format
 * (docs/decisions/027-resume-photo-countries.md). Plain data, so that the page, the browser's
 * scoring, the e-mailed report and the CV download formats (docs/decisions/049-download-formats.md)
 * read the same facts.
 */

export const countryCodes = ["DE", "AT", "CH", "FR", "ES", "IT", "NL", "BE", "UK", "IE", "US", "CA", "AU"] as const;
export type CountryCode = (typeof countryCodes)[number];

export type PhotoNorm = "expected" | "usual" | "optional" | "discouraged";

/**
 * Where a face sits in a country's CV photo, as shares of the photo's height: the head's height
 * (crown to chin) and the eye line's distance from the top edge.
 */
export type Placement = { head: number; eyeLine: number };

export type CountryFacts = {
  photo: PhotoNorm;
  /** Where the face sits in the usual print, null where no photo is expected or no size is usual. */
  placement: Placement | null;
  /** The usual print size in millimetres (width × height), null where no photo is expected or no size is usual. */
  sizeMm: { width: number; height: number } | null;
  /** The usual aspect ratio width / height of the photo on a CV (e.g. 35/45), null where none. */
  aspect: number | null;
  /** Whether the reason a photo is discouraged is anti-discrimination practice (US, UK, CA, AU, IE). */
  antiDiscrimination: boolean;
};

/**
 * The German-speaking application photo shows head and shoulders: career guides have the head take
 * a little over half the height, the eyes about two fifths from the top.
 */
const applicationPhoto: Placement = { head: 0.55, eyeLine: 0.4 };
/**
 * The identity-photo formats (35 × 45 mm, the Spanish carné) frame the head as the ICAO and the EU
 * passport rules do: chin to crown 32 to 36 mm of 45 (71 to 80 %), the eyes near the middle.
 */
const identityPhoto: Placement = { head: 0.72, eyeLine: 0.45 };

/** A photo country's facts: the ratio is derived from the size so that the two cannot disagree. */
const photo = (norm: Exclude<PhotoNorm, "discouraged">, width: number, height: number, placement: Placement): CountryFacts => ({
  photo: norm,
  placement,
  sizeMm: { width, height },
  aspect: width / height,
  antiDiscrimination: false,
});

// Where employers screen out CVs with photos to avoid discrimination claims, no size is "usual": the advice is to leave it off.
const noPhoto: CountryFacts = { photo: "discouraged", placement: null, sizeMm: null, aspect: null, antiDiscrimination: true };

export const countries: Record<CountryCode, CountryFacts> = {
  // The German-speaking Bewerbungsfoto is larger than a passport photo: 4.5 × 6 cm is the size career guides name.
  DE: photo("expected", 45, 60, applicationPhoto),
  AT: photo("expected", 45, 60, applicationPhoto),
  CH: photo("expected", 45, 60, applicationPhoto),
  // The photo d'identité and the fototessera: the EU passport format.
  FR: photo("usual", 35, 45, identityPhoto),
  // "Tamaño carné": the format of the Spanish identity card (DNI) photo.
  ES: photo("usual", 26, 32, identityPhoto),
  IT: photo("usual", 35, 45, identityPhoto),
  NL: photo("optional", 35, 45, identityPhoto),
  BE: photo("optional", 35, 45, identityPhoto),
  UK: noPhoto,
  IE: noPhoto,
  US: noPhoto,
  CA: noPhoto,
  AU: noPhoto,
};

const isCountryCode = (code: string): code is CountryCode => (countryCodes as readonly string[]).includes(code);

/** The target country preselected from the edge's country (ISO 3166-1 alpha-2 as Cloudflare sends it: "GB" means "UK"), or null when not one of ours. */
export function countryFromEdge(country: string | null | undefined): CountryCode | null {
  const code = country?.trim().toUpperCase();
  if (!code) return null;
  // ISO names the United Kingdom GB; "UK" is what its people (and our list) call it.
  const ours = code === "GB" ? "UK" : code;
  return isCountryCode(ours) ? ours : null;
}

const fit: Record<PhotoNorm, number> = { expected: 1, usual: 0.9, optional: 0.7, discouraged: 0.3 };

/** How much a photo on a CV in this country helps or hurts with employers and applicant tracking systems, 0..1: expected 1, usual 0.9, optional 0.7, discouraged 0.3. */
export function countryFit(code: CountryCode): number {
  return fit[countries[code].photo];
}
