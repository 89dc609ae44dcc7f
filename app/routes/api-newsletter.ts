import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { resources } from "~/locales/resources.server";
import { EmailOctopusError } from "~/services/emailoctopus.server";
import { getEnv } from "~/utils/env.server";
import { EmailSchema, type ErrorKey } from "~/utils/forms";
import { postOnly } from "~/utils/http.server";
import { askToConfirm, keepSignupInBrowser, TooManyConfirmations } from "~/features/newsletter/opt-in.server";
import { isSignupToken } from "~/features/newsletter/proof.server";
import { newsletterTags, SignupSchema, type Signup } from "~/features/newsletter/signup-schema";
import { isSubscribed, SignupNotStored } from "~/features/newsletter/subscribe.server";
import { changeTags } from "~/features/newsletter/tags.server";
import { resolveLanguage } from "~/utils/i18n.server";
import { checkRateLimit, type RateLimitName, retryAfterHeader } from "~/utils/rate-limit.server";
import { isHoneypotFilled, readJson } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { createTranslator } from "~/utils/translate";
import { visitorOf } from "~/features/consent/visitor.server";

/**
 * The subscriber API of spec section 7, for the popups' JavaScript: JSON in, JSON out, with an
 * `error` field on failure. The browser side is app/features/newsletter/newsletter-client.ts.
 *
 *   POST /api/newsletter/signup              subscriber payload      → { success }
 *   POST /api/newsletter/check-subscription  { email, token }        → { isSubscribed }
 *   POST /api/newsletter/add-tags            { email, token, tags }  → { success }
 *   POST /api/newsletter/remove-tags         { email, token, tags }  → { success }
 *
 * A sign-up only asks: the address's owner gets a link to confirm it (docs/decisions/030), and the
 * page behind that link hands their browser the token that proves the address is theirs. Without
 * it, check-subscription says nothing about an address (always false) and tags cannot be changed,
 * so nobody can probe or relabel other people's subscriptions. Tags come from an allow-list.
 */

const maxBody = 8 * 1024;

// A missing or malformed token is no proof, not a malformed request: it is judged below.
const token = z.preprocess((value) => (typeof value === "string" ? value : ""), z.string());

const CheckSchema = z.object({ email: EmailSchema, token });

const TagsSchema = z.object({
  email: EmailSchema,
  token,
  tags: z
    .array(
      z
        .string()
        .trim()
        .refine((tag) => newsletterTags.includes(tag)),
    )
    .min(1)
    .max(newsletterTags.length),
});

const operations = {
  signup: { schema: SignupSchema, limit: "newsletter" },
  "check-subscription": { schema: CheckSchema, limit: "newsletterLookup" },
  "add-tags": { schema: TagsSchema, limit: "newsletterTags" },
  "remove-tags": { schema: TagsSchema, limit: "newsletterTags" },
} as const satisfies Record<string, { schema: z.ZodType; limit: RateLimitName }>;

type Operation = keyof typeof operations;

const t = createTranslator(resources.en.forms);

const json = (body: Record<string, unknown>, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** The first problem, in the payload's field order, as the English message a person can act on. */
function validationMessage(error: z.ZodError): string {
  const [issue] = error.issues;
  if (issue.message.startsWith("errors.")) return t(issue.message as ErrorKey);
  return `Invalid ${String(issue.path[0] ?? "request")}`;
}

const unavailable = "The newsletter service is not available right now. Please try again later.";
const notYours = "Only a browser that confirmed this address through its link can change its tags";

export async function action({ request, params, context }: ActionFunctionArgs) {
  const operation = params.operation as Operation;
  if (!Object.hasOwn(operations, operation)) return json({ error: "Not found" }, 404);
  const env = context.cloudflare.env;

  let body: unknown;
  try {
    body = await readJson(request, maxBody);
  } catch (error) {
    if (error instanceof RequestRejected) return json({ error: error.message }, error.status);
    throw error;
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return json({ error: "Expected a JSON object" }, 400);
  // A bot that filled in the form's hidden field is answered like everyone else, and ignored.
  if (isHoneypotFilled(body as Record<string, unknown>))
    return json(operation === "check-subscription" ? { isSubscribed: false } : { success: true });

  const { schema, limit } = operations[operation];
  const parsed = schema.safeParse(body);
  if (!parsed.success) return json({ error: validationMessage(parsed.error) }, 400);

  const rate = await checkRateLimit(env, request, limit);
  if (!rate.allowed) return json({ error: t("errors.rateLimited") }, 429, retryAfterHeader(rate));

  const secret = getEnv(context).NEWSLETTER_TOKEN_SECRET;
  switch (operation) {
    case "signup": {
      try {
        const { language, ...given } = parsed.data as Signup;
        const signup = { ...visitorOf(request, context).utm, ...given };
        keepSignupInBrowser(context, request, await askToConfirm(env, signup, language ?? (await resolveLanguage(request)).language));
        return json({ success: true });
      } catch (error) {
        if (error instanceof TooManyConfirmations) return json({ error: t("errors.confirmationsSent") }, 429, retryAfterHeader(error));
        if (!(error instanceof SignupNotStored)) throw error;
        console.error(error);
        return json({ error: t("errors.generic") }, 503);
      }
    }
    case "check-subscription": {
      const { email, token } = parsed.data as z.infer<typeof CheckSchema>;
      // Someone else's address: the same answer as for an address nobody signed up.
      if (!secret || !(await isSignupToken(secret, email, token))) return json({ isSubscribed: false });
      try {
        return json({ isSubscribed: await isSubscribed(env, email) });
      } catch (error) {
        if (!(error instanceof EmailOctopusError)) throw error;
        return json({ isSubscribed: false, error: unavailable }, 502);
      }
    }
    case "add-tags":
    case "remove-tags": {
      const { email, token, tags } = parsed.data as z.infer<typeof TagsSchema>;
      if (!secret || !(await isSignupToken(secret, email, token))) return json({ error: notYours }, 403);
      try {
        await changeTags(env, email, Object.fromEntries(tags.map((tag) => [tag, operation === "add-tags"])));
        return json({ success: true });
      } catch (error) {
        if (!(error instanceof EmailOctopusError)) throw error;
        if (error.kind === "not-found") return json({ error: "This email address is not on the newsletter list" }, 404);
        return json({ error: unavailable }, 502);
      }
    }
  }
}

export const loader = postOnly;
