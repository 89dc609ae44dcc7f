import { Miniflare } from "miniflare";
import { afterAll, beforeAll, expect, test } from "vitest";
import { resilient } from "./worker.mjs";

// A Worker that holds workerd's one thread as long as asked, as a job making images does.
let mf: Miniflare;
beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    d1Databases: ["DB"],
    script: `export default {
      async fetch(request) {
        const until = Date.now() + Number(new URL(request.url).searchParams.get("ms"));
        while (Date.now() < until);
        return new Response("free");
      },
    };`,
  });
  const db = resilient(await mf.getD1Database("DB"));
  await db.exec("CREATE TABLE facts (fact TEXT)");
  await db.prepare("INSERT INTO facts VALUES (?)").bind("stored").run();
});
afterAll(() => mf.dispose());

/** `read` sent 0.3 s into a hold of 6 s: its kept-alive connection then outlasts workerd's 5 s. */
async function duringHold<T>(read: () => Promise<T>): Promise<T> {
  const hold = mf.dispatchFetch("http://localhost/?ms=6000").then((response) => response.text());
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [result] = await Promise.all([read(), hold]);
  return result;
}

test("Miniflare's proxy alone loses a read sent while a job holds workerd", async () => {
  const db = await mf.getD1Database("DB");
  await db.prepare("SELECT 1").all(); // the proxy's connection is now kept alive
  await expect(duringHold(async () => db.prepare("SELECT fact FROM facts").first("fact"))).rejects.toThrow("fetch failed");
}, 20_000);

test("through resilient() the same read is sent again and answers", async () => {
  const db = resilient(await mf.getD1Database("DB"));
  await db.prepare("SELECT 1").all();
  expect(await duringHold(async () => db.prepare("SELECT fact FROM facts").first("fact"))).toBe("stored");
}, 20_000);

test("a synchronous call of Miniflare's that finds no reply yet waits for it; any other reader of an empty port does not", async () => {
  // Miniflare reads the module's own object at each call, as this does: what worker.mjs set there.
  const threads = (await import("node:worker_threads")).default;
  const { port1, port2 } = new threads.MessageChannel();
  // The reply comes 200 ms after it is first looked for, as after a late notify of the call before.
  const replier = new threads.Worker(
    `const { workerData } = require("node:worker_threads");
    setTimeout(() => workerData.port.postMessage({ id: 7 }), 200);`,
    { eval: true, workerData: { port: port2 }, transferList: [port2] },
  );
  try {
    expect(threads.receiveMessageOnPort(port1)).toBeUndefined();
    // Named as Miniflare's own caller is.
    class SynchronousFetcher {
      fetch() {
        return threads.receiveMessageOnPort(port1);
      }
    }
    expect(new SynchronousFetcher().fetch()).toEqual({ message: { id: 7 } });
  } finally {
    await replier.terminate();
    port1.close();
  }
});
