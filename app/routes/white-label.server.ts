/**
 * The white-label page's loader and the action its lead form posts to (./white-label.tsx), apart from
 * the route so that its browser build names no server module that other routes share (ADR 051).
 */
import type { SubmissionResult } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { resources } from "~/locales/resources.server";
import { visitorOf } from "~/features/consent/visitor.server";
import { loadPage } from "~/utils/page.server";
import { formErrorResult, parseForm } from "~/utils/forms";
import { WhiteLabelLeadSchema } from "~/features/leads/lead-schema";
import { resolveLanguage } from "~/utils/i18n.server";
import { submitLead } from "~/features/leads/leads.server";
import { checkRateLimit, retryAfterHeader } from "~/utils/rate-limit.server";
import { isHoneypotFilled, readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

export { actionRetryAfter } from "~/utils/rate-limit.server";

export type LeadActionData = { result: SubmissionResult<string[]>; sent?: { firstName: string; email: string } };

// A 2000-character description in a script of three-byte characters, percent-encoded, with room to spare.
const maxBody = 32 * 1024;

export async function loadWhiteLabelPage(args: LoaderFunctionArgs) {
  const page = await loadPage(args, "whiteLabel");
  return { ...page, forms: resources[page.language].forms };
}

export async function whiteLabelAction({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env;
  const fields = await readFormOrRejection(request, maxBody);
  if (fields instanceof RequestRejected)
    return data<LeadActionData>({ result: formErrorResult("errors.generic") }, { status: fields.status });
  const submission = parseForm(fields, WhiteLabelLeadSchema);
  if (isHoneypotFilled(fields)) {
    // Looks like a success to the bot; nothing is stored and nobody is notified.
    return data<LeadActionData>({
      result: { initialValue: null },
      sent: { firstName: fields.get("firstName") ?? "", email: fields.get("email") ?? "" },
    });
  }
  if (submission.status !== "success") return data<LeadActionData>({ result: submission.reply() }, { status: 400 });

  const rate = await checkRateLimit(env, request, "lead");
  if (!rate.allowed) {
    return data<LeadActionData>(
      { result: submission.reply({ formErrors: ["errors.rateLimited"] }) },
      { status: 429, headers: retryAfterHeader(rate) },
    );
  }
  const { language } = await resolveLanguage(request);
  try {
    await submitLead(env, submission.value, language, visitorOf(request, context).utm);
  } catch (error) {
    console.error("White-label lead not stored:", error);
    return data<LeadActionData>({ result: submission.reply({ formErrors: ["errors.generic"] }) }, { status: 503 });
  }
  return data<LeadActionData>({
    result: submission.reply({ resetForm: true }),
    sent: { firstName: submission.value.firstName, email: submission.value.email },
  });
}
