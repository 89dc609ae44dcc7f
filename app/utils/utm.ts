/**
 * The campaign that brought a visitor (UTM parameters). Its own module: the browser needs it only
 * with a sign-up, never in the first load.
 */

/** The campaign parameters kept for a visit and passed on with its sign-ups, leads and orders. */
export const utmKeys = ["utm_source", "utm_medium", "utm_campaign"] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;

/**
 * The campaign parameters of a query (a landing URL, or the cookie that keeps them), each one line
 * of at most 100 characters; null when there are none.
 */
export function utmOf(query: URLSearchParams): Utm | null {
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = Array.from((query.get(key) ?? "").replace(/[\p{Cc}\p{Cf}]/gu, "").trim())
      .slice(0, 100)
      .join("");
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length ? utm : null;
}

/** How a record keeps its campaign: "utm_source=news&utm_campaign=spring", or null. */
export const utmText = (utm: Utm | null | undefined) => (utm ? new URLSearchParams(utm).toString() : null);
