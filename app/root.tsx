import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { PageLinks } from "~/components/page-links";
import { JsonLd } from "~/components/json-ld";
import { PageHeading } from "~/components/page-heading";
import { SiteShell } from "~/components/site-shell";
import stylesheet from "~/styles/app.css";
import { pathLanguage } from "~/utils/i18n";
import { lazyPart } from "~/utils/lazy";
import { cookieSettingsParam } from "~/utils/query-params";
import { useNonce } from "~/utils/nonce";
import type { PageData } from "~/utils/page";
import { usePageLanguage, useRootData } from "~/features/chrome/chrome";
import { loadRoot, type RootData } from "~/features/chrome/root-data.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Kept in one server module so that the browser build has a single emptied import to carry.
export const loader = (args: LoaderFunctionArgs) => loadRoot(args);

// Pages replace these with their own. Where a page's loader threw, the root's error boundary
// renders it, and Remix takes the title and headers from the root (a 401 keeps its challenge).
export const meta: MetaFunction<typeof loader> = ({ error, data }) => {
  if (!data) return [{ title: "An error occurred | Resoume" }];
  const { titles } = data.chrome;
  if (!error) return [{ title: titles.default }];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = { 404: titles.notFound, 401: titles.unauthorized, 429: titles.signInLimited }[status] ?? titles.error;
  return [{ title }];
};

export const headers: HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

// The root's data changes with the language, which changes with the path's language prefix, and
// with the cookie banner's query parameter; actions (language, consent) revalidate everything anyway.
// Any other new query on the same page (the gallery's format, a filter) leaves it as it is: asking
// the server again would hold the page's own change back until it answered.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl: from, nextUrl: to, formMethod, defaultShouldRevalidate }) =>
  pathLanguage(from.pathname) !== pathLanguage(to.pathname) ||
  from.searchParams.has(cookieSettingsParam) !== to.searchParams.has(cookieSettingsParam) ||
  (defaultShouldRevalidate && ((formMethod ?? "GET") !== "GET" || from.pathname !== to.pathname || from.search === to.search));

export function Layout({ children }: { children: ReactNode }) {
  const language = usePageLanguage();
  const nonce = useNonce();
  const data = useRootData();
  // Tests and scripts learn from this that React owns the page and its handlers answer clicks.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Each page's loader prepares its structured data (app/utils/page.server.ts); it is written here once.
  const structuredData = (useMatches().at(-1)?.data as Partial<PageData> | undefined)?.structuredData;
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        {/* The first frame waits for the whole header: Chromium lets it through once `#main`, which
            follows the header, is in the document. A header painted half parsed moved its links when
            the language switcher after them came (docs/decisions/089-the-whole-header-first.md).
            Browsers without `expect` paint as before. */}
        <link rel="expect" href="#main" blocking="render" />
        {data?.consentModeScript ? (
          // Consent Mode's defaults, before any tag.
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: data.consentModeScript }} />
        ) : null}
        <Meta />
        <PageLinks />
        {structuredData ? <JsonLd json={structuredData} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The chrome a page's route handle asks for: `"reduced"` (the ad landing pages) keeps only the logo
 * and banner; `"none"` (the local checkout, which stands in for the payment provider's window) has
 * neither chrome nor analytics; `"without-buy"` all of it but the buy button that follows on phones:
 * on the order page (its visitors have paid), on the pages that show the packs with their own buy
 * buttons (where it covered the cards and led to the page it was on), on a shared headshot (which
 * it covered) and on the operator's dashboard.
 */
function useChromeHandle(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as { chrome?: string } | undefined)?.chrome)
    .find(Boolean);
}

export default function App() {
  const data = useRootData() as RootData;
  const chrome = useChromeHandle();
  if (chrome === "none") {
    return (
      <main id="main">
        <Outlet />
      </main>
    );
  }
  return (
    <SiteShell data={data} reduced={chrome === "reduced"} buyButton={chrome !== "without-buy"}>
      <Outlet />
    </SiteShell>
  );
}

// Error screens are rare, so their code is fetched only when one shows.
const GeneralErrorBoundary = lazyPart(() => import("~/components/error-boundary").then((module) => module.GeneralErrorBoundary));

export function ErrorBoundary() {
  const data = useRootData();
  // Without the root's data (its own loader failed) there is no chrome to show, only the error.
  if (!data) return <RootFailure />;
  return (
    <SiteShell data={data} reduced={false} buyButton>
      <Suspense fallback={null}>
        <GeneralErrorBoundary />
      </Suspense>
    </SiteShell>
  );
}

/**
 * When the root loader itself failed there is neither chrome nor the page's language to rely on:
 * the message stands in all three languages.
 */
function RootFailure() {
  return (
    <PageHeading className="status-screen" heading="An error occurred" text="Ein Fehler ist aufgetreten · Se ha producido un error">
      <a href="/" className="button button--primary">
        Resoume
      </a>
    </PageHeading>
  );
}
