import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { localizePath, pathLanguage } from "~/utils/i18n";
import { usePageTranslation, keyedPage } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { ArticleCard, BlogErrorScreen, BlogNavigationStatus, blogMeta } from "./common";
import {
  articleAlternates,
  articlePath,
  blogPosting,
  breadcrumbs,
  findArticle,
  formatDate,
  relatedArticles,
  type ArticleCard as ArticleCardData,
} from "~/content/blog.server";

export { links } from "./common";

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const article = findArticle(pathLanguage(url.pathname) ?? "en", args.params.slug ?? "");
  if (!article) throw new Response("Not Found", { status: 404 });

  const trail = breadcrumbs(article);
  const page = await loadPage(args, "blog", ({ strings, origin }) => ({
    alternates: articleAlternates(article),
    seo: {
      // docs/decisions/010-blog-articles.md
      title: `${article.title} - ${strings.articleTitlePrefix} | ${strings.titleSuffix}`,
      description: article.description,
      path: articlePath(article),
    },
    preview: {
      type: "article",
      title: article.title,
      image: { ...article.preview, alt: article.image.alt },
      tags: [
        { property: "article:published_time", content: article.publishedAt },
        { property: "article:section", content: article.category },
        ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
      ],
    },
    breadcrumbs: trail,
    structuredData: [blogPosting(article, origin)],
  }));
  return {
    ...page,
    article: {
      title: article.title,
      description: article.description,
      author: article.author,
      publishedAt: article.publishedAt,
      date: formatDate(article.publishedAt, article.language),
      category: article.category,
      tags: article.tags,
      readMinutes: article.readMinutes,
      // The largest thing on a phone's first screen, painted with the document (ADR 052).
      image: { src: article.image.inline, width: article.image.width, height: article.image.height, alt: article.image.alt },
      html: article.html,
    },
    breadcrumbs: trail,
    related: relatedArticles(article),
  };
}

export const meta = blogMeta;
export const handle = keyedPage;

export default function ArticlePage() {
  const { article, breadcrumbs, related, language } = useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"blog">();
  return (
    <>
      <article className="article container">
        <BlogNavigationStatus />
        <nav aria-label={t("breadcrumb")} className="breadcrumbs">
          <ol>
            {breadcrumbs.map((crumb, index) =>
              index < breadcrumbs.length - 1 ? (
                <li key={crumb.path}>
                  <Link to={crumb.path}>{crumb.name}</Link>
                </li>
              ) : (
                <li key={crumb.path} aria-current="page">
                  {crumb.name}
                </li>
              ),
            )}
          </ol>
        </nav>
        <header className="article__header">
          <p className="blog-category">{article.category}</p>
          <h1>{article.title}</h1>
          <p className="lead">{article.description}</p>
          <p className="article__byline">
            <span className="article__author">{t("by", { author: article.author })}</span> ·{" "}
            <time dateTime={article.publishedAt}>{t("publishedOn", { date: article.date })}</time> ·{" "}
            <span className="article__read-time">{t("readTime", { minutes: article.readMinutes })}</span>
          </p>
        </header>
        {/* The largest thing on a phone's first screen: the page's code waits until it has come (ADR 052). */}
        <img
          className="article__image"
          src={article.image.src}
          width={article.image.width}
          height={article.image.height}
          alt={article.image.alt}
          fetchPriority="high"
        />
        {/* Built from the repository's Markdown at build time, with all text escaped (scripts/lib/content.mjs). */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: article.html }} />
        <footer className="article__footer">
          <h2 className="article__tags-heading">{t("tags")}</h2>
          <ul className="tag-list">
            {article.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </footer>
      </article>
      {related.length > 0 ? <RelatedArticles articles={related} /> : null}
      <p className="container blog-back">
        <Link to={localizePath("/blog", language)}>← {t("backToBlog")}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <BlogErrorScreen page="article" />;
}

function RelatedArticles({ articles }: { articles: ArticleCardData[] }) {
  const { t } = usePageTranslation<"blog">();
  return (
    <section className="related container" aria-labelledby="related-heading">
      <h2 id="related-heading">{t("related")}</h2>
      <ul className="article-list">
        {articles.map((article) => (
          <ArticleCard key={article.href} article={article} heading="h3" />
        ))}
      </ul>
    </section>
  );
}
