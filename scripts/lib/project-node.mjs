/**
 * The project's scripts run on the Node that package.json pins (the `node` package puts it in
 * node_modules/.bin), not on the machine's: npm's scripts and npx find it first on PATH, and a script
 * started by hand with the machine's `node` (`node scripts/start.mjs`) runs itself again on it,
 * here, before anything else of it loads. PATH starts with node_modules/.bin either way, so that
 * what a script starts (npx, npm, node, wrangler, Vitest, Playwright's servers) runs on it too.
 * Imported first by each script that starts others.
 */
import { spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";

const bin = path.resolve(import.meta.dirname, "../../node_modules/.bin");
const projectNode = path.join(bin, "node");

if (!(process.env.PATH ?? "").startsWith(bin + path.delimiter)) {
  process.env.PATH = `${bin}${path.delimiter}${process.env.PATH ?? ""}`;
}
// Before npm install there is no such Node: the script runs on the machine's, as before.
if (existsSync(projectNode) && realpathSync(process.execPath) !== realpathSync(projectNode)) {
  const { status, signal } = spawnSync(projectNode, [...process.execArgv, ...process.argv.slice(1)], { stdio: "inherit" });
  process.exit(status ?? (signal ? 128 : 1));
}
