#!/usr/bin/env node
/**
 * `npm start`: builds the app, applies the D1 migrations to local storage and serves the Worker on
 * http://127.0.0.1:$PORT (8787 by default) with every binding local, in local mode (APP_ENV=local:
 * the local checkout instead of a store). The configuration variables below are passed from this
 * process's environment to the Worker, so an operator or a test can point it elsewhere without
 * editing files. They travel in a file only this user can read, never on a command line, where `ps`
 * would show the secrets among them.
 *
 * `--built` serves the deployable bundle instead (dist-deploy, as `npm run build:worker` wrote it) in
 * workerd through Miniflare, on the same state, without wrangler's dev server: no watching and
 * rebuilding, and no dev proxy between the browser and the Worker, which a Worker busy making images
 * can make lose its own connection. The browser tests run on it.
 *
 * Either way the cron triggers of wrangler.toml fire on their schedule, as the edge fires them in
 * production (scripts/lib/cron.mjs), each run logged; `npm run cron` fires them once at once.
 * CRON_EVERY_MS, for the tests only, fires their times one after the other every so many milliseconds.
 */
import "./lib/project-node.mjs";
import { spawn, spawnSync } from "node:child_process";
import { appendFileSync, chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { localValues, variableNames } from "../app/utils/variables.mjs";
import { keepSchedule, triggerScheduled } from "./lib/cron.mjs";

// Local values, documented in the README; wrangler.toml says production, and a deployment sets its
// secrets with `wrangler secret put`.
const port = process.env.PORT ?? "8787";
const localDefaults = Object.fromEntries(Object.entries(localValues).map(([name, value]) => [name, value.replace("$PORT", port)]));

const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
const wrangler = "node_modules/.bin/wrangler";
// No edge locally, so no geolocation: instead of wrangler's stand-in (a visitor in Texas), requests
// carry no country, and the region comes from a CF-IPCountry header, the user_region cookie or the
// browser's time zone, as it would for a visitor the edge cannot place.
const cfPath = path.resolve(stateDir, "cf.json");
mkdirSync(stateDir, { recursive: true });
writeFileSync(cfPath, "{}\n");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_PATH: cfPath };

const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  stdio: "inherit",
  env: { ...env, CI: "true" },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const url = `http://127.0.0.1:${port}`;
/** The cron's schedule, each run through `trigger(cron, scheduledTime)`; stopped with the server. */
const keepCronSchedule = (trigger) =>
  keepSchedule({
    crons: unstable_readConfig({ config: "wrangler.toml" }).triggers.crons ?? [],
    trigger,
    log: (line) => console.log(`[${new Date().toISOString()}] ${line}`),
    every: Number(process.env.CRON_EVERY_MS) || undefined,
  });

const values = Object.fromEntries(
  variableNames.flatMap((name) => {
    const value = process.env[name] ?? localDefaults[name];
    return value === undefined ? [] : [[name, value]];
  }),
);

if (process.argv.includes("--built")) {
  const { startMiniflare } = await import("./lib/worker.mjs");
  const { processState, watchAnswers } = await import("./lib/watchdog.mjs");
  // wrangler keeps its local state under v3/ of the directory it is given.
  const start = () =>
    startMiniflare({ bindings: values, cf: {}, persist: path.resolve(stateDir, "v3"), host: "127.0.0.1", port: Number(port) });
  let mf = await start();
  const schedule = keepCronSchedule(async (cron, scheduledTime) => {
    const { outcome } = await (await mf.getWorker()).scheduled({ cron, scheduledTime: new Date(scheduledTime) });
    return outcome;
  });
  console.log(`Serving dist-deploy on ${url}`);
  // A long test run must not hang on a workerd that stopped answering: it is started again on the
  // same state, and what it was doing is kept in this file (`npm test` prints it at the end).
  const restarts = path.resolve(stateDir, "server-restarts.log");
  writeFileSync(restarts, "");
  const log = (line) => {
    console.error(line);
    appendFileSync(restarts, `${new Date().toISOString()} ${line}\n`);
  };
  const watchdog = watchAnswers({
    url: `${url}/favicon.svg`,
    log,
    restart: async () => {
      const pid = spawnSync("pgrep", ["-f", `entry=127.0.0.1:${port} `], { encoding: "utf8" }).stdout.trim();
      if (pid) {
        log(`workerd: ${await processState(pid)}`);
        const gdb = spawnSync("gdb", ["-batch", "-p", pid, "-ex", "bt 20"], { encoding: "utf8", timeout: 60_000 });
        const frames = (gdb.stdout ?? "").split("\n").filter((line) => line.startsWith("#"));
        if (frames.length > 0) log(`workerd's main thread:\n${frames.join("\n")}`);
      }
      await Promise.race([mf.dispose(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      mf = await start();
      log("workerd started again");
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      watchdog.stop();
      schedule.stop();
      mf.dispose().finally(() => process.exit(0));
    });
  }
} else {
  // One NAME=value line each (an empty value clears wrangler.toml's); values are single-line by the
  // Worker's own rules, and a line break would be refused there.
  const envFile = path.resolve(stateDir, "worker.env");
  const lines = Object.entries(values).map(([name, value]) => `${name}=${JSON.stringify(value)}`);
  writeFileSync(envFile, `${lines.join("\n")}\n`, { mode: 0o600 });
  chmodSync(envFile, 0o600);

  const server = spawn(
    wrangler,
    [
      ...["dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", stateDir, "--show-interactive-dev-session=false"],
      ...["--env-file", envFile, "--test-scheduled"],
    ],
    { stdio: "inherit", env },
  );
  const schedule = keepCronSchedule((cron, scheduledTime) => triggerScheduled(url, cron, scheduledTime));
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      schedule.stop();
      server.kill(signal);
    });
  }
  server.on("exit", (code) => process.exit(code ?? 0));
}
