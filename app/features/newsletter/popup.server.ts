import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageStrings } from "~/content/copy.server";
import { resources } from "~/locales/resources.server";
import { getEnv, getPublicConfig } from "~/utils/env.server";
import { resolveLanguage } from "~/utils/i18n.server";
import { visitorCurrency } from "~/utils/page.server";

/**
 * What the discount popup shows, in the visitor's language: the newsletter's strings with their
 * figures filled in, and the form's labels and errors. Fetched when the popup first opens, so that
 * none of it weighs on the first load.
 */
export async function popupStrings({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { language } = await resolveLanguage(request);
  const config = getPublicConfig(getEnv(context));
  return {
    language,
    strings: pageStrings(language, "newsletter", config.hostingCountry, visitorCurrency(request, context, language)),
    forms: resources[language].forms,
  };
}

export type PopupStrings = Awaited<ReturnType<typeof popupStrings>>;
