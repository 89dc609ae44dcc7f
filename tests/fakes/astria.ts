/**
 * A local Astria API (docs.astria.ai), answering with the objects of Astria's documented
 * examples (tests/fakes/astria-fixtures.ts): Bearer keys; `POST /tunes` (idempotent on `title`; a
 * `branch=fast` tune is the free mock) and `GET /tunes/:id`; prompts under a tune (idempotent on
 * their fields, 1 to 8 images): a Flux LoRA's on the Flux base tune naming it as `<lora:ID:1>`, a
 * mock tune's on itself, the only free ones; `GET` and `DELETE /tunes/:tune_id/prompts/:id`;
 * `DELETE /tunes/:id` with its empty 200, which deletes a checkpoint's own prompts but not the
 * prompts a LoRA was used in; errors with their documented statuses; the images at addresses of
 * its own. A tune trains and a prompt renders after a short delay (or, while a test holds the
 * rendering, once it lets go), and then, as Astria does, the callback (`{ "tune": … }` or
 * `{ "prompt": … }`) is sent once and never retried, or, when a test says so, never at all. Images
 * have the side asked for (`w`), four times that with `super_resolution` ("X4 super-resolution",
 * astria-docs docs/api/1-prompt/1-create.md), unless a test scales them. Unless a test says
 * otherwise, they show the man whose photos the tests' orders upload, as a tune trained on his
 * selfies would, so that the check of every generated image (ADR 081) lets them through.
 */
import { crop, PhotonImage, resize, SamplingFilter } from "~/features/photos/photon.server";
import { photo } from "../setup/photos";
import { astriaExample, astriaFixture } from "./astria-fixtures";
import {
  failingWith,
  rateLimitedWith,
  startFakeServer,
  type FakeServer,
  type Misbehaviour,
  type RecordedRequest,
  type Reply,
} from "./http";

/** Flux1.dev's tune id, as Astria's Flux documentation hard-codes it. */
const fluxBaseTune = 1504944;

export type FakeTune = {
  id: number;
  title: string;
  name: string;
  branch: string;
  callback?: string;
  image_urls: string[];
  eta: string;
  trained_at: string | null;
};
export type FakePrompt = {
  id: number;
  tune_id: number;
  text: string;
  num_images: number;
  callback?: string;
  images: string[];
  /** Whether Astria bills it: every prompt but those on a mock tune (astria-docs docs/api/0-overview.md, "Mock testing"). */
  charged: boolean;
  /** The side of its images in pixels. */
  side: number;
};
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

const errorReply = (status: number): Reply => ({ status, body: astriaFixture(`error-${status}`).body });

/** Ready-made misbehaviours with Astria's documented statuses. */
export const astriaFailures = {
  rateLimited: rateLimitedWith(errorReply(429), "Retry-After"),
  serverError: failingWith(errorReply(500)),
  invalid: failingWith(errorReply(422)),
  timedOut: failingWith(errorReply(504)),
} satisfies Record<string, Misbehaviour | ((seconds: number) => Misbehaviour)>;

export type FakeAstria = FakeServer & {
  /** The image a prompt of this side returns. */
  imageOf: (side: number) => Uint8Array;
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
  /** While held, prompts stay unfinished, without images or callback; letting go renders them. */
  holdRendering: (hold: boolean) => void;
  /** Finished prompts name their images at this origin instead of the fake's own (null: its own again). */
  imagesAt: (origin: string | null) => void;
  /**
   * New prompts' images are `factor` times the side they ask for: larger, as if super-resolved unasked,
   * or smaller, which the Worker copies and shrinks in a fraction of the time, for a test that is not
   * about their size (1: as asked).
   */
  scaleImages: (factor: number) => void;
  /**
   * The next prompts created answer, in turn, with these photos (any size, shown at the prompt's
   * side) in place of the usual image: one list per prompt, its entries image by image, a null or a
   * missing entry the usual image. So a test makes Astria return another person, two people or no
   * face where it chooses.
   */
  answerPrompts: (answers: Array<Array<Uint8Array | null>>) => void;
};

type Options = {
  apiKey?: string;
  /** The photo every image shows unless a test answers a prompt otherwise: the tests' buyer's own portrait unless given. */
  image?: Uint8Array;
  trainingMs?: number;
  renderingMs?: number;
};

/**
 * The test's photo as a square JPEG of `side` pixels: its largest square, from the top and across
 * the middle, where a portrait's head is, so that the face keeps its proportions.
 */
function squareOf(photo: Uint8Array, side: number): Uint8Array {
  const source = PhotonImage.new_from_byteslice(photo);
  const [width, height] = [source.get_width(), source.get_height()];
  const square = Math.min(width, height);
  const left = (width - square) >> 1;
  const part = crop(source, left, 0, left + square, square);
  const scaled = resize(part, side, side, SamplingFilter.Triangle);
  try {
    return scaled.get_bytes_jpeg(85);
  } finally {
    source.free();
    part.free();
    scaled.free();
  }
}

const refuse = (errors: Record<string, string[]>): Reply => ({ status: 422, body: errors });
const notFound: Reply = { status: 404, body: { error: "Not found" } };

export async function startFakeAstria({
  apiKey = "sd_test_key",
  image = photo("man-formal-portrait.jpg"),
  trainingMs = 300,
  renderingMs = 300,
}: Options): Promise<FakeAstria> {
  const tunes: FakeTune[] = [];
  const prompts: Array<
    FakePrompt & { answers: Array<Uint8Array | null>; request: unknown; created_at: string; trained_at: string | null }
  > = [];
  const callbacks: Callback[] = [];
  let deliver: (callback: Callback) => Promise<unknown> = async () => undefined;
  let lose = false;
  let timeOuts = 0;
  let held: Array<() => void> | null = null;
  let imageOrigin: string | null = null;
  let scale = 1;
  let url = "";
  const sizes = new Map<number, Uint8Array>();
  /** The image of a prompt's side, made once per side. */
  const imageOf = (side: number) => sizes.get(side) ?? sizes.set(side, squareOf(image, side)).get(side)!;
  const queued: Array<Array<Uint8Array | null>> = [];
  const answered = new Map<Uint8Array, Map<number, Uint8Array>>();
  /** A test's answer at a prompt's side, made once per photo and side. */
  const answerOf = (photo: Uint8Array, side: number) => {
    const bySide = answered.get(photo) ?? answered.set(photo, new Map()).get(photo)!;
    return bySide.get(side) ?? bySide.set(side, squareOf(photo, side)).get(side)!;
  };

  // Astria calls back once, without retrying: a failed delivery is simply gone.
  const callBack = (address: string | undefined, body: unknown) => {
    if (!address || lose) return;
    const callback = { url: address, body };
    callbacks.push(callback);
    void deliver(callback).catch(() => undefined);
  };

  /** A tune as `GET /tunes/:id` and its callback show it. */
  const shownTune = (tune: FakeTune) => ({
    ...astriaExample("tune"),
    id: tune.id,
    title: tune.title,
    name: tune.name,
    branch: tune.branch,
    model_type: tune.branch === "fast" ? null : "lora",
    base_tune_id: tune.branch === "fast" ? null : fluxBaseTune,
    trained_at: tune.trained_at,
    started_training_at: tune.trained_at,
    orig_images: tune.image_urls,
    url: `${url}/tunes/${tune.id}.json`,
  });

  /** A prompt as Astria shows it: the documented object, with its images once they are made. */
  const shownPrompt = (prompt: (typeof prompts)[number]) => ({
    ...astriaExample("prompt"),
    id: prompt.id,
    tune_id: prompt.tune_id,
    text: prompt.text,
    callback: prompt.callback ?? null,
    negative_prompt: null,
    created_at: prompt.created_at,
    updated_at: prompt.trained_at ?? prompt.created_at,
    trained_at: prompt.trained_at,
    started_training_at: prompt.created_at,
    images: prompt.images,
    url: `${url}/tunes/${prompt.tune_id}/prompts/${prompt.id}.json`,
  });

  /** The documented answer to `POST …/prompts` names no images: they come with the callback or `GET`. */
  const asCreated = (prompt: (typeof prompts)[number]) => {
    const { images: _images, ...shown } = shownPrompt(prompt);
    return shown;
  };

  const createTune = (body: Record<string, unknown> | undefined): Reply => {
    const tune = body?.tune as (Partial<FakeTune> & Record<string, unknown>) | undefined;
    if (!tune?.title || !tune.name) return refuse({ title: ["can't be blank"], name: ["can't be blank"] });
    if (!Array.isArray(tune.image_urls) || tune.image_urls.length < 4) return refuse({ image_urls: ["must contain at least 4 images"] });
    const existing = tunes.find((candidate) => candidate.title === tune.title);
    if (existing) return { status: 200, body: { ...astriaExample("tune-created"), ...shownTune(existing), eta: existing.eta } };
    const created: FakeTune = {
      id: 1_000 + tunes.length + 1,
      title: tune.title,
      name: tune.name,
      branch: typeof tune.branch === "string" ? tune.branch : "sd15",
      callback: tune.callback,
      image_urls: tune.image_urls,
      eta: new Date(Date.now() + 20 * 60_000).toISOString(),
      trained_at: null,
    };
    tunes.push(created);
    setTimeout(() => {
      created.trained_at = new Date().toISOString();
      callBack(created.callback, { tune: shownTune(created) });
    }, trainingMs);
    return { status: 201, body: { ...astriaExample("tune-created"), ...shownTune(created), eta: created.eta } };
  };

  const createPrompt = (tuneId: number, body: Record<string, unknown> | undefined): Reply => {
    const prompt = body?.prompt as (Partial<FakePrompt> & Record<string, unknown>) | undefined;
    if (!prompt?.text) return refuse({ text: ["can't be blank"] });
    const count = Number(prompt.num_images ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 8) return refuse({ num_images: ["must be between 1 and 8"] });
    const home = tunes.find((tune) => tune.id === tuneId);
    if (tuneId === fluxBaseTune) {
      const lora = /<lora:(\d+):1>/.exec(prompt.text);
      if (!lora || !tunes.some((tune) => tune.id === Number(lora[1]) && tune.trained_at))
        return refuse({ text: ["must name a trained tune as <lora:ID:1>"] });
    } else if (!home) {
      return notFound;
    } else if (home.branch !== "fast") {
      // Astria's answer to a prompt posted to a LoRA's own id (docs.astria.ai, "Flux usage").
      return refuse({ base: ["model_type=lora is not supported. Use a checkpoint instead"] });
    } else if (!home.trained_at) {
      return refuse({ tune: ["is not trained yet"] });
    }
    const key = JSON.stringify(prompt);
    const existing = prompts.find((candidate) => candidate.tune_id === tuneId && JSON.stringify(candidate.request) === key);
    if (existing) return { status: 200, body: asCreated(existing) };
    const created = {
      id: 5_000 + prompts.length + 1,
      tune_id: tuneId,
      text: prompt.text,
      num_images: count,
      callback: prompt.callback,
      images: [] as string[],
      charged: tuneId === fluxBaseTune,
      side: Math.round(Number(prompt.w ?? 1024) * (prompt.super_resolution === true ? 4 : 1) * scale),
      answers: queued.shift() ?? [],
      request: prompt,
      created_at: new Date().toISOString(),
      trained_at: null as string | null,
    };
    prompts.push(created);
    const origin = imageOrigin;
    const render = () => {
      created.images = Array.from({ length: count }, (_, n) => `${origin ?? url}/images/${created.id}-${n}.jpg`);
      created.trained_at = new Date().toISOString();
      callBack(created.callback, { prompt: shownPrompt(created) });
    };
    if (held) held.push(render);
    else setTimeout(render, renderingMs);
    return { status: 201, body: asCreated(created) };
  };

  const handle = ({ method, path, headers, body }: RecordedRequest): Reply => {
    const file = /^\/images\/(\d+)-(\d+)\.jpg$/.exec(path);
    // The images are on a public store, as Astria's are: no key needed.
    if (file && method === "GET") {
      const prompt = prompts.find((candidate) => candidate.id === Number(file[1]));
      if (!prompt?.images.length) return notFound;
      const answer = prompt.answers[Number(file[2])];
      return {
        status: 200,
        body: answer ? answerOf(answer, prompt.side) : imageOf(prompt.side),
        headers: { "Content-Type": "image/jpeg" },
      };
    }
    if (headers.authorization !== `Bearer ${apiKey}`) return { status: 401, body: { error: "Unauthorized" } };
    const json = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : undefined;
    if (method === "POST" && path === "/tunes") {
      const reply = createTune(json);
      if (timeOuts > 0 && reply.status < 300) {
        timeOuts -= 1;
        return errorReply(504);
      }
      return reply;
    }
    const tune = /^\/tunes\/(\d+)$/.exec(path);
    if (tune) {
      const found = tunes.find((candidate) => candidate.id === Number(tune[1]));
      if (!found) return notFound;
      if (method === "GET") return { status: 200, body: shownTune(found) };
      if (method === "DELETE") {
        tunes.splice(tunes.indexOf(found), 1);
        // A checkpoint's own prompts go with it; prompts on the base tune that used a LoRA stay.
        for (const own of prompts.filter((prompt) => prompt.tune_id === found.id)) prompts.splice(prompts.indexOf(own), 1);
        return { status: 200 };
      }
    }
    const newPrompt = /^\/tunes\/(\d+)\/prompts$/.exec(path);
    if (newPrompt && method === "POST") return createPrompt(Number(newPrompt[1]), json);
    const prompt = /^\/tunes\/(\d+)\/prompts\/(\d+)$/.exec(path);
    if (prompt) {
      const found = prompts.find((candidate) => candidate.id === Number(prompt[2]) && candidate.tune_id === Number(prompt[1]));
      if (!found) return notFound;
      if (method === "GET") return { status: 200, body: shownPrompt(found) };
      if (method === "DELETE") {
        prompts.splice(prompts.indexOf(found), 1);
        return { status: 200, body: astriaFixture("prompt-deleted").body };
      }
    }
    return notFound;
  };

  const server = await startFakeServer(handle);
  url = server.url;
  return {
    ...server,
    apiKey,
    imageOf,
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
    holdRendering: (hold) => {
      const waiting = held ?? [];
      held = hold ? waiting : null;
      if (!hold) for (const render of waiting) setTimeout(render, renderingMs);
    },
    imagesAt: (origin) => {
      imageOrigin = origin;
    },
    scaleImages: (factor) => {
      scale = factor;
    },
    answerPrompts: (answers) => {
      queued.push(...answers);
    },
  };
}
