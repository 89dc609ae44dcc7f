/**
 * What the fake vendor servers share: a Node HTTP server on a free loopback port, a log of the
 * requests it answered, and a script of misbehaviours (status codes, slowness, broken bodies,
 * dropped connections) that tests queue up before a request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
};

/** A scripted answer that replaces the vendor's normal one. */
export type Misbehaviour =
  | { kind: "status"; status: number; body: unknown; headers?: Record<string, string> }
  /** Hangs for `delayMs` (longer than the Worker waits) and then closes the connection. */
  | { kind: "slow"; delayMs: number }
  /** Answers normally, but only after `delayMs` (shorter than the Worker waits). */
  | { kind: "late"; delayMs: number }
  /** 200 with a body that is not JSON. */
  | { kind: "broken-json" }
  /** Closes the connection without an answer. */
  | { kind: "drop" }
  /** Resets the connection (a TCP RST) without an answer, as a crashed load balancer does. */
  | { kind: "reset" }
  /** Does the work, then closes the connection: the client never learns that it succeeded. */
  | { kind: "lost-answer" };

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A vendor's error reply, scripted as a misbehaviour. */
export const failingWith = ({ status, body, headers }: Reply): Misbehaviour => ({ kind: "status", status, body, headers });

/** A vendor's 429, with its own body and the header in which it says when to retry. */
export const rateLimitedWith =
  (reply: Reply, retryHeader: string) =>
  (retryAfterSeconds: number): Misbehaviour =>
    failingWith({ ...reply, headers: { [retryHeader]: String(retryAfterSeconds) } });
export type Handler = (request: RecordedRequest) => Reply;

export type FakeServer = {
  url: string;
  requests: RecordedRequest[];
  /** The next requests get these answers, in order. */
  misbehave: (...next: Misbehaviour[]) => void;
  /** Every request gets this answer until it is called with null. */
  misbehaveAlways: (misbehaviour: Misbehaviour | null) => void;
  close: () => Promise<void>;
};

function send(response: ServerResponse, { status, body, headers = {} }: Reply) {
  // Bytes (an image) and text the handler types as text go out as they are; anything else as JSON.
  const bytes = body instanceof Uint8Array;
  const text = typeof body === "string" && /^text\//.test(headers["Content-Type"] ?? "");
  response.writeHead(status, { "Content-Type": bytes ? "application/octet-stream" : "application/json", ...headers });
  response.end(bytes || text ? body : body === undefined ? "" : JSON.stringify(body));
}

export async function startFakeServer(handle: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: Misbehaviour[] = [];
  let always: Misbehaviour | null = null;

  const server = createServer(async (incoming, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Kept as text: the handler answers 400 or 422 as the vendor would.
    }
    const request: RecordedRequest = { method: incoming.method ?? "GET", path: incoming.url ?? "/", headers: incoming.headers, body };
    requests.push(request);

    const misbehaviour = queue.shift() ?? always;
    if (!misbehaviour) return send(response, handle(request));
    switch (misbehaviour.kind) {
      case "status":
        return send(response, misbehaviour);
      case "slow":
        // Hangs, then gives up without having done anything: the Worker must not count on it.
        await new Promise((resolve) => setTimeout(resolve, misbehaviour.delayMs));
        return response.socket?.destroy();
      case "late":
        await new Promise((resolve) => setTimeout(resolve, misbehaviour.delayMs));
        return send(response, handle(request));
      case "broken-json":
        response.writeHead(200, { "Content-Type": "application/json" });
        return response.end('{"id": "half a respo');
      case "drop":
        return response.socket?.destroy();
      case "reset":
        return response.socket?.resetAndDestroy();
      case "lost-answer":
        handle(request);
        return response.socket?.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    misbehave: (...next) => queue.push(...next),
    misbehaveAlways: (misbehaviour) => {
      always = misbehaviour;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A loopback URL where nothing listens: the vendor is unreachable. */
export async function unreachableUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
