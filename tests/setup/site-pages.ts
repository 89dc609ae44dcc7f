import { articles } from "~/content/articles.server";
import { pathLanguage, type Language } from "~/utils/i18n";
import { testAdminToken } from "./worker";

/** One page of the site as a visitor in one language requests it. */
export type SitePage = { name: string; path: string; language: Language; init: RequestInit };

type Route = { id: string; path?: string; file: string };

export const localCheckout = "routes/local-checkout.tsx";

/** The route table exactly as remix.config.js writes it out. */
export async function routeTable(): Promise<Route[]> {
  // Loaded at run time: remix.config.js is plain JavaScript outside the type-checked project.
  const { default: config } = (await import("../../remix.config.js" as string)) as {
    default: { routes: (define: unknown) => Record<string, Route> };
  };
  const { defineRoutes } = (await import("@remix-run/dev/dist/config/routes.js" as string)) as { defineRoutes: unknown };
  return Object.values(config.routes(defineRoutes));
}

/**
 * Every page of the route table (route modules that render, not resource routes or the catch-all)
 * in every language it has: an unprefixed path in English and in German (stored preference), an
 * /es path in Spanish, a blog path in its own language. Article routes stand for every article of
 * their language, the gallery for `galleryId`; the dashboard is requested with the operator token.
 * The local checkout is left out.
 */
export async function sitePages(galleryId: string): Promise<SitePage[]> {
  // The local checkout stands in for the payment provider's page in local runs; it is not one of
  // the site's pages (no chrome, no previews, never linked in production) and has tests of its own.
  const pages = (await routeTable()).filter((route) => route.file.endsWith(".tsx") && route.path !== "*" && route.file !== localCheckout);
  return pages.flatMap((route) => {
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
