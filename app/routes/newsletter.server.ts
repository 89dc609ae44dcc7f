/**
 * The newsletter page's loader and the action both newsletter forms post to (./newsletter.tsx), apart
 * from the route so that its browser build names no server module that other routes share (ADR 051).
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { NewsletterActionData } from "~/features/newsletter/newsletter-forms";
import { resources } from "~/locales/resources.server";
import { formErrorResult, parseForm } from "~/utils/forms";
import { newsletterForms, signupOfForm, type NewsletterFormKind } from "~/features/newsletter/signup-schema";
import { askToConfirm, keepSignupInBrowser, TooManyConfirmations } from "~/features/newsletter/opt-in.server";
import { SignupNotStored } from "~/features/newsletter/subscribe.server";
import { visitorOf } from "~/features/consent/visitor.server";
import { loadPage } from "~/utils/page.server";
import { isWelcomeOffer } from "~/utils/query-params";
import { resolveLanguage } from "~/utils/i18n.server";
import { checkRateLimit, retryAfterHeader } from "~/utils/rate-limit.server";
import { isHoneypotFilled, readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

export { actionRetryAfter } from "~/utils/rate-limit.server";

const maxBody = 8 * 1024;

export async function loadNewsletterPage(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "newsletter");
  const welcome = isWelcomeOffer(new URL(args.request.url).search);
  return { ...page, forms: resources[page.language].forms, welcome };
}

export async function newsletterAction({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const fields = await readFormOrRejection(request, maxBody);
  if (fields instanceof RequestRejected) {
    return data<NewsletterActionData>({ form: "capture", result: formErrorResult("errors.generic") }, { status: fields.status });
  }
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
      { status: 429, headers: retryAfterHeader(rate) },
    );
  }

  const signup = signupOfForm(submission.value);
  try {
    // The campaign that brought the visitor: the address the form was sent to, or the visit's.
    const withCampaign = { ...visitorOf(request, context).utm, ...signup };
    keepSignupInBrowser(context, request, await askToConfirm(env, withCampaign, (await resolveLanguage(request)).language));
    return data<NewsletterActionData>({ form, result: submission.reply({ resetForm: true }), success: signup });
  } catch (error) {
    if (error instanceof TooManyConfirmations) {
      return data<NewsletterActionData>(
        { form, result: submission.reply({ formErrors: ["errors.confirmationsSent"] }) },
        { status: 429, headers: retryAfterHeader(error) },
      );
    }
    if (!(error instanceof SignupNotStored)) throw error;
    console.error(error);
    return data<NewsletterActionData>({ form, result: submission.reply({ formErrors: ["errors.generic"] }) }, { status: 503 });
  }
}
