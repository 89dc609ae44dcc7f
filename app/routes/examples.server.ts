/**
 * The examples page's loader (./examples.tsx): the published headshots it features and the guides it
 * points to, apart from the route so that its browser build names no server module that other routes
 * share (ADR 051).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { articles } from "~/content/articles.server";
import { articlePath } from "~/content/blog.server";
import { featuredItems } from "~/features/photos/gallery/gallery.server";
import { loadPage } from "~/utils/page.server";

// The blog's guides that help most with the selfies, by translation key (the same topic in every language).
const guideKeys = ["selfie-tips", "what-to-wear"];

export async function loadExamplesPage(args: LoaderFunctionArgs) {
  const [page, featured] = await Promise.all([loadPage(args, "examples"), featuredItems(args.context.cloudflare.env)]);
  const guides = guideKeys.flatMap((key) => {
    const article = articles.find((candidate) => candidate.language === page.language && candidate.translationKey === key);
    return article ? [{ href: articlePath(article), title: article.title }] : [];
  });
  return { ...page, guides, featured };
}
