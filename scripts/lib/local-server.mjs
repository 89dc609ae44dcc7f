/**
 * `npm start -- --built` (scripts/start.mjs) as a test starts it beside the browser suite's own
 * servers: on its own port and state, with the variables the test gives, its output kept; ready
 * once it answers, stopped as Ctrl-C stops it.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export async function startLocalServer({ port, env, readyWithinMs = 150_000 }) {
  const url = `http://127.0.0.1:${port}`;
  // Ahead of the browsers for the CPU, as the suite's own servers (playwright.config.ts).
  const server = spawn("nice", ["-n", "-10", "node", "scripts/start.mjs", "--built"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => (output += chunk));
  server.stderr.on("data", (chunk) => (output += chunk));
  const answers = () =>
    fetch(`${url}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    );
  for (const deadline = Date.now() + readyWithinMs; !(await answers()); await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill("SIGTERM");
      throw new Error(`The local server on ${url} did not start:\n${output}`);
    }
  }
  return {
    url,
    /** What the server has printed so far. */
    output: () => output,
    stop: async () => {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    },
  };
}
