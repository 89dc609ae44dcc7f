import * as z from "zod";
import { maxRefundReason } from "~/features/photos/upload/replies";

/**
 * "Refund my order"'s form on the server (ADR 091; the page's forms carry no validation code): the box that confirms a refund at once, or the reason of a
 * request to the operator; which one the order needs, the server decides.
 */
export const RefundSchema = z.object({
  confirm: z.literal("yes").optional(),
  reason: z.string().trim().min(3).max(maxRefundReason).optional(),
});
