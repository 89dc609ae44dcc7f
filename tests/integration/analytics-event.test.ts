import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { unreachableUrl } from "../fakes/http";
import { startFakePlausible } from "../fakes/plausible.mjs";
import type { ReceivedEvent } from "../fakes/plausible.mjs";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * POST /api/analytics/event: the browser's events for Plausible, forwarded by the Worker so that no
 * visitor's browser contacts an analytics host. What Plausible (here a local fake) receives, and
 * what the browser is answered.
 */

type FakePlausible = Awaited<ReturnType<typeof startFakePlausible>>;

let plausible: FakePlausible;
let worker: TestWorker;

beforeAll(async () => {
  plausible = await startFakePlausible();
  worker = await startWorker({ vars: { PLAUSIBLE_DOMAIN: "resoume.com", PLAUSIBLE_API_URL: plausible.url } });
});

afterAll(async () => {
  await worker?.dispose();
  await plausible?.close();
});

let names = 0;
/** An event name no other test uses, so each test finds its own events at the fake. */
const uniqueName = (label: string) => `${label} ${++names}`;

/** A post from a page of this site, as tags.ts sends it (fetch with keepalive, JSON); a null header is left out. */
async function send(target: TestWorker, body: unknown, headers: Record<string, string | null> = {}) {
  const all = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers };
  const response = await target.fetch("/api/analytics/event", {
    method: "POST",
    headers: Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== null),
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const received = (name: string) => plausible.events.filter((event) => event.name === name);

/** Waits until the fake has received `count` events named `name` (the Worker forwards after answering). */
async function receivedEventually(name: string, count = 1): Promise<ReceivedEvent[]> {
  const deadline = Date.now() + 5_000;
  while (received(name).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  return received(name);
}

/**
 * Sends a valid event through the forwarding Worker and waits until the fake has it; returns its
 * name. Whatever a Worker forwarded of an event answered before it went out earlier, so it has
 * come in by then too.
 */
async function fence(): Promise<string> {
  const name = uniqueName("Fence");
  expect((await send(worker, { name, url: "http://localhost/" })).status).toBe(202);
  expect(await receivedEventually(name)).toHaveLength(1);
  return name;
}

/** What reached the fake under `name` once anything the Worker may have wrongly forwarded has come in. */
async function receivedAfterFence(name: string): Promise<ReceivedEvent[]> {
  await fence();
  return received(name);
}

/** Waits until the fake has been sent the events named `names`, whatever it answered. */
async function postedEventually(...names: string[]) {
  const posted = () => names.every((name) => plausible.posts.some((body) => body.includes(JSON.stringify(name))));
  await expect.poll(posted, { timeout: 5_000, interval: 25 }).toBe(true);
}

/** Makes the fake answer the next `count` events with 500. */
async function failNext(count: number) {
  const response = await fetch(`${plausible.url}/fail`, { method: "POST", body: String(count) });
  expect(response.status).toBe(204);
}

/** A valid event whose JSON is exactly `bytes` bytes long, in ASCII. */
function eventOfSize(name: string, bytes: number) {
  const event = { name, url: "http://localhost/pricing", props: {} as Record<string, string> };
  const size = () => Buffer.byteLength(JSON.stringify(event));
  for (let key = 0; size() < bytes; key += 1) {
    event.props[`p${key}`] = "";
    event.props[`p${key}`] = "x".repeat(Math.min(300, bytes - size()));
  }
  expect(size()).toBe(bytes);
  return event;
}

describe("an accepted event", () => {
  test("is answered 202 at once and reaches Plausible with the domain, the visitor's user agent and address", async () => {
    const name = uniqueName("Newsletter Signup");
    const answer = await send(
      worker,
      {
        name,
        url: "http://localhost/newsletter?utm_source=x",
        referrer: "https://www.google.com/",
        props: { source: "exit-modal", value: 500, first: true },
      },
      { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) ResoumeTest/1.0", "CF-Connecting-IP": "203.0.113.7" },
    );
    expect(answer.status).toBe(202);
    expect(answer.text).toBe("");

    const events = await receivedEventually(name);
    expect(events).toEqual([
      {
        name,
        url: "http://localhost/newsletter?utm_source=x",
        referrer: "https://www.google.com/",
        props: { source: "exit-modal", value: 500, first: true },
        domain: "resoume.com",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) ResoumeTest/1.0",
        forwardedFor: "203.0.113.7",
      },
    ]);
  });

  test("a page view as the browser sends it (name pageview, referrer null)", async () => {
    const answer = await send(
      worker,
      { name: "pageview", url: "http://localhost/es/pricing?run=pv", referrer: null },
      { "CF-Connecting-IP": "2001:db8::1" },
    );
    expect(answer.status).toBe(202);
    const deadline = Date.now() + 5_000;
    const mine = () => plausible.events.filter((event) => event.url === "http://localhost/es/pricing?run=pv");
    while (mine().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(mine()).toHaveLength(1);
    expect(mine()[0]).toMatchObject({ name: "pageview", domain: "resoume.com", forwardedFor: "2001:db8::1" });
    expect(mine()[0]!.referrer ?? null).toBeNull();
  });

  test("a browser that sends Origin but no Fetch Metadata is accepted", async () => {
    const name = uniqueName("Language Changed");
    const answer = await send(
      worker,
      { name, url: "http://localhost/", props: { from: "en", to: "de" } },
      { "Sec-Fetch-Site": null, Origin: "http://localhost" },
    );
    expect(answer.status).toBe(202);
    expect(await receivedEventually(name)).toHaveLength(1);
  });

  test("a body of exactly 4096 bytes is accepted", async () => {
    const name = uniqueName("Boundary");
    const answer = await send(worker, eventOfSize(name, 4096));
    expect(answer.status).toBe(202);
    expect(await receivedEventually(name)).toHaveLength(1);
  });

  test("each event is forwarded exactly once", async () => {
    const base = uniqueName("Sequence");
    const sent = [`${base} a`, `${base} b`, `${base} c`];
    for (const name of sent) expect((await send(worker, { name, url: "http://localhost/" })).status).toBe(202);
    const deadline = Date.now() + 5_000;
    const mine = () => plausible.events.filter((event) => event.name.startsWith(base));
    while (mine().length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    await fence();
    expect(
      mine()
        .map((event) => event.name)
        .sort(),
    ).toEqual(sent);
  });
});

describe("events from another site are refused (403) and not forwarded", () => {
  test.each<[string, Record<string, string | null>]>([
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" }],
    ["Sec-Fetch-Site same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site", Origin: "http://blog.localhost" }],
    ["no Fetch Metadata, a foreign Origin", { "Sec-Fetch-Site": null, Origin: "https://evil.example" }],
    ["no Fetch Metadata, Origin null", { "Sec-Fetch-Site": null, Origin: "null" }],
    ["neither header (not a browser on this site)", { "Sec-Fetch-Site": null }],
  ])("%s", async (_, headers) => {
    const name = uniqueName("Cross");
    const answer = await send(worker, { name, url: "http://localhost/" }, headers);
    expect(answer.status).toBe(403);
    expect(await receivedAfterFence(name)).toEqual([]);
  });
});

describe("invalid events are refused (400) and not forwarded", () => {
  const name = () => uniqueName("Invalid");
  test.each([
    ["not JSON", () => "{name: pageview"],
    ["an empty body", () => ""],
    ["a JSON array", () => JSON.stringify([{ name: name(), url: "http://localhost/" }])],
    ["JSON null", () => "null"],
    ["no name", () => ({ url: "http://localhost/" })],
    ["a blank name", () => ({ name: "   ", url: "http://localhost/" })],
    ["a name of 121 characters", () => ({ name: "n".repeat(121), url: "http://localhost/" })],
    ["no url", () => ({ name: name() })],
    ["a url that is not one", () => ({ name: name(), url: "pricing" })],
    ["a url of another site", () => ({ name: name(), url: "https://evil.example/pricing" })],
    ["a url of this host on another port", () => ({ name: name(), url: "http://localhost:8080/" })],
    ["a javascript: url", () => ({ name: name(), url: "javascript:alert(1)" })],
    ["a referrer that is not text", () => ({ name: name(), url: "http://localhost/", referrer: 42 })],
    [
      "31 props",
      () => ({ name: name(), url: "http://localhost/", props: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, i])) }),
    ],
    ["a nested prop", () => ({ name: name(), url: "http://localhost/", props: { plan: { id: "basic" } } })],
    ["a prop value of 301 characters", () => ({ name: name(), url: "http://localhost/", props: { note: "v".repeat(301) } })],
    ["a prop name of 65 characters", () => ({ name: name(), url: "http://localhost/", props: { ["k".repeat(65)]: 1 } })],
    ["a null prop", () => ({ name: name(), url: "http://localhost/", props: { plan: null } })],
  ] as [string, () => unknown][])("%s", async (_, body) => {
    const countBefore = plausible.events.length;
    const answer = await send(worker, body());
    expect(answer.status).toBe(400);
    const fenced = await fence();
    expect(plausible.events.slice(countBefore).map((event) => event.name)).toEqual([fenced]);
  });

  test("30 props are still fine", async () => {
    const name = uniqueName("Thirty");
    const props = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    expect((await send(worker, { name, url: "http://localhost/", props })).status).toBe(202);
    expect((await receivedEventually(name))[0]?.props).toEqual(props);
  });
});

describe("a body over 4096 bytes is refused (413) and not forwarded", () => {
  test("4097 bytes of otherwise valid JSON", async () => {
    const name = uniqueName("Large");
    const answer = await send(worker, eventOfSize(name, 4097));
    expect(answer.status).toBe(413);
    expect(await receivedAfterFence(name)).toEqual([]);
  });

  test("a megabyte", async () => {
    const name = uniqueName("Huge");
    // The Worker answers before the upload ends; on a busy machine the connection can close while
    // the client is still sending, and then the client sees the refusal as a failed upload.
    const answer = await send(worker, { name, url: "http://localhost/", referrer: "r".repeat(1_000_000) }).then(
      ({ status }) => status,
      (error: Error) => error.message,
    );
    expect([413, "fetch failed"]).toContain(answer);
    expect(await receivedAfterFence(name)).toEqual([]);
  });

  test("fewer than 4096 characters that are more than 4096 bytes (UTF-8)", async () => {
    const name = uniqueName("Multibyte");
    // 1,900 euro signs: about 2,000 characters, about 5,800 bytes; every field is within its own limit.
    const body = JSON.stringify({ name, url: "http://localhost/", referrer: "€".repeat(1_900) });
    expect(body.length).toBeLessThan(4096);
    expect(Buffer.byteLength(body)).toBeGreaterThan(4096);
    const answer = await send(worker, body);
    expect(answer.status).toBe(413);
    expect(await receivedAfterFence(name)).toEqual([]);
  });
});

describe("when Plausible fails", () => {
  test("a 500 from Plausible still answers the browser 202, and the Worker keeps serving", async () => {
    const lost = uniqueName("Lost");
    await failNext(1);
    const answer = await send(worker, { name: lost, url: "http://localhost/" });
    expect(answer.status).toBe(202);
    // The fake answered 500 and kept nothing.
    await postedEventually(lost);
    expect(received(lost)).toEqual([]);

    const page = await worker.fetch("/");
    expect(page.status).toBe(200);
    await page.arrayBuffer();

    const next = uniqueName("After failure");
    expect((await send(worker, { name: next, url: "http://localhost/" })).status).toBe(202);
    expect(await receivedEventually(next)).toHaveLength(1);
  });

  test("several failures in a row: every browser request is still answered 202", async () => {
    await failNext(3);
    const statuses: number[] = [];
    const failing = [uniqueName("Failing"), uniqueName("Failing"), uniqueName("Failing")];
    for (const name of failing) statuses.push((await send(worker, { name, url: "http://localhost/" })).status);
    expect(statuses).toEqual([202, 202, 202]);
    // The three failures are used up before the next tests send events.
    await postedEventually(...failing);
    const after = uniqueName("Recovered");
    expect((await send(worker, { name: after, url: "http://localhost/" })).status).toBe(202);
    expect(await receivedEventually(after)).toHaveLength(1);
  });

  test("an unreachable Plausible: 202 without waiting for it", async () => {
    const offline = await startWorker({ vars: { PLAUSIBLE_DOMAIN: "resoume.com", PLAUSIBLE_API_URL: await unreachableUrl() } });
    try {
      const started = Date.now();
      const answer = await send(offline, { name: "pageview", url: "http://localhost/" });
      expect(answer.status).toBe(202);
      expect(Date.now() - started).toBeLessThan(2_000);
      const page = await offline.fetch("/pricing");
      expect(page.status).toBe(200);
      await page.arrayBuffer();
    } finally {
      await offline.dispose();
    }
  });
});

describe.each([
  ["not configured", {}],
  ["a placeholder domain (example.com)", { PLAUSIBLE_DOMAIN: "example.com" }],
  ["a wrongly formatted domain", { PLAUSIBLE_DOMAIN: "https://resoume.com/" }],
] as [string, Record<string, string>][])("Plausible %s", (_, vars) => {
  let unconfigured: TestWorker;
  beforeAll(async () => {
    unconfigured = await startWorker({ vars: { ...vars, PLAUSIBLE_API_URL: plausible.url } });
  });
  afterAll(async () => {
    await unconfigured?.dispose();
  });

  test("a valid event is answered 204 and nothing reaches Plausible", async () => {
    const name = uniqueName("Unconfigured");
    const answer = await send(unconfigured, { name, url: "http://localhost/", props: { a: 1 } });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe("");
    expect(await receivedAfterFence(name)).toEqual([]);
  });

  test("events from another site are still refused", async () => {
    const answer = await send(unconfigured, { name: uniqueName("Cross"), url: "http://localhost/" }, { "Sec-Fetch-Site": "cross-site" });
    expect(answer.status).toBe(403);
  });
});

test("GET /api/analytics/event → 405", async () => {
  const response = await worker.fetch("/api/analytics/event");
  expect(response.status).toBe(405);
  expect(response.headers.get("Allow")).toBe("POST");
  await response.arrayBuffer();
});
