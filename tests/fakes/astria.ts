/**
 * A local Astria API (providers.md, section 4.1): Bearer keys; `POST /tunes` (idempotent on `title`)
 * and `GET /tunes/:id`; `POST /tunes/:id/prompts` (idempotent on its fields, 1 to 8 images) and
 * `GET /tunes/:id/prompts/:id`; `DELETE /tunes/:id`; 422 with Rails-style error bodies; the images
 * at addresses of its own. A tune trains and a prompt renders after a short delay, and then, as
 * Astria does, the callback is sent once and never retried, or, when a test says so, never at all.
 */
import {
  failingWith,
  rateLimitedWith,
  startFakeServer,
  type FakeServer,
  type Misbehaviour,
  type RecordedRequest,
  type Reply,
} from "./http";

export type FakeTune = {
  id: number;
  title: string;
  name: string;
  callback?: string;
  image_urls: string[];
  eta: string;
  trained_at: string | null;
};
export type FakePrompt = { id: number; tune_id: number; text: string; num_images: number; callback?: string; images: string[] };
export type Callback = { url: string; body: unknown };

/** Delivery of Astria's callbacks to a Worker under test, at the path and query they name. */
export const intoWorker =
  (worker: { fetch: (path: string, init: RequestInit) => Promise<Response> }) =>
  ({ url, body }: Callback) => {
    const address = new URL(url);
    return worker.fetch(address.pathname + address.search, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  };

/** Ready-made misbehaviours with Astria's own bodies and headers. */
export const astriaFailures = {
  rateLimited: rateLimitedWith({ status: 429, body: { error: "Too many requests" } }, "Retry-After"),
  serverError: failingWith({ status: 500, body: { error: "Internal server error" } }),
  invalid: failingWith({ status: 422, body: { image_urls: ["must contain at least 4 images"] } }),
} satisfies Record<string, Misbehaviour | ((seconds: number) => Misbehaviour)>;

export type FakeAstria = FakeServer & {
  apiKey: string;
  vars: Record<string, string>;
  tunes: FakeTune[];
  prompts: FakePrompt[];
  /** The callbacks Astria sent, in order, whether or not they arrived. */
  callbacks: Callback[];
  /** Where callbacks are delivered (the Worker under test). */
  deliverTo: (deliver: (callback: Callback) => Promise<unknown>) => void;
  /** From now on, finished tunes and prompts send no callback (the most common failure in the wild). */
  loseCallbacks: (lose: boolean) => void;
  /** The next `POST /tunes` creates the tune but answers 504, as Astria does after 30 s. */
  timeOutAfterCreating: () => void;
};

type Options = { apiKey?: string; image: Uint8Array; trainingMs?: number; renderingMs?: number };

const refuse = (errors: Record<string, string[]>): Reply => ({ status: 422, body: errors });
const notFound: Reply = { status: 404, body: { error: "Not found" } };

export async function startFakeAstria({
  apiKey = "sd_test_key",
  image,
  trainingMs = 300,
  renderingMs = 300,
}: Options): Promise<FakeAstria> {
  const tunes: FakeTune[] = [];
  const prompts: Array<FakePrompt & { request: unknown }> = [];
  const callbacks: Callback[] = [];
  let deliver: (callback: Callback) => Promise<unknown> = async () => undefined;
  let lose = false;
  let timeOuts = 0;
  let url = "";

  // Astria calls back once, without retrying: a failed delivery is simply gone.
  const callBack = (address: string | undefined, body: unknown) => {
    if (!address || lose) return;
    const callback = { url: address, body };
    callbacks.push(callback);
    void deliver(callback).catch(() => undefined);
  };

  const createTune = (body: Record<string, unknown> | undefined): Reply => {
    const tune = body?.tune as Partial<FakeTune> | undefined;
    if (!tune?.title || !tune.name) return refuse({ title: ["can't be blank"], name: ["can't be blank"] });
    if (!Array.isArray(tune.image_urls) || tune.image_urls.length < 4) return refuse({ image_urls: ["must contain at least 4 images"] });
    const existing = tunes.find((candidate) => candidate.title === tune.title);
    if (existing) return { status: 200, body: existing };
    const created: FakeTune = {
      id: 1_000 + tunes.length + 1,
      title: tune.title,
      name: tune.name,
      callback: tune.callback,
      image_urls: tune.image_urls,
      eta: new Date(Date.now() + 20 * 60_000).toISOString(),
      trained_at: null,
    };
    tunes.push(created);
    setTimeout(() => {
      created.trained_at = new Date().toISOString();
      callBack(created.callback, created);
    }, trainingMs);
    return { status: 201, body: created };
  };

  const createPrompt = (tuneId: number, body: Record<string, unknown> | undefined): Reply => {
    const prompt = body?.prompt as (Partial<FakePrompt> & Record<string, unknown>) | undefined;
    if (!prompt?.text) return refuse({ text: ["can't be blank"] });
    const count = Number(prompt.num_images ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 8) return refuse({ num_images: ["must be between 1 and 8"] });
    const lora = /<lora:(\d+):1>/.exec(prompt.text);
    if (!lora || !tunes.some((tune) => tune.id === Number(lora[1]) && tune.trained_at))
      return refuse({ text: ["must name a trained tune as <lora:ID:1>"] });
    const key = JSON.stringify(prompt);
    const existing = prompts.find((candidate) => candidate.tune_id === tuneId && JSON.stringify(candidate.request) === key);
    if (existing) return { status: 200, body: shown(existing) };
    const created = {
      id: 5_000 + prompts.length + 1,
      tune_id: tuneId,
      text: prompt.text,
      num_images: count,
      callback: prompt.callback,
      images: [] as string[],
      request: prompt,
    };
    prompts.push(created);
    setTimeout(() => {
      created.images = Array.from({ length: count }, (_, n) => `${url}/images/${created.id}-${n}.jpg`);
      callBack(created.callback, shown(created));
    }, renderingMs);
    return { status: 201, body: shown(created) };
  };

  const handle = ({ method, path, headers, body }: RecordedRequest): Reply => {
    const file = /^\/images\/(\d+)-(\d+)\.jpg$/.exec(path);
    // The images are on a public store, as Astria's are: no key needed.
    if (file && method === "GET") {
      const prompt = prompts.find((candidate) => candidate.id === Number(file[1]));
      return prompt?.images.length ? { status: 200, body: image, headers: { "Content-Type": "image/jpeg" } } : notFound;
    }
    if (headers.authorization !== `Bearer ${apiKey}`) return { status: 401, body: { error: "Unauthorized" } };
    const json = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
    if (method === "POST" && path === "/tunes") {
      const reply = createTune(json);
      if (timeOuts > 0 && reply.status < 300) {
        timeOuts -= 1;
        return { status: 504, body: { error: "Gateway timeout" } };
      }
      return reply;
    }
    const tune = /^\/tunes\/(\d+)$/.exec(path);
    if (tune) {
      const found = tunes.find((candidate) => candidate.id === Number(tune[1]));
      if (method === "GET") return found ? { status: 200, body: found } : notFound;
      if (method === "DELETE") {
        if (!found) return notFound;
        tunes.splice(tunes.indexOf(found), 1);
        return { status: 200, body: found };
      }
    }
    const newPrompt = /^\/tunes\/(\d+)\/prompts$/.exec(path);
    if (newPrompt && method === "POST") return createPrompt(Number(newPrompt[1]), json);
    const prompt = /^\/tunes\/(\d+)\/prompts\/(\d+)$/.exec(path);
    if (prompt && method === "GET") {
      const found = prompts.find((candidate) => candidate.id === Number(prompt[2]) && candidate.tune_id === Number(prompt[1]));
      return found ? { status: 200, body: shown(found) } : notFound;
    }
    return notFound;
  };

  const server = await startFakeServer(handle);
  url = server.url;
  return {
    ...server,
    apiKey,
    vars: { ASTRIA_API_URL: server.url, ASTRIA_API_KEY: apiKey },
    tunes,
    prompts,
    callbacks,
    deliverTo: (next) => {
      deliver = next;
    },
    loseCallbacks: (next) => {
      lose = next;
    },
    timeOutAfterCreating: () => {
      timeOuts += 1;
    },
  };
}

/** A prompt as Astria shows it: without the request it was made from. */
function shown({ request: _request, ...prompt }: FakePrompt & { request?: unknown }): FakePrompt {
  return prompt;
}
