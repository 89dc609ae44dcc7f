/**
 * What a newsletter sign-up is, stated once: the subscriber payload of spec section 3 as one Zod
 * schema. The subscriber API (app/routes/api-newsletter.ts) takes it whole; the two forms ask for
 * part of it, in their own field order, in the browser before sending and in the action
 * (app/routes/newsletter.server.ts); what the popup sends, the browser's queue keeps and the server
 * waits with is its output, {@link Signup}. Messages are keys of the `forms` strings (app/locales).
 */
import * as z from "zod";
import { discountCodes, EmailSchema, FirstNameSchema, isSingleLine, LastNameSchema, type ErrorKey } from "~/utils/forms";
import { languages } from "~/utils/i18n";

/** Where a sign-up can come from; each becomes a tag on the contact. */
const newsletterSources = ["exit-intent", "welcome-flow", "newsletter-page", "footer", "linkedin-photo-review", "resume-review"] as const;
const userTypes = ["b2c", "b2b"] as const;

/**
 * Every tag a contact may carry: where it signed up, who it is, which offer it took or claimed.
 * Nothing free-form reaches the list, so the API cannot be used to write arbitrary labels there.
 */
export const newsletterTags: readonly string[] = [
  ...newsletterSources,
  ...userTypes,
  ...discountCodes.map((code) => code.toLowerCase()),
  "claimed-discount",
];

const label = (max: number) => z.string().trim().max(max).refine(isSingleLine);

/** Each field of a sign-up with its check, the same wherever the sign-up comes from. */
const field = {
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  company: label(200),
  userType: z.enum(userTypes),
  source: z.enum(newsletterSources),
  discountCode: z.enum(discountCodes),
  discountPercent: z.number().int().min(0).max(100),
  utm: label(100),
  // The page's language, for the welcome e-mail; else the visitor's.
  language: z.enum(languages),
};

// Empty strings and nulls are how clients say "not given".
const absent = (value: unknown) => (value === "" || value === null ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(absent, schema.optional());

/** A sign-up as the subscriber API takes it: the address, and whatever else the page knows. */
export const SignupSchema = z.object({
  email: field.email,
  firstName: optional(field.firstName),
  lastName: optional(field.lastName),
  company: optional(field.company),
  userType: optional(field.userType),
  source: optional(field.source),
  discountCode: optional(field.discountCode),
  discountPercent: optional(field.discountPercent),
  utm_source: optional(field.utm),
  utm_medium: optional(field.utm),
  utm_campaign: optional(field.utm),
  language: optional(field.language),
});

export type Signup = z.output<typeof SignupSchema>;

// Hidden fields: a value the form did not offer is dropped rather than shown to the visitor as an error.
const hidden = {
  source: field.source.catch("newsletter-page"),
  discountCode: field.discountCode.optional().catch(undefined),
  userType: field.userType.optional().catch(undefined),
};

/**
 * The two forms: the capture form (first name, last name and e-mail, all required) and the opt-in
 * (e-mail and the consent checkbox). Spec section 5: the first failure in the form's field order
 * is the one shown, so each lists its fields in that order.
 */
export const newsletterForms = {
  capture: z.object({ firstName: field.firstName, lastName: field.lastName, email: field.email, ...hidden }),
  optIn: z.object({
    email: field.email,
    consent: z.boolean({ error: "errors.consent" satisfies ErrorKey }).refine((given) => given, "errors.consent" satisfies ErrorKey),
    ...hidden,
  }),
} as const;
export type NewsletterFormKind = keyof typeof newsletterForms;

/** The sign-up a form's checked value makes; the opt-in's consent is the form's, not the sign-up's. */
export function signupOfForm(value: z.output<(typeof newsletterForms)[NewsletterFormKind]>): Signup {
  const { email, source, discountCode, userType } = value;
  return "firstName" in value
    ? { email, firstName: value.firstName, lastName: value.lastName, source, discountCode, userType }
    : { email, source, discountCode, userType };
}
