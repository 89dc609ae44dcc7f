/**
 * The white-label enquiry's form, shared by the page (validation before sending) and the action
 * that stores the lead (./leads.server.ts).
 */
import * as z from "zod";
import { EmailSchema, FirstNameSchema, LastNameSchema, oneLine, type ErrorKey } from "~/utils/forms";

export const companySizes = ["small", "medium", "large", "enterprise"] as const;
export type CompanySize = (typeof companySizes)[number];

/** How each company size is shown: a number of employees, the same in every language. */
export const companySizeRanges: Record<CompanySize, string> = {
  small: "1-10",
  medium: "11-50",
  large: "51-200",
  enterprise: "200+",
};

const useCaseMaxLength = 2000;

/** The white-label enquiry, in the order the form asks for it. */
export const WhiteLabelLeadSchema = z.object({
  email: EmailSchema,
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  companyName: oneLine("errors.companyName", { min: 2, max: 200 }),
  companySize: z.enum(companySizes, { error: "errors.companySize" satisfies ErrorKey }),
  // A message of the page's own for any problem, a field sent twice (a list) too, never zod's English default.
  useCase: z
    .string({ error: "errors.generic" satisfies ErrorKey })
    // One kind of line break, and no other control characters, whatever the browser sent.
    .overwrite((text) => text.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, ""))
    .trim()
    .max(useCaseMaxLength, "errors.useCaseTooLong" satisfies ErrorKey)
    .optional(),
});

export type WhiteLabelLead = z.infer<typeof WhiteLabelLeadSchema>;
