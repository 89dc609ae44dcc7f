/**
 * How far a reader travels following an order id from the upload to the gallery through the imports
 * (issue 43): from the order page's route modules (the page, and the uploader's endpoint) through
 * every app module they import, read depth first in dependency-cruiser's order. Prints the folders
 * crossed, and the steps back up the layers: each time the next module read lies in a higher layer
 * than the one before (the reader climbs back from plumbing to a domain, or from a domain to a page).
 *
 *   node scripts/order-path.mjs [root]   (root: a checkout's directory; this one by default)
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
const entries = ["app/routes/create-headshot/create-headshot.tsx", "app/routes/create-headshot/photos.ts"];
// Layers lowest first, as docs/layout.md names them; the rest of app/ (root modules) above routes.
const layers = [/^app\/(locales|content|utils)\//, /^app\/services\//, /^app\/features\//, /^app\/components\//, /^app\/routes\//];
const layerOf = (file) => {
  const found = layers.findIndex((pattern) => pattern.test(file));
  return found === -1 ? layers.length : found;
};

const cruise = spawnSync(
  path.join(import.meta.dirname, "../node_modules/.bin/depcruise"),
  [...entries, "--config", ".dependency-cruiser.cjs", "--output-type", "json", "--include-only", "^app/", "--exclude", "\\.css$"],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
if (cruise.status !== 0) throw new Error(cruise.stderr);
const modules = new Map(JSON.parse(cruise.stdout).modules.map((module) => [module.source, module]));

const read = [];
const seen = new Set();
const visit = (file) => {
  if (seen.has(file) || !modules.has(file)) return;
  seen.add(file);
  read.push(file);
  for (const dependency of modules.get(file).dependencies) visit(dependency.resolved);
};
entries.forEach(visit);

const folders = new Set(read.map((file) => path.dirname(file)));
const stepsUp = read.filter((file, index) => index > 0 && layerOf(file) > layerOf(read[index - 1])).length;
console.log(JSON.stringify({ modules: read.length, folders: folders.size, stepsUp, folderList: [...folders].sort() }, null, 2));
