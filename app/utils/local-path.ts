/** Only a path on this site goes back into a redirect or a form's `returnTo`. */

const base = "https://local.invalid";
const maxLength = 2_048;
// A backslash is a slash to a browser; a control character is dropped by its URL parser.
const ambiguous = /[\\\p{Cc}]/u;

/**
 * `value` as a path and query on this site, normalised as a browser resolves it (dot segments,
 * backslashes), or null when a browser could read it as another origin or a different path than it
 * shows: anything not starting with one slash, a path that resolves to `//host` or has an empty
 * segment anywhere, a backslash or a control character, raw or percent-encoded in the path. The
 * fragment is dropped.
 */
export function localPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > maxLength || !value.startsWith("/")) return null;
  try {
    const decoded = decodeURIComponent(value.split(/[?#]/, 1)[0]);
    // The path is judged as sent and as decoded once more, so an encoded `/.%2F/host` or `%5C` counts as what it spells.
    if (!staysLocal(value) || !staysLocal(decoded)) return null;
    const url = new URL(value, base);
    return url.pathname + url.search;
  } catch {
    // Broken percent-encoding, or no URL at all (`//` names a host that is not there).
    return null;
  }
}

function staysLocal(value: string): boolean {
  if (ambiguous.test(value)) return false;
  const url = new URL(value, base);
  // Dot segments (`/.//host`, `/a/..//host`, `/%2e//host`) resolve to a path that starts with two
  // slashes. No page here has an empty segment elsewhere either, and one becomes the start once a
  // prefix is taken off: `/es//host` in English is `//host`.
  return url.origin === base && !url.pathname.includes("//");
}
