import * as de from "~/locales/de";
import * as en from "~/locales/en";
import * as es from "~/locales/es";

/** Every namespace's strings in each language, as the pages under test should show them. */
export const strings = { en, de, es };
export const languages = ["en", "de", "es"] as const;
export type Lng = (typeof languages)[number];

/**
 * How a visitor reaches a page in a language: English and German share the unprefixed path (German
 * by stored preference), Spanish lives under /es.
 */
export const visit: Record<Lng, (path: string) => [string, RequestInit]> = {
  en: (path) => [path, {}],
  de: (path) => [path, { headers: { Cookie: "preferred-language=de" } }],
  es: (path) => [`/es${path}`, {}],
};
