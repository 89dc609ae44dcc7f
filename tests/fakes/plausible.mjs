/**
 * A local stand-in for Plausible's Events API (https://plausible.io/docs/events-api):
 * `POST /api/event` takes `{name, url, domain, referrer?, props?}` as JSON with the visitor's
 * User-Agent and X-Forwarded-For, and answers 202 "ok"; a body without name, url or domain gets 400.
 *
 * For the tests it also answers `GET /events` with what it received, and `POST /fail` makes the
 * next N events fail with 500 (body: N). In-process tests script other misbehaviours with
 * `misbehave` and `misbehaveAlways`, in the shapes of ./http.ts (status, slow, broken-json, drop,
 * reset). Run on its own with `node tests/fakes/plausible.mjs PORT`.
 */
import { createServer } from "node:http";

/** Ready-made misbehaviours with Plausible's own answers: errors as plain text, a 429 saying when to come back. */
export const plausibleFailures = {
  serverError: { kind: "status", status: 500, body: "Internal Server Error" },
  rateLimited: (seconds) => ({ kind: "status", status: 429, body: "Too Many Requests", headers: { "Retry-After": String(seconds) } }),
};

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
    let event;
    try {
      event = JSON.parse(body);
    } catch {
      return reply(400, '{"errors":{"request":"Invalid JSON"}}', "application/json");
    }
    if (!event?.name || !event?.url || !event?.domain)
      return reply(400, '{"errors":{"request":"name, url and domain are required"}}', "application/json");
    events.push({ ...event, userAgent: request.headers["user-agent"] ?? null, forwardedFor: request.headers["x-forwarded-for"] ?? null });
    return reply(202, "ok");
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
