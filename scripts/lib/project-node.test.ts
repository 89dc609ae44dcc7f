import { spawnSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, expect, test } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const pinned = `v${JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).devDependencies.node}`;
const dir = mkdtempSync(path.join(tmpdir(), "project-node-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The machine's own Node: the first on PATH that is not the project's. */
function machineNode(): string | undefined {
  const project = realpathSync(path.join(root, "node_modules/.bin/node"));
  for (const folder of (process.env.PATH ?? "").split(path.delimiter)) {
    const candidate = path.join(folder, "node");
    try {
      accessSync(candidate, constants.X_OK);
      if (realpathSync(candidate) !== project) return candidate;
    } catch {
      // Not in this folder.
    }
  }
  return undefined;
}

test("a script started by hand with the machine's node runs, and starts its children, on the Node package.json pins", () => {
  const node = machineNode();
  expect(node, "a Node of the machine's own on PATH").toBeDefined();
  const script = path.join(dir, "script.mjs");
  writeFileSync(
    script,
    `import ${JSON.stringify(pathToFileURL(path.join(root, "scripts/lib/project-node.mjs")).href)};
    import { execSync } from "node:child_process";
    console.log(JSON.stringify({ own: process.version, args: process.argv.slice(2), child: execSync("node -p process.version").toString().trim() }));`,
  );
  // The machine's PATH, without node_modules/.bin, as in a shell.
  const PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((folder) => !folder.includes("node_modules"))
    .join(path.delimiter);
  const run = spawnSync(node!, [script, "--built"], { env: { ...process.env, PATH }, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({ own: pinned, args: ["--built"], child: pinned });
});
