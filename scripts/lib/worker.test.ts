import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import workerThreads from "node:worker_threads";
import { afterAll, beforeAll, expect, test } from "vitest";

// A Worker that holds workerd's one thread as long as asked, as a job making images does.
const holder = () =>
  new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      d1Databases: ["DB"],
      script: `export default {
        async fetch(request) {
          const until = Date.now() + Number(new URL(request.url).searchParams.get("ms"));
          while (Date.now() < until);
          return new Response("free");
        },
      };`,
    }),
  );

let mf: Miniflare;
beforeAll(async () => {
  mf = holder();
  const db = await mf.getD1Database("DB");
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

test("a read through Miniflare's proxy, sent while a job holds workerd, is answered", async () => {
  const db = await mf.getD1Database("DB");
  await db.prepare("SELECT 1").all(); // the proxy's connection is now kept alive
  expect(await duringHold(async () => db.prepare("SELECT fact FROM facts").first("fact"))).toBe("stored");
}, 20_000);

test("Miniflare's synchronous calls each get their own reply, even when woken before it exists", async () => {
  // The handle its synchronous calls wait on, taken as Miniflare hands it to their worker thread.
  const threads = workerThreads as { Worker: typeof workerThreads.Worker };
  const Worker = threads.Worker;
  let handle: Int32Array | undefined;
  threads.Worker = class extends Worker {
    constructor(script: string | URL, options?: workerThreads.WorkerOptions) {
      handle ??= (options?.workerData as { notifyHandle?: Int32Array } | undefined)?.notifyHandle;
      super(script, options);
    }
  };
  const own = holder();
  let waker: workerThreads.Worker | undefined;
  try {
    const db = await own.getD1Database("DB");
    db.prepare("SELECT 1"); // a synchronous call: its worker thread is started
    expect(handle).toBeInstanceOf(Int32Array);
    // A wake-up every 0.1 ms until stopped, each before the reply it wakes for, as a late one of
    // the call before does.
    const stop = new Int32Array(new SharedArrayBuffer(4));
    waker = new Worker(
      `const { workerData } = require("node:worker_threads");
      while (Atomics.wait(workerData.stop, 0, 0, 0.1) === "timed-out") Atomics.notify(workerData.handle, 0);`,
      { eval: true, workerData: { handle, stop } },
    );
    // `prepare` and `bind` are synchronous calls of the proxy; each must be its own.
    const statements = Array.from({ length: 10 }, (_, n) => db.prepare(`SELECT ${n} AS n, ? AS m`).bind(n * 2));
    Atomics.store(stop, 0, 1);
    Atomics.notify(stop, 0);
    const rows = await Promise.all(statements.map((statement) => statement.first()));
    expect(rows).toEqual(Array.from({ length: 10 }, (_, n) => ({ n, m: n * 2 })));
  } finally {
    threads.Worker = Worker;
    await waker?.terminate();
    await own.dispose();
  }
}, 30_000);
