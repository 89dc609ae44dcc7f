/**
 * The browser suite's servers (playwright.config.ts) in one command: the two app servers start side
 * by side, and the Plausible stand-in once both answer, so that its address, the one Playwright waits
 * for, answers only when all three do. Playwright starts the servers of its list one after the other,
 * and most of an app server's start (the migrations, then a workerd) waits on one core: started
 * together, the two take little longer than one.
 *
 * E2E_SERVERS: `[{ "port": 8788, "env": { NAME: value } }, …]`, each started as `npm start -- --built`
 * with those variables; PLAUSIBLE_PORT: the stand-in's. Stopped with its process group, as Playwright
 * stops a web server.
 */
import { spawn } from "node:child_process";
import { startFakePlausible } from "../fakes/plausible.mjs";

const { E2E_SERVERS, PLAUSIBLE_PORT, ...inherited } = process.env;
const servers = JSON.parse(E2E_SERVERS ?? "[]").map(({ port, env }) => ({
  url: `http://127.0.0.1:${port}`,
  // Ahead of the browsers for the CPU: Chromium raises its own processes' priority (nice -8), and on
  // two cores a server starved by them answers late. Where the priority cannot be raised, `nice`
  // says so and starts the server as it is.
  process: spawn("nice", ["-n", "-10", "node", "scripts/start.mjs", "--built"], {
    env: { ...inherited, ...env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  }),
}));

const answers = (url) =>
  fetch(`${url}/favicon.svg`).then(
    (response) => response.ok,
    () => false,
  );
await Promise.all(
  servers.map(async ({ url, process: server }) => {
    while (!(await answers(url))) {
      if (server.exitCode !== null) {
        console.error(`The server for ${url} exited with ${server.exitCode} before it answered.`);
        process.exit(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }),
);
await startFakePlausible(Number(PLAUSIBLE_PORT));
