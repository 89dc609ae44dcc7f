#!/usr/bin/env node
/**
 * `npm start`: builds the app, applies the D1 migrations to local storage and serves the Worker on
 * http://127.0.0.1:$PORT (8787 by default) with every binding local. The configuration variables
 * below are passed from this process's environment to the Worker, so an operator or a test can point
 * it elsewhere without editing files.
 */
import { spawn, spawnSync } from "node:child_process";

const configVariables = [
  "APP_ENV",
  "HOSTING_COUNTRY",
  "CONTACT_URL",
  "AFFILIATE_URL",
  "MORE_PROJECTS_URL",
  "LINKEDIN_URL",
  "X_URL",
  "INSTAGRAM_URL",
  "ADMIN_TOKEN",
];

// Local defaults for secrets, documented in the README; a deployment sets them with `wrangler secret`.
const localSecrets = { ADMIN_TOKEN: "local-operator-token" };

const port = process.env.PORT ?? "8787";
const stateDir = process.env.STATE_DIR ?? ".wrangler/state";
const wrangler = "node_modules/.bin/wrangler";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

const migrate = spawnSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
  stdio: "inherit",
  env: { ...env, CI: "true" },
});
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const vars = configVariables.flatMap((name) => {
  const value = process.env[name] ?? localSecrets[name];
  return value === undefined ? [] : ["--var", `${name}:${value}`];
});

const server = spawn(
  wrangler,
  ["dev", "--ip", "127.0.0.1", "--port", port, "--persist-to", stateDir, "--show-interactive-dev-session=false", ...vars],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
