import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/page-heading";
import { localizePath } from "~/utils/i18n";
import { usePageTranslation, keyedPage } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { ArticleCard, BlogErrorScreen, BlogNavigationStatus, blogMeta } from "./common";
import { articlesIn } from "~/content/blog.server";

export { links } from "./common";

const cover = { src: "/images/blog/blog-cover.png", width: 1200, height: 630 };
// The cards of the list's first row, in view at once.
const firstScreen = 2;

export async function loader(args: LoaderFunctionArgs) {
  const { pathname } = new URL(args.request.url);
  const page = await loadPage(args, "blog", ({ language, strings }) => ({
    // /blog/es and /es/blog list the same articles; /es/blog is the one to index.
    seo: { path: localizePath(pathname, language) },
    preview: { image: { ...cover, alt: strings.coverAlt } },
  }));
  return { ...page, articles: articlesIn(page.language, firstScreen) };
}

export const meta = blogMeta;
export const handle = keyedPage;

export default function BlogPage() {
  const { articles } = useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"blog">();
  return (
    <PageIntro>
      <BlogNavigationStatus />
      {articles.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="article-list">
          {articles.map((article, index) => (
            <ArticleCard key={article.href} article={article} heading="h2" image={index < firstScreen ? "eager" : "lazy"} />
          ))}
        </ul>
      )}
    </PageIntro>
  );
}

export function ErrorBoundary() {
  return <BlogErrorScreen page="list" />;
}
