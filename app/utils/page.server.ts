import { redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources, type PageNamespace } from "~/locales/resources.server";
import { currencyFor, type Currency } from "~/content/business";
import { pageStrings } from "~/content/copy.server";
import { edgeCountry } from "./edge.server";
import { getEnv, getPublicConfig, originOf, siteOrigins, type PublicConfig, type SiteOrigins } from "./env.server";
import { languages, localeOf, localizePath, type Language } from "./i18n";
import { resolveLanguage } from "./i18n.server";
import type { PageData, SocialTag } from "./page";
import { breadcrumbList, structuredDataScript, type Crumb, type StructuredData } from "~/content/structured-data.server";

/** A picture for link previews: a PNG or JPEG (previews do not show SVG), 1200×630. */
export type PreviewImage = { src: string; width: number; height: number; alt: string };

/** What a page says about itself beyond what its strings and URL give; every field is optional. */
type PageDetails = {
  /** Where this page lives in each language, when that is not the path's plain twin (articles). */
  alternates?: Partial<Record<Language, string>>;
  /** Its title and description where not its strings', its canonical path where not the requested one. */
  seo?: { title?: string; description?: string; path?: string };
  /** How link previews show it: by default a website with the site's picture in its language. */
  preview?: { type?: "article"; title?: string; image?: PreviewImage; tags?: SocialTag[] };
  /** The trail from the home page, where it is not Home › this page (articles). */
  breadcrumbs?: Crumb[];
  /** Structured data about what the page shows (./structured-data.server.ts); the breadcrumbs are added. */
  structuredData?: StructuredData[];
};

type PageContext<N extends PageNamespace> = {
  language: Language;
  strings: PageData<N>["strings"];
  origin: string;
  config: PublicConfig;
  /** The currency its prices are shown in ({@link visitorCurrency}). */
  currency: Currency;
};

/**
 * The currency the visitor of `request` is shown prices in and charged, on a page in `language`:
 * by the page's language and the country the edge places them in, where the store charges it
 * (`currencyFor`). Every price a page shows, its buy links and the render cache's key take this
 * one answer, so that a page never shows one currency and charges another.
 */
export function visitorCurrency(request: Request, context: AppLoadContext, language: Language): Currency {
  return currencyFor(language, getPublicConfig(getEnv(context)).store, edgeCountry(request, context));
}

/**
 * What every page's loader starts with: the page's language, its strings in that language with the
 * business figures filled in, its title, description, canonical URL, hreflang alternates, link
 * preview tags and structured data. A visitor whose language resolves to Spanish on an unprefixed
 * path is sent to the /es twin. `details` adds what the page says about itself, or makes it from the
 * page's language and strings.
 */
export async function loadPage<N extends PageNamespace>(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  namespace: N,
  details: PageDetails | ((page: PageContext<N>) => PageDetails) = {},
): Promise<PageData<N>> {
  const url = new URL(request.url);
  const { language, negotiated } = await resolveLanguage(request);
  if (negotiated && language === "es") {
    const twin = localizePath(url.pathname, "es");
    if (twin !== url.pathname) throw redirect(twin + url.search, { headers: { Vary: "Accept-Language, Cookie" } });
  }

  const env = getEnv(context);
  const config = getPublicConfig(env);
  const origin = originOf(siteOrigins(env), language);
  const currency = visitorCurrency(request, context, language);
  const strings = pageStrings(language, namespace, config.hostingCountry, currency);
  const {
    alternates,
    seo = {},
    preview = {},
    breadcrumbs,
    structuredData = [],
  } = typeof details === "function" ? details({ language, strings, origin, config, currency }) : details;

  const path = seo.path ?? url.pathname;
  const title = seo.title ?? strings.title;
  const description = seo.description ?? strings.description;
  const hreflang = hreflangUrls(path, siteOrigins(env), alternates);
  const absolute = (target: string) => new URL(target, origin).href;
  const canonical = absolute(path);
  const image = preview.image ?? siteImage(language);
  const home = localizePath("/", language);
  const trail =
    breadcrumbs ??
    (localizePath(path, language) === home
      ? []
      : [
          { name: resources[language].common.nav.home, path: home },
          { name: pageName(title), path },
        ]);

  return {
    language,
    strings,
    seo: {
      title,
      description,
      canonical,
      alternates: hreflang,
      social: socialTags({
        type: preview.type ?? "website",
        language,
        otherLanguages: languages.filter((lng) => lng !== language && hreflang.some(({ hrefLang }) => hrefLang === lng)),
        title: preview.title ?? title,
        description,
        url: canonical,
        image: { ...image, src: absolute(image.src) },
        tags: preview.tags ?? [],
      }),
    },
    structuredData: structuredDataScript([...structuredData, ...(trail.length > 0 ? [breadcrumbList(trail, origin)] : [])]),
  };
}

/**
 * A page's hreflang alternates: each language's version (the path's plain twins unless `alternates`
 * names them, as for articles), then x-default, the English one. English and German share the
 * unprefixed paths (docs/decisions/002-languages-and-paths.md): search engines ignore an alternate
 * whose URL another language also claims, so German is named only where it has a URL of its own (on
 * the German host, or a German article). The sitemap lists the same.
 */
export function hreflangUrls(
  path: string,
  origins: SiteOrigins,
  alternates?: Partial<Record<Language, string>>,
): Array<{ hrefLang: string; href: string }> {
  const paths = alternates ?? Object.fromEntries(languages.map((lng) => [lng, localizePath(path, lng)]));
  const href = (lng: Language) => new URL(paths[lng]!, originOf(origins, lng)).href;
  const own = languages.filter((lng) => paths[lng] && (lng !== "de" || !paths.en || href("de") !== href("en")));
  return [...own.map((lng) => ({ hrefLang: lng, href: href(lng) })), ...(paths.en ? [{ hrefLang: "x-default", href: href("en") }] : [])];
}

/** The site's own link preview picture, one per language, with the tagline in that language. */
export function siteImage(language: Language): PreviewImage {
  return { src: `/images/og/resoume-${language}.png`, width: 1200, height: 630, alt: resources[language].site.previewAlt };
}

/** A page's name in a breadcrumb trail: its title without the site's name after the last bar. */
function pageName(title: string): string {
  return title.replace(/\s*\|[^|]*$/, "");
}

/** Open Graph locale names (language_TERRITORY). */
const ogLocale = (language: Language) => localeOf[language].replace("-", "_");

/** Open Graph and Twitter card tags; the image must be absolute. */
function socialTags(page: {
  type: "website" | "article";
  language: Language;
  otherLanguages: Language[];
  title: string;
  description: string;
  url: string;
  image: PreviewImage;
  tags: SocialTag[];
}): SocialTag[] {
  const { image } = page;
  return [
    { property: "og:type", content: page.type },
    { property: "og:site_name", content: resources[page.language].common.brand },
    { property: "og:locale", content: ogLocale(page.language) },
    ...page.otherLanguages.map((other) => ({ property: "og:locale:alternate", content: ogLocale(other) })),
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: page.url },
    { property: "og:image", content: image.src },
    { property: "og:image:type", content: image.src.endsWith(".png") ? "image/png" : "image/jpeg" },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    ...page.tags,
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image.src },
    { name: "twitter:image:alt", content: image.alt },
  ];
}
