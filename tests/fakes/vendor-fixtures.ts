/**
 * Vendors' documented examples, kept under tests/fixtures/vendors/<vendor>/ as one JSON file each:
 * the page it comes from, a request as the vendor's example sends it, and the answer the vendor
 * documents for it. A fake is held to them by sending it each request and comparing its answer, so
 * a fake cannot drift from what its vendor really says.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

export type FixtureRequest = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  /** JSON is sent as JSON, a string as it is. */
  body?: unknown;
};

export type VendorFixture = {
  /** The documentation page (or pages) the example comes from. */
  source: string | string[];
  /** Requests sent first, whatever they are answered (an idempotency key's first use). */
  before?: FixtureRequest[];
  /** A scripted misbehaviour of the fake, by name, that stands for the vendor's state (its rate limit). */
  scripted?: string;
  request: FixtureRequest;
  response: {
    status: number;
    /** Headers the answer must carry with these values; others are not compared. */
    headers?: Record<string, string>;
    /** JSON compared value for value, a string as the exact text; absent: not compared. */
    body?: unknown;
    /** Dotted paths into the JSON body whose values differ per request (ids): only their type is compared. */
    vary?: string[];
  };
};

export type FixtureAnswer = { status: number; headers: Headers; text: string };

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "vendors");

/** A vendor's fixtures by file name (without `.json`), in name order. */
export function loadFixtures(vendor: string): [string, VendorFixture][] {
  const folder = join(root, vendor);
  return readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => [file.slice(0, -".json".length), JSON.parse(readFileSync(join(folder, file), "utf8")) as VendorFixture]);
}

export async function send(baseUrl: string, { method, path, headers = {}, body }: FixtureRequest): Promise<FixtureAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/**
 * Sends the fixture's requests to the fake at `baseUrl` (after `script` has set up its scripted
 * state) and asserts that the answer is the documented one.
 */
export async function expectFakeToAnswerAsDocumented(
  baseUrl: string,
  fixture: VendorFixture,
  script: (name: string) => void = (name) => {
    throw new Error(`No scripted state "${name}" for this fake`);
  },
): Promise<FixtureAnswer> {
  for (const earlier of fixture.before ?? []) await send(baseUrl, earlier);
  if (fixture.scripted) script(fixture.scripted);
  const answer = await send(baseUrl, fixture.request);
  const expected = fixture.response;
  expect(answer.status).toBe(expected.status);
  for (const [name, value] of Object.entries(expected.headers ?? {})) expect(answer.headers.get(name), name).toBe(value);
  if (typeof expected.body === "string") expect(answer.text).toBe(expected.body);
  else if (expected.body !== undefined) {
    const vary = new Set(expected.vary ?? []);
    expect(comparable(JSON.parse(answer.text), vary), answer.text).toEqual(comparable(expected.body, vary));
  }
  return answer;
}

/** The value with each varying path replaced by its type. */
function comparable(value: unknown, vary: Set<string>, path = ""): unknown {
  if (vary.has(path)) return `<${typeof value}>`;
  if (Array.isArray(value)) return value.map((item, index) => comparable(item, vary, path ? `${path}.${index}` : String(index)));
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, comparable(item, vary, path ? `${path}.${key}` : key)]));
  return value;
}
