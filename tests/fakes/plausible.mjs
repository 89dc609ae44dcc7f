/**
 * A local stand-in for Plausible's Events API (https://plausible.io/docs/events-api), held to the
 * documented answers in tests/fixtures/vendors/plausible/: `POST /api/event` takes `{name, url,
 * domain?, referrer?, props?}` as JSON with the visitor's User-Agent and X-Forwarded-For and answers
 * 202 "ok"; a bot's event is answered the same but dropped, with `x-plausible-dropped: 1`; a body
 * Plausible cannot use gets 400 with `{"errors": {field: [messages]}}`.
 *
 * For the tests it also answers `GET /events` with what it received, and `POST /fail` makes the
 * next N events fail with 500 (body: N). In-process tests script other misbehaviours with
 * `misbehave` and `misbehaveAlways`, in the shapes of ./http.ts (status, slow, broken-json, drop,
 * reset). Run on its own with `node tests/fakes/plausible.mjs PORT`.
 */
import { createServer } from "node:http";

/**
 * Ready-made misbehaviours: an outage's 500 and a 429 from the proxy in front of Plausible (the
 * Events API itself documents neither), and Plausible's own way of refusing an event it will not
 * count (its per-site throttle, an unknown domain): 202 with `x-plausible-dropped`.
 */
export const plausibleFailures = {
  serverError: { kind: "status", status: 500, body: "Internal Server Error" },
  rateLimited: (seconds) => ({ kind: "status", status: 429, body: "Too Many Requests", headers: { "Retry-After": String(seconds) } }),
  dropped: { kind: "status", status: 202, body: "ok", headers: { "x-plausible-dropped": "1" } },
};

// What Plausible's user-agent parser counts as a bot, for the cases a test sends.
const bot = /bot|crawler|spider|headless/i;

/** Plausible's validation of an event (lib/plausible/ingestion/request.ex): the errors by field, or null. */
function invalidFields(event) {
  const errors = {};
  const url = event.url ?? event.u;
  if (url === undefined || url === null) errors.url = ["is required"];
  else if (typeof url !== "string") errors.url = ["must be a string"];
  const domain = event.domain ?? event.d;
  if ((typeof domain === "string" && domain.trim() === "") || (domain == null && typeof url !== "string"))
    errors.domain = ["can't be blank"];
  if (!(event.name ?? event.n)) errors.event_name = ["can't be blank"];
  return Object.keys(errors).length > 0 ? errors : null;
}

export function startFakePlausible(port = 0) {
  const events = [];
  // Every event post, answered or not, so a test can tell "forwarded once" from "retried".
  const posts = [];
  const queue = [];
  let always = null;
  let failures = 0;

  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString("utf8");
    const reply = (status, text, type = "text/plain") => {
      response.writeHead(status, { "Content-Type": type });
      response.end(text);
    };

    if (request.method === "GET" && request.url === "/events") return reply(200, JSON.stringify(events), "application/json");
    if (request.method === "POST" && request.url === "/fail") {
      failures = Number(body) || 1;
      return reply(204, "");
    }
    if (request.method !== "POST" || request.url !== "/api/event") return reply(404, "Not found");
    posts.push(body);
    const misbehaviour = queue.shift() ?? always;
    switch (misbehaviour?.kind) {
      case "status":
        response.writeHead(misbehaviour.status, { "Content-Type": "text/plain", ...misbehaviour.headers });
        return response.end(typeof misbehaviour.body === "string" ? misbehaviour.body : JSON.stringify(misbehaviour.body ?? ""));
      case "slow":
        await new Promise((resolve) => setTimeout(resolve, misbehaviour.delayMs));
        return response.socket?.destroy();
      case "broken-json":
        // Plausible's errors are JSON; a proxy in between may cut one short.
        return reply(400, '{"errors": {"requ', "application/json");
      case "drop":
        return response.socket?.destroy();
      case "reset":
        return response.socket?.resetAndDestroy();
    }
    if (failures > 0) {
      failures -= 1;
      return reply(500, "Internal Server Error");
    }
    const invalid = (errors) => reply(400, JSON.stringify({ errors }), "application/json; charset=utf-8");
    let event;
    try {
      event = JSON.parse(body);
    } catch {
      event = null;
    }
    if (!event || typeof event !== "object" || Array.isArray(event)) return invalid({ request: ["Unable to parse request body as json"] });
    const errors = invalidFields(event);
    if (errors) return invalid(errors);
    const userAgent = request.headers["user-agent"] ?? null;
    if (userAgent && bot.test(userAgent)) {
      response.writeHead(202, { "Content-Type": "text/plain; charset=utf-8", "x-plausible-dropped": "1" });
      return response.end("ok");
    }
    events.push({ ...event, userAgent, forwardedFor: request.headers["x-forwarded-for"] ?? null });
    return reply(202, "ok", "text/plain; charset=utf-8");
  });

  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        events,
        posts,
        misbehave: (...next) => queue.push(...next),
        misbehaveAlways: (misbehaviour) => {
          always = misbehaviour;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakePlausible(Number(process.argv[2] ?? 8790));
  console.log(`fake Plausible on ${fake.url}`);
}
