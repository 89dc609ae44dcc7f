/**
 * Languages and the paths that carry them. English and German share the unprefixed paths (the
 * visitor's language is negotiated there); Spanish lives under /es; the blog names its language in
 * the path (/blog, /blog/de, /blog/es and /es/blog).
 */
export const languages = ["en", "de", "es"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** Each language named in itself, as the language switcher offers it. */
export const languageOptions: ReadonlyArray<{ code: Language; nativeName: string }> = [
  { code: "en", nativeName: "English" },
  { code: "de", nativeName: "Deutsch" },
  { code: "es", nativeName: "Español" },
];

/** BCP 47 locale used for dates and numbers. */
export const localeOf: Record<Language, string> = { en: "en-US", de: "de-DE", es: "es-ES" };

export const preferredLanguageCookie = "preferred-language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language a path fixes by itself, or null where it is negotiated. */
export function pathLanguage(pathname: string): Language | null {
  if (/^\/es(\/|$)/.test(pathname)) return "es";
  const blog = /^\/blog(?:\/(de|es))?(?:\/|$)/.exec(pathname);
  if (blog) return (blog[1] as Language | undefined) ?? "en";
  return null;
}

const blogHome: Record<Language, string> = { en: "/blog", de: "/blog/de", es: "/es/blog" };
// Spec routes that exist only once, without a Spanish twin.
const withoutTwin = new Set(["/dashboard"]);

/**
 * The same page in another language. An article has its own slug in each language, so the
 * translation of an article path is that language's blog home.
 */
export function localizePath(pathname: string, language: Language): string {
  const path = stripLanguage(pathname);
  if (path === "/blog" || path.startsWith("/blog/")) return blogHome[language];
  if (language !== "es" || withoutTwin.has(path)) return path;
  return path === "/" ? "/es" : `/es${path}`;
}

function stripLanguage(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/es") return "/";
  if (path.startsWith("/es/")) return path.slice(3);
  return path.replace(/^\/blog\/(?:de|es)(?=\/|$)/, "/blog");
}
