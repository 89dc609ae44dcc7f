import * as z from "zod";
import type { DiscountCode } from "~/content/business";
import { discountCodes, EmailSchema, type ErrorKey } from "~/utils/forms";

const planKeys = ["basic", "premium", "ultimate"] as const;

/** The local checkout's form, shared by the page (validation before sending) and its action. */
export const LocalCheckoutSchema = z.object({
  email: EmailSchema,
  plan: z.enum(planKeys, { error: "errors.plan" satisfies ErrorKey }),
  // Each field's own message for any of its problems (a field sent twice arrives as a list, too),
  // never zod's English default.
  discountCode: z
    .string({ error: "errors.discountCode" satisfies ErrorKey })
    .trim()
    .toUpperCase()
    .refine((code): code is DiscountCode => (discountCodes as string[]).includes(code), "errors.discountCode" satisfies ErrorKey)
    .optional(),
  delay: z.boolean({ error: "errors.generic" satisfies ErrorKey }).optional(),
});
