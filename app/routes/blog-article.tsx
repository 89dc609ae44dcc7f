import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { resources } from "~/locales/resources.server";
import { localeOf, localizePath, pathLanguage } from "~/utils/i18n";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { articlePath, findArticle } from "./blog.server";

export async function loader(args: LoaderFunctionArgs) {
  const language = pathLanguage(new URL(args.request.url).pathname) ?? "en";
  const article = findArticle(language, args.params.slug ?? "");
  if (!article) throw new Response("Not Found", { status: 404 });

  const page = await loadPage(args, "blog", { alternates: { [language]: articlePath(article) } });
  const { articleTitlePrefix, titleSuffix } = resources[language].blog;
  return {
    ...page,
    seo: { ...page.seo, title: `${article.title} | ${articleTitlePrefix} | ${titleSuffix}`, description: article.description },
    article,
  };
}

export const meta = pageMeta;

export default function ArticlePage() {
  const { article, language } = useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"blog">();
  const date = new Date(article.publishedAt).toLocaleDateString(localeOf[language], { dateStyle: "long" });
  return (
    <article className="article container">
      <Link to={localizePath("/blog", language)} className="article__back">
        ← {t("backToBlog")}
      </Link>
      <p className="card__meta">{article.category}</p>
      <h1>{article.title}</h1>
      <p className="article__byline">
        {t("by", { author: article.author })} · <time dateTime={article.publishedAt}>{t("publishedOn", { date })}</time> ·{" "}
        {t("readTime", { minutes: article.readMinutes })}
      </p>
      <p className="lead">{article.description}</p>
      {article.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      <p className="article__tags">
        {t("tags")}: {article.tags.join(", ")}
      </p>
    </article>
  );
}
