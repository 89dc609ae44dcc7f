import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources, type PageNamespace } from "~/locales/resources.server";
import { languages, localizePath, type Language } from "./i18n";
import { resolveLanguage } from "./i18n.server";
import type { PageData } from "./page";

type Options = {
  /** Where this page lives in each language, when that is not the path's plain twin (articles). */
  alternates?: Partial<Record<Language, string>>;
};

/**
 * What every page's loader starts with: the page's language, its strings in that language, and its
 * title, description, canonical URL and hreflang alternates. A visitor whose language resolves to
 * Spanish on an unprefixed path is sent to the /es twin.
 */
export async function loadPage<N extends PageNamespace>(
  { request }: Pick<LoaderFunctionArgs, "request">,
  namespace: N,
  { alternates }: Options = {},
): Promise<PageData<N>> {
  const url = new URL(request.url);
  const { language, negotiated } = await resolveLanguage(request);
  if (negotiated && language === "es") {
    const twin = localizePath(url.pathname, "es");
    if (twin !== url.pathname) throw redirect(twin + url.search, { headers: { Vary: "Accept-Language, Cookie" } });
  }

  const strings = resources[language][namespace];
  const hrefs = alternates ?? Object.fromEntries(languages.map((lng) => [lng, localizePath(url.pathname, lng)]));
  const absolute = (path: string) => new URL(path, url.origin).href;
  return {
    language,
    strings,
    seo: {
      title: strings.title,
      description: strings.description,
      canonical: absolute(url.pathname),
      alternates: [
        ...languages.flatMap((lng) => (hrefs[lng] ? [{ hrefLang: lng, href: absolute(hrefs[lng]) }] : [])),
        ...(hrefs.en ? [{ hrefLang: "x-default", href: absolute(hrefs.en) }] : []),
      ],
    },
  };
}
