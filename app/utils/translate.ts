/**
 * Translation without a runtime library in the browser: strings are plain objects (app/locales),
 * keys are dotted paths checked by the compiler, and `{{name}}` placeholders are filled in. The
 * framework alone takes most of the first-load budget, and i18next would take the rest
 * (docs/decisions/006-translations-in-the-browser.md).
 */
type Strings = { readonly [key: string]: string | readonly string[] | Strings };

/** Dotted paths to the strings in `T` (`nav.home`). */
export type TextKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : T[K] extends readonly string[] ? never : TextKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Dotted paths to the lists of strings in `T` (`attention`). */
export type ListKey<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? never : T[K] extends readonly string[] ? `${Prefix}${K}` : ListKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type Values = Record<string, string | number>;

export type Translator<T> = {
  (key: TextKey<T>, values?: Values): string;
  list: (key: ListKey<T>, values?: Values) => string[];
};

function lookup(strings: Strings, key: string): unknown {
  let node: unknown = strings;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

export function fill(text: string, values: Values | undefined): string {
  return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => String(values[name] ?? match)) : text;
}

/** A missing key shows as itself, so a gap in a translation is visible rather than blank. */
export function createTranslator<T extends Strings>(strings: T): Translator<T> {
  const t = ((key: string, values?: Values) => {
    const text = lookup(strings, key);
    return typeof text === "string" ? fill(text, values) : key;
  }) as unknown as Translator<T>;
  t.list = (key, values) => {
    const texts = lookup(strings, key);
    return Array.isArray(texts) ? texts.map((text: string) => fill(text, values)) : [];
  };
  return t;
}
