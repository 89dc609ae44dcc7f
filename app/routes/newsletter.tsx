import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NewsletterCaptureForm, NewsletterOptInForm, type NewsletterActionData } from "~/features/newsletter/newsletter-forms";
import { PageIntro } from "~/components/page-heading";
import { resources } from "~/locales/resources.server";
import { discounts, welcomeCode } from "~/content/business";
import formStyles from "~/styles/forms.css";
import { newsletterForms, parseForm, type ErrorKey, type NewsletterFormKind } from "~/utils/forms";
import { askToConfirm, SignupNotStored } from "~/features/newsletter/newsletter.server";
import { pageMeta, keyedPage } from "~/utils/page";
import { visitorOf } from "~/features/consent/visitor.server";
import { loadPage } from "~/utils/page.server";
import { isWelcomeOffer } from "~/utils/query-params";
import { resolveLanguage } from "~/utils/i18n.server";
import { createTranslator } from "~/utils/translate";
import type { SubscriberPayload } from "~/features/newsletter/newsletter-client";
import { useChrome } from "~/features/chrome/chrome";
import { deliverSignup } from "~/features/newsletter/signups";
import { actionRetryAfter, checkRateLimit } from "~/utils/rate-limit.server";
import { isHoneypotFilled, readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

/**
 * The newsletter page, and the endpoint both newsletter forms post to wherever they are shown. With
 * JavaScript a form submits here through a fetcher and stays on its page; without it the browser
 * comes here and this page shows the same form with its message, or that a link to confirm the
 * address is on its way (the sign-up waits for it: app/routes/newsletter-confirm.tsx).
 */

const maxBody = 8 * 1024;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "newsletter");
  const welcome = isWelcomeOffer(new URL(args.request.url).search);
  return { ...page, forms: resources[page.language].forms, welcome };
}

function formError(form: NewsletterFormKind, key: ErrorKey, status: number, headers?: HeadersInit) {
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [key] } };
  return data<NewsletterActionData>({ form, result }, { status, headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const fields = await readFormOrRejection(request, maxBody);
  if (fields instanceof RequestRejected) return formError("capture", "errors.generic", fields.status);
  const form: NewsletterFormKind = fields.get("form") === "optIn" ? "optIn" : "capture";
  const submission = parseForm(fields, newsletterForms[form]);

  if (isHoneypotFilled(fields)) {
    // Looks like a success to the bot; nothing is stored.
    return data<NewsletterActionData>({
      form,
      result: { initialValue: null },
      success: { email: fields.get("email") ?? "" },
    });
  }
  if (submission.status !== "success") return data<NewsletterActionData>({ form, result: submission.reply() }, { status: 400 });

  const rate = await checkRateLimit(env, request, "newsletter");
  if (!rate.allowed) {
    return data<NewsletterActionData>(
      { form, result: submission.reply({ formErrors: ["errors.rateLimited"] }) },
      { status: 429, headers: { "Retry-After": String(rate.retryAfterSeconds) } },
    );
  }

  const { value } = submission;
  const firstName = "firstName" in value ? value.firstName : undefined;
  const lastName = "lastName" in value ? value.lastName : undefined;
  try {
    const signup = {
      // The campaign that brought the visitor: the address the form was sent to, or the visit's.
      ...visitorOf(request, context).utm,
      email: value.email,
      firstName,
      lastName,
      source: value.source,
      discountCode: value.discountCode,
      userType: value.userType,
    };
    await askToConfirm(env, signup, (await resolveLanguage(request)).language);
    return data<NewsletterActionData>({
      form,
      result: submission.reply({ resetForm: true }),
      success: {
        email: value.email,
        firstName,
        lastName,
        source: value.source,
        discountCode: value.discountCode,
      },
    });
  } catch (error) {
    if (!(error instanceof SignupNotStored)) throw error;
    console.error(error);
    return data<NewsletterActionData>({ form, result: submission.reply({ formErrors: ["errors.generic"] }) }, { status: 503 });
  }
}

export const headers = actionRetryAfter;

export const meta = pageMeta;
export const handle = keyedPage;

export default function NewsletterPage() {
  const { forms, language, strings, welcome } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as NewsletterActionData | undefined;
  const Form = answer?.form === "optIn" ? NewsletterOptInForm : NewsletterCaptureForm;
  // A form elsewhere on the site that was sent without JavaScript keeps its origin on a second try.
  const submitted = answer?.result.initialValue;
  const offered = welcome ? welcomeCode : undefined;
  const source = typeof submitted?.source === "string" ? submitted.source : welcome ? "welcome-flow" : "newsletter-page";
  const discountCode = typeof submitted?.discountCode === "string" ? submitted.discountCode : offered;
  const offer = discountCode === welcomeCode ? createTranslator(strings) : undefined;
  const { track } = useChrome();
  // With JavaScript the page signs up as the popup does: through the subscriber API, and kept in
  // this browser when the server cannot be reached, instead of an error page.
  const deliver = (payload: SubscriberPayload) =>
    deliverSignup(payload, (error) =>
      track("newsletter-signup-failed", { source, reason: error instanceof Error ? error.message : "unknown" }),
    );
  return (
    <PageIntro>
      <div className="form-panel">
        <Form
          strings={forms}
          language={language}
          source={source}
          discountCode={discountCode}
          lastResult={answer}
          deliver={deliver}
          heading={offer?.("offer.heading", { percent: discounts[welcomeCode] })}
          text={offer?.("offer.text")}
        />
      </div>
    </PageIntro>
  );
}
