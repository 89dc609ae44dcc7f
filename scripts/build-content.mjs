#!/usr/bin/env node
/**
 * Compiles the blog's Markdown articles (app/content/articles/<language>/<slug>.md) into
 * app/content/articles.generated.ts, which the server imports, and puts the face detector's weights
 * (and TensorFlow.js's WebAssembly kernels) into public/models/face, and writes the picture encoders'
 * WebAssembly with a smaller memory minimum into app/features/photos/codecs. Runs before every `remix build`
 * (package.json `build`, wrangler.toml `[build]`) and before type checking (scripts/test.mjs).
 * A malformed article stops it with the file and field at fault.
 */
import "./lib/project-node.mjs";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildContent, ContentError } from "./lib/content.mjs";
import { WasmLayoutError, withMemoryMinimum } from "./lib/wasm-memory.mjs";

const root = path.resolve(import.meta.dirname, "..");

try {
  const { count, changed } = buildContent({
    root,
    contentDir: path.join(root, "app/content/articles"),
    publicDir: path.join(root, "public"),
    outFile: path.join(root, "app/content/articles.generated.ts"),
  });
  console.log(`blog: ${count} articles${changed ? "" : " (unchanged)"}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`blog: ${error.message}`);
  process.exit(1);
}

// The face library's weights for the upload's checks (ADR 021) and its same-person check (ADR 035),
// and the photo reviews' landmarks and expressions (ADR 026), served from this site: copied from the package, so the weights always
// match the library's code.
const modelDir = path.join(root, "public/models/face");
mkdirSync(modelDir, { recursive: true });
for (const model of ["tiny_face_detector_model", "face_landmark_68_tiny_model", "face_expression_model", "face_recognition_model"]) {
  for (const file of [`${model}-weights_manifest.json`, `${model}.bin`]) {
    copyFileSync(path.join(root, "node_modules/@vladmandic/face-api/model", file), path.join(modelDir, file));
  }
}
// TensorFlow.js's WebAssembly kernels, which the device's checks run on (ADR 046): with SIMD, and
// without for a browser that lacks it, from the release that face-api's bundle was built with.
for (const file of ["tfjs-backend-wasm-simd.wasm", "tfjs-backend-wasm.wasm"]) {
  copyFileSync(path.join(root, "node_modules/@tensorflow/tfjs-backend-wasm/dist", file), path.join(modelDir, file));
}

// The encoders of the public pages' pictures (ADR 093), with their memory's minimum lowered from the
// 16 MB they were linked with to what their static data and stack take: an instance then holds what
// its encodes asked for, not 16 MB at least (scripts/lib/wasm-memory.mjs). A module laid out otherwise
// after a package update stops the build here.
const codecDir = path.join(root, "app/features/photos/codecs");
mkdirSync(codecDir, { recursive: true });
for (const file of ["@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm", "@jsquash/webp/codec/enc/webp_enc_simd.wasm"]) {
  let bytes;
  try {
    ({ bytes } = withMemoryMinimum(readFileSync(path.join(root, "node_modules", file))));
  } catch (error) {
    if (!(error instanceof WasmLayoutError)) throw error;
    console.error(`codecs: ${file}: ${error.message}`);
    process.exit(1);
  }
  const out = path.join(codecDir, path.basename(file));
  // Written only when it differs, as the articles' module: `wrangler dev` runs this on every change under app/.
  if (!existsSync(out) || !readFileSync(out).equals(bytes)) writeFileSync(out, bytes);
}
