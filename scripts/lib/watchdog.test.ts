import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { createServer } from "node:net";
import { execFileSync } from "node:child_process";
import { afterAll, expect, test } from "vitest";
import { processState, watchAnswers } from "./watchdog.mjs";

// A Worker that holds workerd's one thread as long as asked: with a long enough hold, a stuck server.
const worker = (port: number) =>
  new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      host: "127.0.0.1",
      port,
      script: `export default {
      async fetch(request) {
        const until = Date.now() + Number(new URL(request.url).searchParams.get("ms") ?? 0);
        while (Date.now() < until);
        return new Response("free");
      },
    };`,
    }),
  );

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

let mf: Miniflare;
afterAll(() => mf?.dispose());

test("a server that stops answering is started again, with what its process was doing in the log", async () => {
  const port = await freePort();
  mf = worker(port);
  await mf.ready;
  const url = `http://127.0.0.1:${port}/`;
  const lines: string[] = [];
  const workerd = () => execFileSync("pgrep", ["-f", `entry=127.0.0.1:${port} `], { encoding: "utf8" }).trim();

  // Held for a minute: the watchdog, told that 1.5 s of silence is too long, must not wait for it.
  void fetch(`${url}?ms=60000`).catch(() => undefined);
  const restarted = new Promise<void>((resolve) => {
    const watchdog = watchAnswers({
      url,
      everyMs: 250,
      stuckMs: 1_500,
      log: (line) => void lines.push(line),
      restart: async () => {
        lines.push(await processState(workerd(), 1_000));
        await mf.dispose();
        mf = worker(port);
        await mf.ready;
        watchdog.stop();
        resolve();
      },
    });
  });
  await restarted;

  expect(lines[0]).toMatch(new RegExp(`^no answer from ${url} for \\d+ s: restarting it$`));
  // The held thread spins (how much of a core it gets depends on what else this machine runs).
  expect(Number(/used (\d+) % of a core over 1 s with \d+ MB resident/.exec(lines[1])?.[1])).toBeGreaterThan(0);
  expect(await (await fetch(url)).text()).toBe("free");
}, 30_000);
