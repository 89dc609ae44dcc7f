/**
 * Cloudflare Workers AI, through the Worker's `AI` binding: a short written paragraph of advice on a
 * photo, next to the measured review. The binding is declared only at deploy (`[ai] binding = "AI"`),
 * so local runs and tests have none and the review stands on its measurements alone.
 *
 * The vision model is Meta's Llama 3.2: its licence must be accepted once per Cloudflare account (by
 * sending `{"prompt":"agree"}` to it) before it answers; until then every call fails, which here
 * means no paragraph, not a broken review.
 */
import { z } from "zod";

/** The part of the Workers AI binding this adapter uses (the runtime's `Ai` type has it). */
export type AiBinding = { run(model: string, inputs: Record<string, unknown>): Promise<unknown> };

export const visionModel = "@cf/meta/llama-3.2-11b-vision-instruct";

/** The `AI` binding where the deployment declares it; wrangler.toml leaves it out, as its local mode would call the remote service. */
export const aiBindingOf = (env: Env): AiBinding | undefined => (env as Env & { AI?: AiBinding }).AI;

export type AdviceRequest = {
  /** A JPEG the browser or Worker scaled to at most 512 px. */
  image: Uint8Array;
  language: "en" | "de" | "es";
  tool: "linkedin" | "resume";
  /** Target country code for the résumé review, e.g. "DE". */
  country: string | null;
  /** The measured review's findings, already in `language`, so the model does not contradict them. */
  findings: string[];
};

export type Advice = { paragraph: string };

// The model writes in whichever language the prompt names; naming it in English is what it follows best.
const languageNames = { en: "English", de: "German", es: "Spanish" } as const;

// The review pages speak to the reader informally; the advice keeps their voice.
const addressForms = {
  en: "Address the reader as “you”.",
  de: "Address the reader informally with “du”, as the rest of the page does.",
  es: "Address the reader informally with “tú”, as the rest of the page does.",
} as const;

const jsonSchema = { type: "object", properties: { paragraph: { type: "string" } }, required: ["paragraph"] } as const;

// Enough for four sentences in German, the longest of the three languages, without letting a
// rambling answer run up the output tokens that make most of the cost.
const maxTokens = 400;

// The paragraph is shown as plain text on the page and in the e-mailed report: a link or markup
// there would come from the model, not from us, so an answer carrying either is dropped whole.
const AdviceSchema = z.object({
  paragraph: z
    .string()
    .overwrite((text) => plainText(text))
    .min(40)
    .max(900)
    .refine((text) => !/https?:\/\/|www\./i.test(text), "contains a link")
    .refine((text) => !text.includes("<"), "contains markup"),
});

/** A short paragraph of advice from the vision model, or null when it is not bound, fails, times out, or answers outside the schema. Never throws. */
export async function photoAdvice(ai: AiBinding | undefined, request: AdviceRequest, timeoutMs = 8000): Promise<Advice | null> {
  if (!ai) return null;

  let answer: unknown;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // The binding takes no AbortSignal: the call is left to finish on its own, and its answer ignored.
    const timeout = new Promise<typeof timedOut>((resolve) => {
      timer = setTimeout(() => resolve(timedOut), timeoutMs);
    });
    answer = await Promise.race([
      ai.run(visionModel, {
        messages: [
          { role: "system", content: systemPrompt(request) },
          { role: "user", content: userPrompt(request) },
        ],
        image: [...request.image],
        max_tokens: maxTokens,
        temperature: 0.3,
        response_format: { type: "json_schema", json_schema: jsonSchema },
      }),
      timeout,
    ]);
  } catch (error) {
    console.error(`Workers AI advice failed: ${(error instanceof Error ? error.message : String(error)).slice(0, 200)}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
  if (answer === timedOut) {
    console.error(`Workers AI advice failed: no answer within ${timeoutMs} ms`);
    return null;
  }

  const parsed = AdviceSchema.safeParse(responseBody(answer));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "answer"}: ${issue.message}`).join("; ");
    console.error(`Workers AI advice rejected: ${issues.slice(0, 200)}`);
    return null;
  }
  return { paragraph: parsed.data.paragraph };
}

const timedOut = Symbol("timed out");

function systemPrompt(request: AdviceRequest): string {
  const language = languageNames[request.language];
  const findings = request.findings.map(plainText).filter(Boolean).slice(0, 12);
  return [
    `You review ${subject(request)}. Write one paragraph of 2 to 4 sentences in ${language} with specific, kind and practical advice that would make the photo work better for this purpose.`,
    addressForms[request.language],
    "Comment only on light, background, framing, clothing, expression and image quality.",
    "Never comment on the person's attractiveness, age, ethnicity, body, or any other personal or protected attribute such as gender, religion, disability or health.",
    "Do not give or repeat scores or numbers, and do not contradict the measured findings below; add what they cannot see instead.",
    "Plain text only: no links, no markup, no lists, no greeting.",
    findings.length > 0
      ? `Measured findings, already shown to the reader:\n${findings.map((finding) => `- ${finding}`).join("\n")}`
      : "There are no measured findings for this photo.",
    `Answer with JSON only, of the form {"paragraph": "…"}, the paragraph written in ${language}.`,
  ].join("\n");
}

function userPrompt(request: AdviceRequest): string {
  return `Here is my photo. Please write the advice in ${languageNames[request.language]}.`;
}

function subject(request: AdviceRequest): string {
  if (request.tool === "linkedin") return "a LinkedIn profile photo";
  const country = countryName(request.country);
  return country
    ? `a photo for a CV (résumé) sent to employers in ${country}; where it matters, follow what is usual for application photos there`
    : "a photo for a CV (résumé)";
}

// Only a two-letter region code reaches the prompt, spelled out so the model knows the country.
function countryName(code: string | null): string | null {
  if (!code || !/^[A-Z]{2}$/i.test(code)) return null;
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(code.toUpperCase()) ?? null;
  } catch {
    return null;
  }
}

// JSON mode puts the object in `response`; when the model slips out of it, the same object comes
// back as a string, sometimes wrapped in prose or a code fence.
function responseBody(answer: unknown): unknown {
  if (typeof answer !== "object" || answer === null || !("response" in answer)) return answer;
  const response = answer.response;
  if (typeof response !== "string") return response;
  for (const candidate of [response, response.slice(response.indexOf("{"), response.lastIndexOf("}") + 1)]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // Try the next reading; a string that is no JSON at all fails the schema below.
    }
  }
  return response;
}

/** One line of text: line breaks become spaces and other control characters are dropped. */
function plainText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\p{Cc}/gu, "")
    .trim();
}
