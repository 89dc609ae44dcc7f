import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakeAstria, type FakeAstria } from "../tests/fakes/astria";
import { photo } from "../tests/setup/photos";

/**
 * `npm run smoke:astria`: without a key it says it was skipped and sends nothing; with one it runs
 * the real adapter through a mock tune, a prompt, its image and their deletion, here against the
 * local Astria (the real one is not reachable from the tests).
 */

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, "smoke-astria.mjs");
let astria: FakeAstria;

beforeAll(async () => {
  astria = await startFakeAstria({ image: photo("woman-indoor-portrait.jpg") });
});
afterAll(() => astria?.close());

const environment = (extra: Record<string, string>) => {
  const { ASTRIA_API_KEY: _key, ASTRIA_API_URL: _url, ...rest } = process.env;
  return { ...rest, ...extra };
};

test("without ASTRIA_API_KEY it says plainly that it was skipped, and asks nothing", async () => {
  const { stdout } = await run(process.execPath, [script], { env: environment({ ASTRIA_API_URL: astria.url }) });
  expect(stdout.trim()).toBe("Astria smoke test skipped: ASTRIA_API_KEY is not set, so nothing was sent to Astria.");
  expect(astria.requests).toHaveLength(0);
});

test("with a key it makes a free mock tune and prompt, fetches the image, and deletes both", async () => {
  const { stdout } = await run(process.execPath, [script], {
    env: environment({ ASTRIA_API_KEY: astria.apiKey, ASTRIA_API_URL: astria.url, SMOKE_POLL_SECONDS: "0.2" }),
  });
  expect(stdout).toContain("Astria smoke test passed.");
  expect(astria.requests.find((request) => request.method === "POST" && request.path === "/tunes")?.body).toMatchObject({
    tune: { branch: "fast" },
  });
  expect(astria.prompts).toHaveLength(0);
  expect(astria.tunes).toHaveLength(0);
  expect(astria.requests.filter((request) => request.method === "DELETE").map((request) => request.path)).toEqual([
    expect.stringMatching(/^\/tunes\/\d+\/prompts\/\d+$/),
    expect.stringMatching(/^\/tunes\/\d+$/),
  ]);
}, 60_000);
