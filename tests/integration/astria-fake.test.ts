import { afterAll, beforeAll, expect, test } from "vitest";
import { astriaFixture, sameShape } from "../fakes/astria-fixtures";
import { astriaFailures, startFakeAstria, type Callback, type FakeAstria } from "../fakes/astria";

/**
 * The local Astria holds to Astria's documented examples (tests/fixtures/vendors/astria/): every
 * answer and callback the Astria tests rely on has the status and the shape of its fixture, so the
 * fake cannot drift from the vendor again.
 */

let astria: FakeAstria;
const delivered: Callback[] = [];

beforeAll(async () => {
  astria = await startFakeAstria({ trainingMs: 50, renderingMs: 50 });
  astria.deliverTo(async (callback) => delivered.push(callback));
});
afterAll(() => astria?.close());

async function ask(method: string, path: string, body?: unknown) {
  const response = await fetch(`${astria.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${astria.apiKey}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? (JSON.parse(text) as unknown) : null };
}

function holdsTo(name: string, answer: { status?: number; body: unknown }) {
  const fixture = astriaFixture(name);
  expect(fixture.source.length, `${name} names its source`).toBeGreaterThan(0);
  if (fixture.status !== undefined) expect(answer.status, name).toBe(fixture.status);
  expect(sameShape(fixture.body, answer.body), name).toEqual([]);
}

const selfies = Array.from({ length: 4 }, (_, n) => `https://example.com/selfie-${n}.jpg`);

test("a Flux LoRA's tune, its prompt on the base tune, their callbacks and their deletion answer as documented", async () => {
  const created = await ask("POST", "/tunes", {
    tune: {
      title: "fixture-lora",
      name: "man",
      branch: "flux1",
      base_tune_id: 1504944,
      model_type: "lora",
      image_urls: selfies,
      callback: "http://localhost/t",
    },
  });
  holdsTo("tune-created", created);
  const { id } = created.body as { id: number };
  await expect.poll(() => delivered.length).toBe(1);
  holdsTo("callback-tune", delivered[0]!);
  holdsTo("tune", await ask("GET", `/tunes/${id}`));

  // Posting to the LoRA's own id is refused, as Astria refuses it.
  expect((await ask("POST", `/tunes/${id}/prompts`, { prompt: { text: "ohwx man" } })).status).toBe(422);
  const prompt = await ask("POST", "/tunes/1504944/prompts", {
    prompt: { text: `<lora:${id}:1> ohwx man`, num_images: 2, callback: "http://localhost/p" },
  });
  holdsTo("prompt-created", prompt);
  const promptId = (prompt.body as { id: number }).id;
  await expect.poll(() => delivered.length).toBe(2);
  holdsTo("callback-prompt", delivered[1]!);
  holdsTo("prompt", await ask("GET", `/tunes/1504944/prompts/${promptId}`));
  expect(astria.prompts.find((candidate) => candidate.id === promptId)!.charged).toBe(true);

  // Deleting the LoRA's tune leaves its prompt on the base tune: only deleting the prompt removes it.
  const deleted = await ask("DELETE", `/tunes/${id}`);
  holdsTo("tune-deleted", deleted);
  expect(deleted.text).toBe("");
  expect((await ask("GET", `/tunes/1504944/prompts/${promptId}`)).status).toBe(200);
  holdsTo("prompt-deleted", await ask("DELETE", `/tunes/1504944/prompts/${promptId}`));
  expect((await ask("GET", `/tunes/1504944/prompts/${promptId}`)).status).toBe(404);
});

test("a mock tune's prompts are made on the tune itself, free of charge", async () => {
  const created = await ask("POST", "/tunes", { tune: { title: "fixture-mock", name: "woman", branch: "fast", image_urls: selfies } });
  holdsTo("tune-created", created);
  const { id } = created.body as { id: number };
  await expect.poll(async () => (await ask("GET", `/tunes/${id}`)).body).toMatchObject({ trained_at: expect.any(String) });
  const prompt = await ask("POST", `/tunes/${id}/prompts`, { prompt: { text: "ohwx woman", num_images: 1 } });
  holdsTo("prompt-created", prompt);
  expect(astria.prompts.find((candidate) => candidate.id === (prompt.body as { id: number }).id)!.charged).toBe(false);
});

test("errors carry Astria's documented statuses", async () => {
  for (const [name, failure] of [
    ["error-422", astriaFailures.invalid],
    ["error-429", astriaFailures.rateLimited(3)],
    ["error-500", astriaFailures.serverError],
    ["error-504", astriaFailures.timedOut],
  ] as const) {
    astria.misbehave(failure);
    holdsTo(name, await ask("GET", "/tunes/1"));
  }
});
