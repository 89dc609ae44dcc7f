/**
 * A request's body, read to its end before the answer leaves (docs/decisions/033-bodies-counted-and-read-to-the-end.md).
 * Routes stop reading where they have seen enough: a form over its limit, a page that takes no POST,
 * a multipart body that stops being multipart. wrangler's local server (`npm start`) cannot take
 * that: a body cancelled, read in part or moved into another Request while the answer goes out
 * breaks its connection to the Worker, and the next request on it fails, until the server stops
 * (checked again on wrangler 4.164: without this, `npm run soak` met "Network connection lost"
 * within 144 requests; with it, none in 2,000; docs/decisions/063-the-toolchain-on-node-24.md). So the routes read a stream of their own, fed from the
 * request's; whatever they leave, the entry reads and discards before it answers. The rest costs
 * time, not memory, and only up to `drainBytes`: a client that sends more is cut off.
 */

// More than the largest body a route reads (the upload: ten photos of 5 MB and its fields).
const drainBytes = 64 * 1024 * 1024;

export type GuardedBody = {
  /** The request the routes see: the same, with a body of its own. */
  request: Request;
  /** Reads what the routes left of the body, up to `drainBytes`; call it before answering. */
  settle(): Promise<void>;
};

export function guardBody(request: Request): GuardedBody {
  if (!request.body) return { request, settle: async () => {} };
  const source = request.body.getReader();
  let pending: Promise<unknown> = Promise.resolve();
  let finished = false;
  let abandoned = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const read = source.read();
        pending = read;
        const { done, value } = await read;
        if (done) finished = true;
        if (abandoned) return;
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel() {
        abandoned = true;
      },
    },
    // One chunk at a time, as the routes ask: nothing is read ahead of them.
    { highWaterMark: 0 },
  );

  async function settle(): Promise<void> {
    abandoned = true;
    try {
      await pending;
      let size = 0;
      while (!finished) {
        const { done, value } = await source.read();
        if (done) break;
        size += value.byteLength;
        if (size > drainBytes) {
          await source.cancel();
          break;
        }
      }
    } catch {
      // The client went away: there is nothing left to read.
    } finally {
      finished = true;
    }
  }

  return { request: new Request(request, { body, duplex: "half" } as RequestInit), settle };
}
