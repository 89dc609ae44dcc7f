/**
 * The floor (scripts/floor): a minimal Remix v2 app on the site's versions and compiler settings,
 * one static route, built and bundled for workerd as the site's Worker is, and run in Miniflare.
 * `npm run bench` gives the site's CPU per page as a multiple of the floor's, measured in the same
 * run, since the absolute figure depends on the machine (docs/decisions/005-measuring-server-cpu.md).
 */
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import { root } from "./worker.mjs";

// wrangler's own esbuild: the one at the top of node_modules is the Remix compiler's, far older.
const { build } = createRequire(createRequire(import.meta.url).resolve("wrangler"))("esbuild");

const floorDir = path.join(root, "scripts/floor");
const out = path.join(root, "node_modules/.cache/resoume-floor");
const bundle = path.join(out, "dist/worker.js");

/**
 * Builds the floor with Remix's classic compiler, then bundles its Worker with the options wrangler
 * uses for the site's (conditions, target, and wrangler.toml's names and minification), its page
 * sized to `htmlBytes`.
 */
export async function buildFloor(htmlBytes) {
  const { keep_names: keepNames, minify } = unstable_readConfig({ config: path.join(root, "wrangler.toml") });
  const remix = spawnSync("npx", ["remix", "build", floorDir], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (remix.status !== 0) throw new Error(`the floor's remix build failed:\n${remix.stderr}`);
  await build({
    entryPoints: [path.join(floorDir, "worker.ts")],
    outfile: bundle,
    bundle: true,
    format: "esm",
    target: "es2024",
    conditions: ["workerd", "worker", "browser"],
    keepNames,
    minify,
    loader: { ".js": "jsx", ".mjs": "jsx", ".cjs": "jsx" },
    define: { "process.env.NODE_ENV": '"production"', FLOOR_HTML_BYTES: String(htmlBytes) },
    logLevel: "error",
  });
  return bundle;
}

/** The floor's Worker in workerd, with the site's static files in front of it as the site has. */
export function startFloor() {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(path.join(root, "wrangler.toml"));
  return new Miniflare(
    convertV4MiniflareOptions({
      modules: [{ type: "ESModule", path: bundle }],
      compatibilityDate: workerOptions.compatibilityDate,
      assets: { directory: path.join(root, "public"), binding: "ASSETS", routerConfig: { has_user_worker: true } },
    }),
  );
}
