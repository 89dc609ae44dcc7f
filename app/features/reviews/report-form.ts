/** The report form's schema, shared by the page (validation before sending) and the action. */
import * as z from "zod";
import type { ErrorKey } from "~/utils/forms";
import { EmailSchema } from "~/utils/forms";
import { countryCodes } from "./countries";
import { MeasurementsSchema } from "./measurements";

function json(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const ReportSchema = z.object({
  email: EmailSchema,
  newsletter: z.boolean().optional().default(false),
  // What the page measured, sent back so that the server computes the same review without the photo.
  measurements: z.string({ error: "errors.generic" satisfies ErrorKey }).transform((text, context) => {
    const parsed = MeasurementsSchema.safeParse(json(text));
    if (parsed.success) return parsed.data;
    context.addIssue({ code: "custom", message: "errors.generic" satisfies ErrorKey });
    return z.NEVER;
  }),
  // A country the form did not offer is the same as none: the review is still sent.
  country: z.enum(countryCodes).optional().catch(undefined),
});
