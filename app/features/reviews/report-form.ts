/**
 * The report form's schema, shared by the page (validation before sending) and the action. The
 * measurements' schema lives here rather than beside them, so that measuring on the device (the
 * upload's checks too) does not load the schema library.
 */
import * as z from "zod";
import type { ErrorKey } from "~/utils/forms";
import { EmailSchema } from "~/utils/forms";
import { countryCodes } from "~/content/countries";
import type { Measurements } from "~/features/photos/imaging/measurements";

const unit = z.number().min(0).max(1);
const BoxSchema = z.object({ x: z.number().min(-1).max(2), y: z.number().min(-1).max(2), width: unit, height: unit });

/** The measurements as the report form sends them back; the scores are computed again from them. */
export const MeasurementsSchema = z.object({
  image: z.object({
    width: z.number().int().min(1).max(100_000),
    height: z.number().int().min(1).max(100_000),
    format: z.enum(["jpeg", "png", "webp"]),
    bytes: z.number().int().min(1).max(100_000_000),
  }),
  pixels: z.object({
    brightness: z.number().min(0).max(255),
    shadows: unit,
    highlights: unit,
    contrast: z.number().min(0).max(255),
    cast: z.number().min(0).max(255),
    castHue: z.enum(["warm", "cool", "green", "magenta", "none"]),
    sharpness: z.number().min(0).max(1_000_000),
    noise: z.number().min(0).max(255),
    clutter: unit,
    backgroundSpread: z.number().min(0).max(255),
  }),
  faces: z
    .object({
      count: z.number().int().min(0).max(100),
      face: z
        .object({
          box: BoxSchema,
          eyes: z.object({ x: z.number().min(-1).max(2), y: z.number().min(-1).max(2) }),
          roll: z.number().min(-180).max(180),
          eyesOpen: z.number().min(0).max(2),
          expression: z.object({ happy: unit, neutral: unit, surprised: unit, negative: unit }),
        })
        .nullable(),
    })
    .nullable(),
}) satisfies z.ZodType<Measurements>;

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
