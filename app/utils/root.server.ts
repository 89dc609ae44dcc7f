import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/locales/resources.server";
import { getEnv, getPublicConfig } from "./env.server";
import { resolveLanguage } from "./i18n.server";

/**
 * What every page's chrome needs: the page's language, the public configuration, and the chrome's
 * strings. They travel with the data, in the page's language only: every language's copy in the
 * client bundle would cost a good share of the first-load budget.
 */
export async function loadRoot({ request, context }: Pick<LoaderFunctionArgs, "request" | "context">) {
  const { language } = await resolveLanguage(request);
  return { language, config: getPublicConfig(getEnv(context)), chrome: resources[language].common };
}
