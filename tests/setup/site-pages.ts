import { articles } from "~/content/articles.server";
import { pathLanguage, type Language } from "~/utils/i18n";
import { pageRoutes } from "./routes";
import { testAdminToken } from "./worker";

/** One page of the site as a visitor in one language requests it. */
export type SitePage = { name: string; path: string; language: Language; init: RequestInit };

/**
 * Every page of the route table (route modules that render, not resource routes or the catch-all)
 * in every language it has: an unprefixed path in English and in German (stored preference), an
 * /es path in Spanish, a blog path in its own language. Article routes stand for every article of
 * their language, the gallery for `galleryId`; the dashboard is requested with the operator token.
 */
export async function sitePages(galleryId: string): Promise<SitePage[]> {
  return (await pageRoutes()).flatMap((route) => {
    const pattern = `/${route.path ?? ""}`;
    const paths = pattern.includes(":slug")
      ? articles
          .filter((article) => article.language === pathLanguage(pattern.replace(":slug", "x")))
          .map((article) => pattern.replace(":slug", article.slug))
      : [pattern.replace(":id", galleryId)];
    return paths.flatMap((path) => {
      const fixed = pathLanguage(path);
      return (fixed ? [fixed] : (["en", "de"] as const)).map((language) => {
        const headers: Record<string, string> = {};
        if (!fixed && language === "de") headers.Cookie = "preferred-language=de";
        if (path === "/dashboard") headers.Authorization = `Bearer ${testAdminToken}`;
        return { name: `${path} (${language})`, path, language, init: { headers } };
      });
    });
  });
}
