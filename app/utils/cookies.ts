/**
 * Plain `name=value` cookies. Remix's createCookie stores values as base64 JSON, which the browser
 * side (and people reading their cookies) cannot use as is.
 */
export function readCookie(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const oneYear = 60 * 60 * 24 * 365;

/**
 * A cookie for `maxAge` seconds (a year by default), or until the browser closes with `maxAge: null`.
 * HttpOnly unless told otherwise: the site's scripts read no cookie (they keep what they need in
 * storage), so no script, injected or not, gets to read one.
 */
export function serializeCookie(
  name: string,
  value: string,
  { maxAge = oneYear as number | null, secure = true, httpOnly = true } = {},
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    ...(maxAge === null ? [] : [`Max-Age=${maxAge}`]),
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
    ...(httpOnly ? ["HttpOnly"] : []),
  ].join("; ");
}
