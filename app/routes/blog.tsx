import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PageIntro } from "~/components/page-heading";
import { localeOf } from "~/utils/i18n";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { articlesIn } from "./blog.server";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "blog");
  return { ...page, articles: articlesIn(page.language) };
}

export const meta = pageMeta;

export default function BlogPage() {
  const { articles, language } = useLoaderData<typeof loader>();
  const { t } = usePageTranslation<"blog">();
  return (
    <PageIntro>
      {articles.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <ul className="article-list">
          {articles.map((article) => (
            <li key={article.href} className="card">
              <p className="card__meta">
                {article.category} ·{" "}
                <time dateTime={article.publishedAt}>
                  {new Date(article.publishedAt).toLocaleDateString(localeOf[language], { dateStyle: "long" })}
                </time>
              </p>
              <h2 className="card__title">
                <Link to={article.href}>{article.title}</Link>
              </h2>
              <p>{article.description}</p>
            </li>
          ))}
        </ul>
      )}
    </PageIntro>
  );
}
