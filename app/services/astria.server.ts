/**
 * Astria's API (providers.md 4.1): a Flux LoRA tune per order, prompts on the Flux base tune that
 * name it, and reading both back when a callback is late. Each call answers with what the job does
 * next, after Astria's error contract: go on with the object; wait and ask again (429 with its
 * Retry-After; 504 or no answer in time, when the object was probably made, which the idempotent
 * title and prompt fields make safe to ask for again); or stop (422 and other refusals: the same
 * request would fail again). A 500, a broken answer or an unreachable service throws, so that the
 * job's step retries it with backoff.
 */
import { z } from "zod";
import type { AppEnv } from "~/utils/env.server";
import { fetchWithTimeout, retryAfterSeconds, UpstreamUnavailable } from "./upstream.server";

/** Flux1.dev, the base every LoRA tune trains on and every prompt runs on (providers.md, "Flux usage"). */
export const fluxBaseTune = 1504944;

// Astria answers 504 itself after 30 s; waiting a little longer lets that answer arrive.
const timeoutMs = 40_000;

type Config = Pick<AppEnv, "ASTRIA_API_URL" | "ASTRIA_API_KEY" | "ASTRIA_RETRY_SECONDS">;

export type Outcome<T> = { value: T } | { waitSeconds: number; reason: string } | { refused: string; status: number };

const TuneSchema = z.object({ id: z.number().int(), eta: z.string().nullish(), trained_at: z.string().nullish() });
export type Tune = z.infer<typeof TuneSchema>;

const PromptSchema = z.object({ id: z.number().int(), images: z.array(z.string().url()).default([]) });
export type Prompt = z.infer<typeof PromptSchema>;

export const parseTune = (body: unknown) => TuneSchema.safeParse(body).data ?? null;
export const parsePrompt = (body: unknown) => PromptSchema.safeParse(body).data ?? null;

async function call<T>(config: Config, schema: z.ZodType<T>, method: string, path: string, body?: unknown): Promise<Outcome<T>> {
  const what = `${method} ${path}`;
  let response: Response;
  try {
    response = await fetchWithTimeout(
      "Astria",
      `${config.ASTRIA_API_URL}${path}`,
      {
        method,
        headers: { Authorization: `Bearer ${config.ASTRIA_API_KEY}`, Accept: "application/json", "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      timeoutMs,
    );
  } catch (error) {
    if (error instanceof UpstreamUnavailable && error.kind === "timeout")
      return { waitSeconds: 2 * config.ASTRIA_RETRY_SECONDS, reason: error.message };
    throw error;
  }
  const text = await response.text();
  if (response.ok) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(`Astria's answer to ${what} is not JSON`);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`Astria's answer to ${what} lacks what it should hold`);
    return { value: parsed.data };
  }
  const detail = text.slice(0, 300);
  if (response.status === 429) {
    const seconds = retryAfterSeconds(response.headers.get("Retry-After")) ?? config.ASTRIA_RETRY_SECONDS;
    return { waitSeconds: Math.max(1, seconds), reason: `Astria is rate limiting (429) ${what}` };
  }
  if (response.status === 504) return { waitSeconds: 2 * config.ASTRIA_RETRY_SECONDS, reason: `Astria timed out (504) on ${what}` };
  if (response.status < 500) return { refused: `Astria refused ${what} (${response.status}): ${detail}`, status: response.status };
  throw new Error(`Astria answered ${response.status} to ${what}: ${detail}`);
}

export type NewTune = {
  /** The order id: with idempotency on, the same title returns the tune made before. */
  title: string;
  subject: "woman" | "man" | "person";
  imageUrls: string[];
  callback: string;
  /** An order placed in the store's test mode trains a free mock tune. */
  mock: boolean;
};

export const createTune = (config: Config, tune: NewTune) =>
  call(config, TuneSchema, "POST", "/tunes", {
    tune: {
      title: tune.title,
      name: tune.subject,
      branch: tune.mock ? "fast" : "flux1",
      base_tune_id: fluxBaseTune,
      model_type: "lora",
      preset: "flux-lora-portrait",
      token: "ohwx",
      image_urls: tune.imageUrls,
      callback: tune.callback,
    },
  });

export const getTune = (config: Config, id: number) => call(config, TuneSchema, "GET", `/tunes/${id}`);

export type NewPrompt = { tune: number; text: string; images: number; side: number; callback: string };

export const createPrompt = (config: Config, prompt: NewPrompt) =>
  call(config, PromptSchema, "POST", `/tunes/${fluxBaseTune}/prompts`, {
    prompt: {
      text: `<lora:${prompt.tune}:1> ${prompt.text}`,
      num_images: prompt.images,
      w: prompt.side,
      h: prompt.side,
      super_resolution: true,
      inpaint_faces: true,
      callback: prompt.callback,
    },
  });

export const getPrompt = (config: Config, id: number) => call(config, PromptSchema, "GET", `/tunes/${fluxBaseTune}/prompts/${id}`);

/**
 * Deletes an order's tune at Astria, with its images and training photos (`DELETE /tunes/:id`); a
 * tune that is gone already counts as deleted. Anything else throws: the deletion is tried again.
 */
export async function deleteTune(config: Config, id: number): Promise<void> {
  const answer = await call(config, z.unknown(), "DELETE", `/tunes/${id}`);
  if ("value" in answer || ("status" in answer && answer.status === 404)) return;
  throw new Error("refused" in answer ? answer.refused : answer.reason);
}
