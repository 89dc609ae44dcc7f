/**
 * Astria's API (docs.astria.ai): a Flux LoRA tune per order, prompts on the Flux base tune that
 * name it (on the free mock tune itself in test mode, docs/decisions/031-astria-as-documented.md),
 * reading both back when a callback wakes the job or is late, and deleting both. Each call answers with what the job does
 * next, after Astria's error contract: go on with the object; wait and ask again (429 with its
 * Retry-After; 504 or no answer in time, when the object was probably made, which the idempotent
 * title and prompt fields make safe to ask for again); or stop (422 and other refusals: the same
 * request would fail again). A 500, a broken answer or an unreachable service throws, so that the
 * job's step retries it with backoff.
 */
import { z } from "zod";
import type { AppEnv } from "~/utils/env.server";
import { readBody } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { fetchWithTimeout, retryAfterSeconds, UpstreamUnavailable } from "./upstream.server";

/** Flux1.dev, the base every LoRA tune trains on and every prompt runs on (docs.astria.ai, "Flux usage"). */
export const fluxBaseTune = 1504944;

// Astria answers 504 itself after 30 s; waiting a little longer lets that answer arrive.
const timeoutMs = 40_000;

type Config = Pick<AppEnv, "ASTRIA_API_URL" | "ASTRIA_API_KEY" | "ASTRIA_RETRY_SECONDS">;

export type Outcome<T> = { value: T } | { waitSeconds: number; reason: string } | { refused: string; status: number };

const TuneSchema = z.object({ id: z.number().int(), eta: z.string().nullish(), trained_at: z.string().nullish() });
export type Tune = z.infer<typeof TuneSchema>;

const PromptSchema = z.object({
  id: z.number().int(),
  tune_id: z.number().int(),
  images: z.array(z.string().url()).default([]),
});
export type Prompt = z.infer<typeof PromptSchema>;

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
  // `DELETE /tunes/:id` answers a plain 200 without a body (astria-docs docs/api/0-tune/5-delete.md).
  if (response.ok && method === "DELETE") return { value: undefined as T };
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
  /** An order placed in the store's test mode trains a free mock tune (`branch=fast`). */
  mock: boolean;
};

export const createTune = (config: Config, tune: NewTune) =>
  call(config, TuneSchema, "POST", "/tunes", {
    tune: {
      title: tune.title,
      name: tune.subject,
      token: "ohwx",
      image_urls: tune.imageUrls,
      callback: tune.callback,
      ...(tune.mock
        ? { branch: "fast" }
        : { branch: "flux1", base_tune_id: fluxBaseTune, model_type: "lora", preset: "flux-lora-portrait" }),
    },
  });

export const getTune = (config: Config, id: number) => call(config, TuneSchema, "GET", `/tunes/${id}`);

/**
 * The tune a prompt is made on. A Flux LoRA is used from the base tune, where every prompt is paid
 * for; only prompts on the mock tune itself are free (astria-docs docs/api/0-overview.md, "Mock testing").
 */
const promptHome = (tune: number, mock: boolean) => (mock ? tune : fluxBaseTune);

export type NewPrompt = { tune: number; mock: boolean; text: string; images: number; side: number; callback: string };

/**
 * A prompt of `images` square images of the plan's side, as they are delivered: no super-resolution,
 * which returns four times the side asked for (a 4096² bitmap is 64 MB decoded).
 */
export const createPrompt = (config: Config, prompt: NewPrompt) =>
  call(config, PromptSchema, "POST", `/tunes/${promptHome(prompt.tune, prompt.mock)}/prompts`, {
    prompt: {
      text: prompt.mock ? prompt.text : `<lora:${prompt.tune}:1> ${prompt.text}`,
      num_images: prompt.images,
      w: prompt.side,
      h: prompt.side,
      callback: prompt.callback,
    },
  });

export const getPrompt = (config: Config, home: number, id: number) => call(config, PromptSchema, "GET", `/tunes/${home}/prompts/${id}`);

/** A deletion's answer: done, or gone already (404); anything else throws, and the deletion is tried again. */
async function deleteAt(config: Config, path: string): Promise<void> {
  const answer = await call(config, z.unknown(), "DELETE", path);
  if ("value" in answer || ("status" in answer && answer.status === 404)) return;
  throw new Error("refused" in answer ? answer.refused : answer.reason);
}

/** Deletes an order's tune with its training photos (`DELETE /tunes/:id`); a LoRA's prompts are not among them. */
export const deleteTune = (config: Config, id: number) => deleteAt(config, `/tunes/${id}`);

/** Deletes a prompt with its images (`DELETE /tunes/:tune_id/prompts/:id`, astria-docs docs/api/1-prompt/5-delete.md). */
export const deletePrompt = (config: Config, home: number, id: number) => deleteAt(config, `/tunes/${home}/prompts/${id}`);

/**
 * Where Astria's images may be fetched from: its documented image stores (the examples of
 * astria-docs docs/api/2-pack/2-get.md and astria-docs docs/features/video.md) over HTTPS, and the API's own host.
 */
const imageHosts = ["sdbooth2-production.s3.amazonaws.com", "mp.astria.ai"];

export function isAstriaImage(config: Config, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const api = new URL(config.ASTRIA_API_URL);
  return (url.protocol === "https:" && imageHosts.includes(url.hostname)) || (url.protocol === api.protocol && url.host === api.host);
}

/**
 * One generated image, read while it streams and refused beyond `maxBytes`; only from Astria's
 * hosts, so that an answer naming another address makes this Worker fetch nothing.
 */
export async function downloadImage(config: Config, address: string, maxBytes: number, timeoutMs: number): Promise<Uint8Array> {
  if (!isAstriaImage(config, address)) throw new Error(`Astria named an image outside its own hosts: ${address.slice(0, 200)}`);
  const response = await fetchWithTimeout("Astria's image store", address, {}, timeoutMs);
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new Error(`An image could not be fetched from Astria (${response.status})`);
  }
  // Counted as it arrives by the reader that guards request bodies, which reads only what a Response has too: its headers and body.
  try {
    return await readBody(response as Pick<Request, "headers" | "body"> as Request, maxBytes);
  } catch (error) {
    if (error instanceof RequestRejected) throw new Error(`An image from Astria is larger than ${maxBytes} bytes`);
    throw error;
  }
}
