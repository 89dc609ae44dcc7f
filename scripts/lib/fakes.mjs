/**
 * The tests' fake vendors (tests/fakes) for scripts that run in plain Node: they are TypeScript, so
 * they are bundled once with wrangler's esbuild into node_modules/.cache and imported from there.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./worker.mjs";

const { build } = createRequire(createRequire(import.meta.url).resolve("wrangler"))("esbuild");

/** Bundles the fake vendor in tests/fakes/`name`.ts and imports it. */
async function fake(name) {
  const outfile = path.join(root, `node_modules/.cache/resoume-bench/${name}.mjs`);
  await build({
    entryPoints: [path.join(root, `tests/fakes/${name}.ts`)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}

/** The fake EmailOctopus of tests/fakes/emailoctopus.ts, started on a free loopback port. */
export async function startFakeEmailOctopus() {
  return (await fake("emailoctopus")).startFakeEmailOctopus();
}

/** The fake Resend of tests/fakes/resend.ts, started on a free loopback port. */
export async function startFakeResend() {
  return (await fake("resend")).startFakeResend();
}
