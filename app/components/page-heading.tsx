import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { usePageTranslation } from "~/utils/page";

/** The top of a page: its heading, its opening paragraph, and what follows them. */
export function PageHeading({
  heading,
  text,
  className = "page-intro",
  children,
}: {
  heading: string;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={`${className} container`}>
      <h1>{heading}</h1>
      <p className="lead">{text}</p>
      {children}
    </section>
  );
}

/** A page's heading and its opening paragraph, from the page's own strings. */
export function PageIntro({ children }: { children?: ReactNode }) {
  const { t } = usePageTranslation();
  return (
    <PageHeading heading={t("heading")} text={t("intro")}>
      {children}
    </PageHeading>
  );
}

/** The page's main action: a link styled as a large button, to `to` in the page's language. */
export function CallToAction({ to, children }: { to: string; children: ReactNode }) {
  const { localize } = usePageTranslation();
  return (
    <Link to={localize(to)} className="button button--primary button--large">
      {children}
    </Link>
  );
}
