import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/locales/resources.server";
import { formatPrice, startingPrice } from "~/content/business";
import { consentModeScript } from "~/features/consent/consent-mode.server";
import { countryName } from "~/content/copy.server";
import { getEnv, getPublicConfig } from "~/utils/env.server";
import { resolveLanguage } from "~/utils/i18n.server";
import { visitorCurrency } from "~/utils/page.server";
import { cookieSettingsParam } from "~/utils/query-params";
import { shownVisitorOf } from "~/features/consent/visitor.server";

/**
 * What every page's chrome needs: the page's language, the public configuration, the chrome's
 * strings with the facts they mention, and the visitor's region, consent and experiment variant. Strings travel with the data,
 * in the page's language only: every language's copy in the client bundle would cost a good share
 * of the first-load budget. The cookie banner's strings come only while the banner shows.
 */
export async function loadRoot({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { language } = await resolveLanguage(request);
  const visitor = shownVisitorOf(request, context);
  const bannerShown = !visitor.consent || new URL(request.url).searchParams.has(cookieSettingsParam);
  const config = getPublicConfig(getEnv(context));
  return {
    language,
    config,
    chrome: resources[language].common,
    // Formatted here: the browser would need Intl code in the first-load bundle to do it.
    // The year too: a browser whose clock says otherwise (around New Year) must not disagree.
    facts: {
      startingPrice: formatPrice(startingPrice, language, visitorCurrency(request, context, language)),
      hostingCountry: countryName(config.hostingCountry, language),
      year: new Date().getUTCFullYear(),
    },
    visitor,
    // Consent Mode's defaults, written before any tag; only pages with the Google tag need them.
    consentModeScript: config.analytics.googleTagId ? consentModeScript(visitor) : null,
    consentBanner: bannerShown ? resources[language].consent : null,
  };
}

/** The root loader's data, as the chrome and the consent components read it. */
export type RootData = Awaited<ReturnType<typeof loadRoot>>;
