import type { LinksFunction, MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { isRouteErrorResponse, Link, useLocation, useNavigation, useRouteError } from "@remix-run/react";
import { PageHeading } from "~/components/page-heading";
import de from "~/locales/de/blog-errors";
import en from "~/locales/en/blog-errors";
import es from "~/locales/es/blog-errors";
import blogStyles from "~/styles/blog.css";
import { defaultLanguage, localizePath, pathLanguage, type Language } from "~/utils/i18n";
import { pageMeta, usePageTranslation } from "~/utils/page";
import { usePageLanguage } from "~/features/chrome/chrome";
import type { ArticleCard as Card } from "~/content/blog.server";

/** Parts that the blog's list and article pages share. */

const errors = { en, de, es } satisfies Record<Language, typeof en>;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: blogStyles }];

/** The shared page meta; without data, the blog's own error titles, kept out of the index. */
export const blogMeta: MetaFunction = (args) => (args.data ? pageMeta(args) : errorMeta(args));

function errorMeta({ error, location }: Parameters<MetaFunction>[0]): MetaDescriptor[] {
  const strings = errors[pathLanguage(location.pathname) ?? defaultLanguage];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: notFound ? strings.notFoundTitle : strings.errorTitle }, { name: "robots", content: "noindex" }];
}

const blogHomes = new Set(["/blog", "/blog/de", "/blog/es", "/es/blog"]);
const blogPath = /^\/(?:es\/)?blog(?:\/|$)/;

/**
 * Says that the next blog page is on its way while its data loads in the browser (after a click on
 * a card or a related article). The live region is always present, so that screen readers announce
 * the text when it appears.
 */
export function BlogNavigationStatus() {
  const { t } = usePageTranslation<"blog">();
  const { location, state } = useNavigation();
  const target = state === "loading" && location && blogPath.test(location.pathname) ? location.pathname.replace(/\/+$/, "") : null;
  return (
    <p className="blog-status" role="status">
      {target === null ? null : t(blogHomes.has(target) ? "loadingArticles" : "loadingArticle")}
    </p>
  );
}

/**
 * The blog's error screen: 'Article not found' with a way back for an unknown article, otherwise the
 * failure to load the list or the article with a way to try again. It renders without the page's
 * data, so its strings come with the code.
 */
export function BlogErrorScreen({ page }: { page: "list" | "article" }) {
  const error = useRouteError();
  const language = usePageLanguage();
  const { pathname, search } = useLocation();
  const strings = errors[language];
  const home = localizePath("/blog", language);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageHeading className="status-screen" heading={strings.notFound} text={strings.notFoundText}>
        <Link to={home} className="button button--primary">
          {strings.allArticles}
        </Link>
      </PageHeading>
    );
  }
  return (
    <PageHeading
      className="status-screen"
      heading={strings.errorHeading}
      text={page === "list" ? strings.loadArticles : strings.loadArticle}
    >
      <p className="status-screen__actions">
        {/* A plain link reloads the whole document, which is what a retry after a failure needs. */}
        <a href={pathname + search} className="button button--primary">
          {strings.tryAgain}
        </a>
        {page === "article" ? <Link to={home}>{strings.allArticles}</Link> : null}
      </p>
    </PageHeading>
  );
}

/** An article in a list: its category, date, read time, linked title and description, and on the blog's home its picture. */
export function ArticleCard({ article, heading: Heading, image }: { article: Card; heading: "h2" | "h3"; image?: "eager" | "lazy" }) {
  const { t } = usePageTranslation<"blog">();
  return (
    <li className="card blog-card">
      {image ? (
        // The title names the card; the picture only illustrates it.
        <img
          className="blog-card__image"
          src={article.image.src}
          width={article.image.width}
          height={article.image.height}
          alt=""
          loading={image}
          // The pictures of a first screen are its largest things: the page's code waits until they have come (ADR 052).
          fetchPriority={image === "eager" ? "high" : undefined}
        />
      ) : null}
      <p className="card__meta">
        <span className="blog-category">{article.category}</span> · <time dateTime={article.publishedAt}>{article.date}</time> ·{" "}
        {t("readTime", { minutes: article.readMinutes })}
      </p>
      <Heading className="card__title">
        <Link to={article.href}>{article.title}</Link>
      </Heading>
      <p>{article.description}</p>
    </li>
  );
}
