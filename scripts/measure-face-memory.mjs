/**
 * Measures the WebAssembly memory of the server's face reading (docs/decisions/044-face-reading-within-an-isolate.md):
 * the upload's own code (faces.server.ts, bundled as for the Worker, on the same kernels) reads every
 * photograph of tests/fixtures/photos twice in one process, as one isolate reads photo after
 * photo, and prints each reading's faces, time and TensorFlow.js's heap after it. Then, in the same
 * process, the check of generated headshots (docs/decisions/081-headshots-checked-before-they-count.md):
 * fifteen of the local generator's Premium images (768 px, the order's five selfies three times),
 * each made, decoded once for its thumbnail and its check, and checked as the job checks it (the
 * detector's faces and box; its likeness, eyes and face's place are its selfie's), and read once
 * more with the landmarks and the recognition net, as Astria's images are; it prints each one's time beside the making of the image. That heap never
 * shrinks, and it shares an isolate's 128 MB with Photon's and the app's. Fails above the budget.
 *
 *   node scripts/measure-face-memory.mjs
 */
import "./lib/project-node.mjs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const photoDir = path.resolve(root, "tests/fixtures/photos");
/** The most the heap may reach, in MB. */
const budgetMb = 32;

const kernels = path.join(root, "node_modules/@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm");
const { outputFiles } = await build({
  stdin: {
    contents: `
      import { readFileSync, readdirSync } from "node:fs";
      import * as faceapi from "@vladmandic/face-api";
      import { detectHeadshot, readFaces, readHeadshot } from "~/features/photos/upload/faces.server";
      import { sniffFormat, stripMetadata } from "~/features/photos/imaging/image-file";
      import { makeHeadshot, thumbnailOf } from "~/features/photos/jobs/local-generator.server";
      import { pixelsOf, withOwnImage } from "~/features/photos/photon.server";
      const tf = faceapi.tf;
      // The platform a Worker gets: neither a browser's nor Node's.
      tf.setPlatform("worker", {
        fetch: (url, init) => fetch(url, init),
        now: () => performance.now(),
        encode: (text) => new TextEncoder().encode(text),
        decode: (bytes, encoding) => new TextDecoder(encoding).decode(bytes),
      });
      const assets = { fetch: async (url) => new Response(readFileSync(${JSON.stringify(path.join(root, "public"))} + new URL(url).pathname)) };
      const names = readdirSync(${JSON.stringify(photoDir)}).filter((name) => /\\.(jpe?g|png|webp)$/i.test(name)).sort();
      let largest = 0;
      for (const name of [...names, ...names]) {
        const bytes = new Uint8Array(readFileSync(${JSON.stringify(photoDir)} + "/" + name));
        const start = performance.now();
        const reading = await readFaces(assets, bytes, sniffFormat(bytes));
        const heap = tf.backend().wasm.HEAPU8.length / 2 ** 20;
        largest = Math.max(largest, heap);
        console.log([name.padEnd(34), String(reading?.faces ?? "-").padStart(5), (performance.now() - start).toFixed(0).padStart(7), heap.toFixed(0).padStart(8)].join(" "));
      }
      const selfies = ["man-formal-portrait.jpg", "same-man-speech.jpg", "same-man-press-room.jpg", "same-man-standing.jpg", "same-man-official-1080p.jpg"];
      // Where each selfie's face is, as the job reads it before it frames a headshot around it.
      const faces = JSON.parse(readFileSync(${JSON.stringify(photoDir)} + "/faces.json", "utf8"));
      const times = { make: [], check: [], recognised: [] };
      const timed = async (list, work) => {
        const start = performance.now();
        const result = await work();
        list.push(performance.now() - start);
        return result;
      };
      for (let n = 0; n < 15; n += 1) {
        const selfie = new Uint8Array(readFileSync(${JSON.stringify(photoDir)} + "/" + selfies[n % selfies.length]));
        const image = stripMetadata(await timed(times.make, async () => makeHeadshot(selfie, faces[selfies[n % selfies.length]], "corporate", 768, n, "PREVIEW").bytes), "jpeg");
        const reading = await withOwnImage(image, async (decoded) => {
          const { pixels: thumbnail } = thumbnailOf(decoded);
          const checked = await timed(times.check, () => detectHeadshot(assets, pixelsOf(decoded), [thumbnail]));
          await timed(times.recognised, () => readHeadshot(assets, pixelsOf(decoded), true, [thumbnail]));
          return checked;
        });
        const heap = tf.backend().wasm.HEAPU8.length / 2 ** 20;
        largest = Math.max(largest, heap);
        console.log([("headshot " + (n + 1)).padEnd(34), String(reading?.faces ?? "-").padStart(5), times.check.at(-1).toFixed(0).padStart(7), heap.toFixed(0).padStart(8)].join(" "));
      }
      const median = (list) => [...list].sort((a, b) => a - b)[list.length >> 1];
      console.log("headshots, median: made in " + median(times.make).toFixed(0) + " ms, checked in " + median(times.check).toFixed(0) + " ms (" + (median(times.check) / median(times.make)).toFixed(2) + " of the making), read with the landmarks and the recognition net in " + median(times.recognised).toFixed(0) + " ms (" + (median(times.recognised) / median(times.make)).toFixed(2) + ")");
      console.log("largest heap: " + largest.toFixed(0) + " MB (budget ${budgetMb} MB)");
      process.exitCode = largest > ${budgetMb} ? 1 : 0;
    `,
    resolveDir: root,
  },
  bundle: true,
  platform: "node",
  format: "esm",
  write: false,
  logLevel: "warning",
  // The Worker's build of face-api (its browser entry, which wrangler takes), on the kernels compiled ahead.
  alias: { "~": path.join(root, "app"), "@vladmandic/face-api": path.join(root, "node_modules/@vladmandic/face-api/dist/face-api.esm.js") },
  plugins: [
    {
      name: "kernels",
      setup(build) {
        build.onResolve({ filter: /^#tfjs-kernels$/ }, () => ({ path: "kernels", namespace: "kernels" }));
        build.onLoad({ filter: /.*/, namespace: "kernels" }, () => ({
          contents: `import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(${JSON.stringify(kernels)}));`,
          loader: "js",
          resolveDir: root,
        }));
      },
    },
  ],
  banner: {
    // Node's fetch reads Node's version as it loads, so it is loaded first; then TensorFlow.js and its
    // WebAssembly loader are kept from taking the process for Node.js (they would reach for its modules).
    js: [
      "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      "new Response('');",
      "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: undefined } });",
    ].join("\n"),
  },
});

const dir = mkdtempSync(path.join(tmpdir(), "face-memory-"));
try {
  const script = path.join(dir, "measure.mjs");
  writeFileSync(script, outputFiles[0].text);
  console.log(["photo".padEnd(34), "faces", "     ms", " heap MB"].join(" "));
  const { status } = spawnSync(process.execPath, [script], { stdio: "inherit", cwd: root });
  process.exitCode = status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
