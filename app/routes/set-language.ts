import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { serializeCookie } from "~/utils/cookies";
import { postOnly, redirectBack } from "~/utils/http.server";
import { isLanguage, localizePath, pathLanguage, preferredLanguageCookie } from "~/utils/i18n";
import { readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

/**
 * The language switcher's form: stores the chosen language and returns the visitor to the page they
 * were on, in that language. Only local paths are accepted as the way back.
 */
export async function action({ request }: ActionFunctionArgs) {
  // The switcher sends a small form; anything else (another type, a body that is no form) is refused.
  const form = await readFormOrRejection(request, 2_048);
  if (form instanceof RequestRejected) return new Response(form.message, { status: form.status });
  const language = form.get("language");
  const url = new URL(request.url);
  const returnTo = form.get("returnTo");
  if (!isLanguage(language)) return redirectBack(returnTo, () => {});

  return redirectBack(
    returnTo,
    (back) => {
      if (pathLanguage(back.pathname) !== language) back.pathname = localizePath(back.pathname, language);
    },
    { headers: { "Set-Cookie": serializeCookie(preferredLanguageCookie, language, { secure: url.protocol === "https:" }) } },
  );
}

export const loader = postOnly;
