import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useChrome } from "~/features/chrome/chrome";
import { PageHeading } from "./page-heading";

/** The one error screen: Page Not Found, sign-in required or refused for now, or a translated general error. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t, localize } = useChrome();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;

  if (status === 404) {
    return (
      <PageHeading className="status-screen" heading={t("notFound.heading")} text={t("notFound.text")}>
        <Link to={localize("/")} className="button button--primary">
          {t("notFound.home")}
        </Link>
      </PageHeading>
    );
  }
  if (status === 401) {
    return <PageHeading className="status-screen" heading={t("unauthorized.heading")} text={t("unauthorized.text")} />;
  }
  // Only the dashboard's sign-in throws a 429; a form's rate limit answers within its own page.
  if (status === 429) {
    return <PageHeading className="status-screen" heading={t("signInLimited.heading")} text={t("signInLimited.text")} />;
  }
  return (
    <PageHeading className="status-screen" heading={t("error.heading")} text={t("error.text")}>
      {/* A plain link reloads the whole document, which is what a retry after a failure needs. */}
      <a href={pathname + search} className="button button--primary">
        {t("error.retry")}
      </a>
    </PageHeading>
  );
}
