/** What the chrome reads from the page's query string. */

/** Opens the cookie banner again, so a choice can be changed or withdrawn. */
export const cookieSettingsParam = "cookie-settings";

/** /newsletter with this query is the welcome flow: the sign-up that reveals the welcome discount. */
export const welcomeOfferQuery = "offer=welcome";

export function isWelcomeOffer(search: string): boolean {
  return new URLSearchParams(search).get("offer") === "welcome";
}

/** The discount code that referral visitors are offered (spec, sections 2 and 9). */
export const referralCode = "RESOUME30";

export type Referral = {
  /** `?ref=`, shown as a marker on the home page. */
  ref: string | null;
  /** Where the visitor says they came from: `ref`, else `utm_source`. */
  source: string | null;
};

// Fit to show: control characters removed, at most 40 characters. React escapes the text itself.
// Cut by characters, not UTF-16 units, so an emoji is never split.
const clean = (value: string | null) =>
  (value
    ? Array.from(value.replace(/[\p{Cc}\p{Cf}]/gu, "").trim())
        .slice(0, 40)
        .join("")
    : "") || null;

export function referralOf(search: string): Referral {
  const query = new URLSearchParams(search);
  const ref = clean(query.get("ref"));
  return { ref, source: ref ?? clean(query.get("utm_source")) };
}

/** The page's own address without the cookie banner's parameter: where the banner's form returns to. */
export function withoutCookieSettings(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(cookieSettingsParam);
  return pathname + (query.size ? `?${query}` : "");
}
