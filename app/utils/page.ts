import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import type { PageNamespace, resources } from "~/locales/resources.server";
import { localizePath, type Language } from "./i18n";
import { createTranslator } from "./translate";

/** An Open Graph (`property`) or Twitter card (`name`) tag. */
export type SocialTag = { property: string; content: string } | { name: string; content: string };

export type PageData<N extends PageNamespace = PageNamespace> = {
  language: Language;
  strings: (typeof resources)["en"][N];
  seo: {
    title: string;
    description: string;
    canonical: string;
    alternates: Array<{ hrefLang: string; href: string }>;
    /** Link previews: Open Graph and Twitter card tags, made by the server. */
    social: SocialTag[];
  };
  /** The page's JSON-LD (breadcrumbs and what the page is about), which the root layout writes; null for none. */
  structuredData: string | null;
};

/**
 * The route handle of a page whose loader reads nothing but the request's address, its language and
 * the visitor: no order, form, storage, edge country or other cookie. The Worker may keep its document
 * under the render cache's key (app/render-cache.server.ts).
 */
export const keyedPage = { renderCache: true } as const;

/**
 * A page's title, description, canonical, alternates and link preview tags from its loader data.
 * (Where its loader threw, the root's error boundary renders and the root's meta names the error.)
 */
export const pageMeta: MetaFunction = ({ data }) => {
  const page = data as PageData | undefined;
  if (!page) return [];
  return [
    { title: page.seo.title },
    { name: "description", content: page.seo.description },
    { tagName: "link", rel: "canonical", href: page.seo.canonical },
    ...page.seo.alternates.map(({ hrefLang, href }): MetaDescriptor => ({ tagName: "link", rel: "alternate", hrefLang, href })),
    ...page.seo.social,
  ];
};

/**
 * The page's own strings (they arrive with its loader data, in its language only), its language,
 * and paths to other pages in that language.
 */
export function usePageTranslation<N extends PageNamespace>() {
  const { strings, language } = useLoaderData() as PageData<N>;
  return useMemo(
    () => ({ t: createTranslator(strings), language, localize: (path: string) => localizePath(path, language) }),
    [strings, language],
  );
}
