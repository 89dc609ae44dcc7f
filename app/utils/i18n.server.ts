import { RemixI18Next } from "remix-i18next/server";
import { readCookie } from "./cookies";
import { defaultLanguage, isLanguage, languages, pathLanguage, preferredLanguageCookie, type Language } from "./i18n";

const remixI18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...languages],
    fallbackLanguage: defaultLanguage,
    // The stored preference first, then a host name with the German word for résumé, then the
    // browser's quality-weighted Accept-Language (docs/architecture.md, section 4).
    order: ["cookie", "custom"],
    cookie: {
      name: preferredLanguageCookie,
      isSigned: false,
      expires: undefined,
      parse: async (header) => readCookie(header, preferredLanguageCookie),
      serialize: async () => {
        throw new Error("The preferred-language cookie is written by /set-language");
      },
    },
    findLocale: async (request) =>
      new URL(request.url).hostname.includes("lebenslauf") ? "de" : preferredLanguage(request.headers.get("Accept-Language")),
  },
});

/**
 * The supported language the browser rates highest. The library's own header detection gives up
 * when the browser's first choice is unsupported (fr-CH, fr;q=0.9, de;q=0.8 must give German).
 */
function preferredLanguage(acceptLanguage: string | null): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim());
      const quality = parameters.find((parameter) => parameter.startsWith("q="));
      return { language: tag.toLowerCase().split("-")[0], quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLanguage) ?? null;
}

type ResolvedLanguage = { language: Language; negotiated: boolean };

const resolved = new WeakMap<Request, Promise<ResolvedLanguage>>();

/**
 * The language of the page a request asks for: fixed by the path where it names one, negotiated
 * otherwise. Loaders and the document renderer all ask, so the answer is kept per request.
 */
export function resolveLanguage(request: Request): Promise<ResolvedLanguage> {
  let answer = resolved.get(request);
  if (!answer) {
    answer = negotiate(request);
    resolved.set(request, answer);
  }
  return answer;
}

async function negotiate(request: Request): Promise<ResolvedLanguage> {
  const fixed = pathLanguage(new URL(request.url).pathname);
  if (fixed) return { language: fixed, negotiated: false };
  const detected = await remixI18next.getLocale(request);
  return { language: isLanguage(detected) ? detected : defaultLanguage, negotiated: true };
}
