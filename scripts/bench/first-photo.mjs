// What a visitor's first chosen photo fetches after a page's first load, on the pages that measure
// photos on the device (the upload and the reviews, which share the face library): the modules the
// page imports then, with the chunks they import that the first load did not bring, and the models.
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipTotal } from "../lib/first-load.mjs";
import { kb } from "./format.mjs";
import { publicDir } from "./site-worker.mjs";

const buildShared = path.join(publicDir, "build/_shared");
/** Public URLs that importing `modules` (their names in the build, without the hash) fetches beyond `firstLoad`. */
function fetchedLater(firstLoad, modules) {
  const built = readdirSync(buildShared).filter((name) => name.endsWith(".js"));
  const pending = modules.map((module) => {
    const name = built.find((file) => file.slice(0, file.lastIndexOf("-")) === module);
    if (!name) throw new Error(`the build has no ${module} module in ${buildShared}`);
    return `/build/_shared/${name}`;
  });
  const fetched = new Set();
  while (pending.length > 0) {
    const url = pending.pop();
    if (fetched.has(url) || firstLoad.includes(url)) continue;
    fetched.add(url);
    // Static imports only: a dynamic import in a chunk waits for its own use.
    for (const [, specifier] of readFileSync(path.join(publicDir, url), "utf8").matchAll(/(?:from|import)\s*"([^"]+\.js)"/g))
      pending.push(new URL(specifier, `http://localhost${url}`).pathname);
  }
  return [...fetched];
}
/** Bytes face-api fetches to load `models`: each one's weights manifest and the weight files it lists. */
function modelBytes(models) {
  const size = (name) => statSync(path.join(publicDir, "models/face", name)).size;
  return models.reduce((sum, model) => {
    const manifest = `${model}-weights_manifest.json`;
    const shards = JSON.parse(readFileSync(path.join(publicDir, "models/face", manifest), "utf8")).flatMap((group) => group.paths);
    return sum + size(manifest) + shards.reduce((total, shard) => total + size(shard), 0);
  }, 0);
}
/** The rows for what `page`'s first photo fetches after its first load, whose scripts are `firstLoad`. */
export function reportFirstPhoto(report, page, firstLoad, modules, models) {
  report(`${page}: face library after the first load (gzip)`, gzipTotal(fetchedLater(firstLoad, modules), publicDir), undefined, kb);
  report(`${page}: weights of its ${models.length} face model${models.length === 1 ? "" : "s"}`, modelBytes(models), undefined, kb);
  report(
    `${page}: WebAssembly kernels the face library runs on (gzip)`,
    gzipTotal(["/models/face/tfjs-backend-wasm-simd.wasm"], publicDir),
    undefined,
    kb,
  );
}
