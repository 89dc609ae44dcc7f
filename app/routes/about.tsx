import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CallToAction, PageIntro } from "~/components/page-heading";
import { articles } from "~/content/articles.server";
import { pageMeta, usePageTranslation, keyedPage } from "~/utils/page";
import { loadPage } from "~/utils/page.server";
import { useChrome } from "~/features/chrome/chrome";
import { articlePath } from "~/content/blog.server";

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "about");
  // The blog's article on photo privacy, in the page's language, goes deeper than the promise here.
  const guide = articles.find((article) => article.language === page.language && article.translationKey === "photo-privacy");
  return { ...page, privacyGuide: guide ? articlePath(guide) : null };
}

export const meta = pageMeta;
export const handle = keyedPage;

export default function AboutPage() {
  const { privacyGuide, strings } = useLoaderData<typeof loader>();
  const { t, localize } = usePageTranslation<"about">();
  const { cta, config } = useChrome();
  return (
    <>
      <PageIntro>
        <CallToAction to="/pricing">{cta}</CallToAction>
      </PageIntro>

      <section className="section container prose-block" aria-labelledby="story-heading">
        <h2 id="story-heading">{t("story.heading")}</h2>
        {t.list("story.paragraphs").map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className="section section--tinted" aria-labelledby="promises-heading">
        <div className="container">
          <h2 id="promises-heading">{t("promises.heading")}</h2>
          <ul className="card-grid">
            {Object.entries(strings.promises.items).map(([key, promise]) => (
              <li key={key} className="card">
                <h3 className="card__title">{promise.title}</h3>
                <p>{promise.text}</p>
              </li>
            ))}
          </ul>
          {privacyGuide ? (
            <p className="section__more">
              <Link to={privacyGuide}>{t("promises.privacyGuide")}</Link>
            </p>
          ) : null}
        </div>
      </section>

      <div className="section container">
        <div className="card-grid card-grid--wide">
          <section className="card" aria-labelledby="business-heading">
            <h2 id="business-heading" className="card__title">
              {t("business.heading")}
            </h2>
            <p>{t("business.text")}</p>
            <Link to={localize("/white-label")}>{t("business.link")}</Link>
          </section>
          <section className="card" aria-labelledby="contact-heading">
            <h2 id="contact-heading" className="card__title">
              {t("contact.heading")}
            </h2>
            <p>{t("contact.text")}</p>
            <a href={config.links.contact}>{t("contact.link")}</a>
          </section>
        </div>
      </div>
    </>
  );
}
