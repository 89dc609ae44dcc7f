import * as z from "zod";
import type { DiscountCode } from "~/content/business";
import type { LocalOrder } from "./purchase.server";
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

/**
 * What the checkout tells lemon.js once the order is paid, as Lemon Squeezy documents it
 * (docs.lemonsqueezy.com/help/lemonjs/handling-events): the event's `data` is the order object itself.
 */
export const checkoutSuccess = (order: LocalOrder) => ({ event: "Checkout.Success" as const, data: order });
