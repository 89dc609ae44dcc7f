import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { resources } from "~/locales/resources.server";
import { EmailOctopusError } from "~/services/emailoctopus.server";
import { discountCodePattern, EmailSchema, FirstNameSchema, isSingleLine, LastNameSchema, sourcePattern, type ErrorKey } from "~/utils/forms";
import { postOnly } from "~/utils/http.server";
import { changeTags, isSubscribed, SignupNotStored, subscribe, type Signup } from "~/utils/newsletter.server";
import { checkRateLimit, isHoneypotFilled, readJson, RequestRejected, type RateLimitName } from "~/utils/request-guard.server";
import { createTranslator } from "~/utils/translate";

/**
 * The subscriber API of spec section 7, for the popups' JavaScript: JSON in, JSON out, with an
 * `error` field on failure. The browser side is app/utils/newsletter-client.ts.
 *
 *   POST /api/newsletter/signup              subscriber payload → { success, delivered }
 *   POST /api/newsletter/check-subscription  { email }          → { isSubscribed }
 *   POST /api/newsletter/add-tags            { email, tags }    → { success }
 *   POST /api/newsletter/remove-tags         { email, tags }    → { success }
 */

const maxBody = 8 * 1024;

// Empty strings and nulls are how clients say "not given".
const absent = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(absent, schema.optional());
const label = (max: number) => optional(z.string().trim().max(max).refine(isSingleLine));

const SignupSchema = z.object({
  email: EmailSchema,
  firstName: optional(FirstNameSchema),
  lastName: optional(LastNameSchema),
  company: label(200),
  userType: optional(z.string().regex(/^[a-z0-9-]{1,20}$/)),
  source: optional(z.string().regex(sourcePattern)),
  discountCode: optional(z.string().regex(discountCodePattern)),
  discountPercent: optional(z.number().int().min(0).max(100)),
  utm_source: label(100),
  utm_medium: label(100),
  utm_campaign: label(100),
});

const EmailOnlySchema = z.object({ email: EmailSchema });

const TagsSchema = z.object({
  email: EmailSchema,
  tags: z
    .array(z.string().trim().regex(/^[\p{L}\p{N}][\p{L}\p{N} _.:-]{0,49}$/u))
    .min(1)
    .max(20),
});

const operations = {
  signup: { schema: SignupSchema, limit: "newsletter" },
  "check-subscription": { schema: EmailOnlySchema, limit: "newsletterLookup" },
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
  if (isHoneypotFilled(body as Record<string, unknown>)) return json(operation === "check-subscription" ? { isSubscribed: false } : { success: true });

  const { schema, limit } = operations[operation];
  const parsed = schema.safeParse(body);
  if (!parsed.success) return json({ error: validationMessage(parsed.error) }, 400);

  const rate = await checkRateLimit(env, request, limit);
  if (!rate.allowed) return json({ error: t("errors.rateLimited") }, 429, { "Retry-After": String(rate.retryAfterSeconds) });

  switch (operation) {
    case "signup": {
      try {
        const outcome = await subscribe(env, parsed.data as Signup);
        return json({ success: true, delivered: outcome === "delivered" });
      } catch (error) {
        if (!(error instanceof SignupNotStored)) throw error;
        console.error(error);
        return json({ error: t("errors.generic") }, 503);
      }
    }
    case "check-subscription": {
      try {
        return json({ isSubscribed: await isSubscribed(env, parsed.data.email) });
      } catch (error) {
        if (!(error instanceof EmailOctopusError)) throw error;
        return json({ isSubscribed: false, error: unavailable }, 502);
      }
    }
    case "add-tags":
    case "remove-tags": {
      const { email, tags } = parsed.data as z.infer<typeof TagsSchema>;
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
