import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/locales/resources.server";
import {
  consentChoices,
  consentCookie,
  isRegion,
  parseConsent,
  regionCookie,
  type Consent,
  type ConsentChoice,
} from "~/features/consent/consent";
import { postOnly, redirectBack } from "~/utils/http.server";
import { readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { resolveLanguage } from "~/utils/i18n.server";
import { cookieSettingsParam } from "~/utils/query-params";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { ctaVariantCookie, ctaVariants, type CtaVariant } from "~/features/engagement/experiment";
import { consentCookies, consentGivenWith, edgeRegion, variantCookie } from "~/features/consent/visitor.server";

function consentFor(choice: ConsentChoice, form: URLSearchParams): Consent {
  if (choice === "accept_all") return { analytics: true, marketing: true };
  if (choice === "reject_all") return { analytics: false, marketing: false };
  return { analytics: form.get("analytics") === "on", marketing: form.get("marketing") === "on" };
}

/**
 * The cookie banner's form, and the browser's report of its time zone's region.
 *
 * A choice stores the consent and its date and sends the visitor back to the page they were on
 * (the banner's form carries `returnTo`, so it works without JavaScript). A region is stored only
 * when the edge could not place the visitor; the root loader then treats it like any stored region.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Another site must not be able to consent for a visitor (a form that submits itself).
  const form = await readFormOrRejection(request, 2_048);
  if (form instanceof RequestRejected) return new Response(form.message, { status: form.status });
  const choice = form.get("choice");
  const region = form.get("region");
  const url = new URL(request.url);
  const secure = url.protocol === "https:";

  const validChoice = consentChoices.includes(choice as ConsentChoice);
  if ((choice !== null && !validChoice) || (region !== null && !isRegion(region)) || (choice === null && region === null)) {
    const { language } = await resolveLanguage(request);
    return new Response(resources[language].consent.invalid, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }

  const cookies: string[] = [];
  // The variant the visitor saw is the one kept once analytics are allowed, not a new draw: the page
  // would change its buttons' words under the visitor's eyes.
  const keepShownVariant = () => {
    const shown = form.get("variant");
    if (ctaVariants.includes(shown as CtaVariant) && !readCookie(request.headers.get("Cookie"), ctaVariantCookie)) {
      cookies.push(variantCookie(shown as CtaVariant, secure));
    }
  };
  if (isRegion(region) && !edgeRegion(request, context)) {
    cookies.push(serializeCookie(regionCookie, region, { secure }));
    // A visitor who has not decided gets the consent that comes with the region (visitor.server.ts).
    const undecided = parseConsent(readCookie(request.headers.get("Cookie"), consentCookie)) === null;
    if (choice === null && undecided && consentGivenWith(region)?.analytics) keepShownVariant();
  }
  if (validChoice) {
    const consent = consentFor(choice as ConsentChoice, form);
    cookies.push(...consentCookies(consent, new Date().toISOString(), secure));
    if (consent.analytics) keepShownVariant();
  }
  context.responseCookies.push(...cookies);

  // The browser's background report (a fetcher) has no page to go back to.
  if (!form.has("returnTo")) return { stored: true };
  return redirectBack(form.get("returnTo"), (back) => back.searchParams.delete(cookieSettingsParam));
}

export const loader = postOnly;
