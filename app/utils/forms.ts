/**
 * What the site's forms are built from: the fields several domains ask for (an address, a name, a
 * discount code) as Zod schemas, and their parsing with Conform. Each domain states its form's
 * schema with its feature (the newsletter's sign-up, the white-label lead, the photo report), shared
 * by the browser (validation before sending) and the server (the only validation that counts).
 * Messages are keys into the `forms` strings (app/locales), so each request renders them in its own
 * language; one isolate serves several languages at once.
 *
 * Spec section 5: checks run in the form's field order and the first failure stops the rest, so a
 * visitor sees one message at a time. The field order of each schema is that order.
 */
import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import type en from "~/locales/en/forms";
import { discounts, type DiscountCode } from "~/content/business";

// The Content-Security-Policy forbids eval (docs/decisions/003-security-headers.md). Zod would probe
// for it with `new Function` to compile faster parsers, and the browser reports the blocked probe.
z.config({ jitless: true });

export type FormStrings = typeof en;
export type ErrorKey = `errors.${keyof FormStrings["errors"] & string}`;

/**
 * A field real people never fill in; software that fills in every field does. A submission with it
 * filled in is answered like a success and then dropped.
 */
export const honeypotField = "homepage";

// Control characters (CR and LF among them) and the line and paragraph separators have no place in
// a one-line field: in a name or a subject line they are how headers get injected into e-mails built
// from it, and the outbox refuses such a header (app/services/outbox.server.ts).
const lineBreaking = /[\p{Cc}\p{Zl}\p{Zp}]/u;
export const isSingleLine = (value: string) => !lineBreaking.test(value);

// Spec section 5: text, @, text, dot, text, no spaces.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a trimmed, lower-cased address passes the spec's format check. */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailShape.test(value) && isSingleLine(value);
}

/** An e-mail address, trimmed and lower-cased: the form that KV keys and EmailOctopus ids are made from. */
export const EmailSchema = z
  .string({ error: "errors.emailRequired" satisfies ErrorKey })
  .trim()
  .min(1, "errors.emailRequired" satisfies ErrorKey)
  .toLowerCase()
  .refine(isEmailAddress, "errors.emailInvalid" satisfies ErrorKey);

/** A one-line text field: required (the message of `required`), trimmed, at most `max` characters. */
export const oneLine = (required: ErrorKey, { min, max }: { min: number; max: number }) =>
  z
    .string({ error: required })
    .trim()
    .min(min, required)
    .max(max, "errors.tooLong" satisfies ErrorKey)
    .refine(isSingleLine, "errors.singleLine" satisfies ErrorKey);

export const FirstNameSchema = oneLine("errors.firstName", { min: 2, max: 100 });
export const LastNameSchema = oneLine("errors.lastName", { min: 2, max: 100 });

/** A discount code's shape, such as WELCOME20 (the codes themselves are in business.ts). */
export const discountCodePattern = /^[A-Z0-9]{3,20}$/;

/** The discount codes the site offers (business.ts): a form takes no other. */
export const discountCodes = Object.keys(discounts) as DiscountCode[];

type FormSchema = z.ZodObject;
type FormSubmission<S extends FormSchema> = Submission<z.input<S>, string[], z.output<S>>;

/** Only the first field (in the schema's order) that has an error keeps it; form-level errors stay. */
function keepFirstFailure(error: Record<string, string[] | null>, order: readonly string[]): Record<string, string[] | null> {
  const first = order.find((name) => error[name]?.length);
  return Object.fromEntries(Object.entries(error).filter(([name]) => name === "" || name === first));
}

/** A form's own error, not a field's: the reply to a request refused before its fields were read. */
export const formErrorResult = (key: ErrorKey): SubmissionResult<string[]> => ({ status: "error", error: { "": [key] } });

/**
 * Conform's `parseWithZod`, showing only the first failure (spec section 5). The browser calls it
 * in `onValidate` and the server in the action, so both report the same message.
 */
export function parseForm<S extends FormSchema>(payload: FormData | URLSearchParams, schema: S): FormSubmission<S> {
  const submission = parseWithZod(payload, { schema }) as FormSubmission<S>;
  if (submission.status === "success" || !submission.error) return submission;
  const order = Object.keys(schema.shape);
  const error = keepFirstFailure(submission.error, order);
  return {
    ...submission,
    error,
    reply(options) {
      const result: SubmissionResult = submission.reply(options);
      return result.error ? { ...result, error: keepFirstFailure(result.error, order) } : result;
    },
  };
}
