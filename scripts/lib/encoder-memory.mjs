/**
 * The web encoders' part of an isolate's memory (docs/decisions/093-pictures-as-the-web-serves-them.md,
 * 097): the sampler of ./isolate-memory.mjs sees the isolate between its tasks, and an encode is one
 * task, so it sees Photon's memory, which stays, but not the encoder of the moment, made for one
 * picture's copies and dropped after, nor the pixels it encodes. Those are counted as they are at the
 * largest encode, with the Worker's own encoders run in Node.js. Shared by
 * tests/integration/isolate-memory.test.ts and `npm run bench`.
 */
import "./wasm-modules.mjs";

/**
 * What encoding `rgba`, the request's largest copy, a square of `side` pixels, holds beside Photon:
 * each encoder's memory once it has encoded it (MozJPEG, WebP), and the copy's pixels. The caller
 * decodes and scales with its own Photon: the tests' must be the app's (photon-capture.server.ts).
 */
export async function encodingAt(rgba, side) {
  const { withEncoder } = await import("../../app/features/photos/web-codecs.server.ts");
  const [jpg, webp] = await Promise.all(
    ["jpg", "webp"].map((format) =>
      withEncoder(format, async ({ encode, memory }) => {
        encode({ rgba, width: side, height: side });
        return memory();
      }),
    ),
  );
  return { jpg, webp, pixels: rgba.byteLength };
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The sampled `memory` with `encoding` (encodingAt()) added: its total, and its parts as words. */
export function withEncoding(memory, { jpg, webp, pixels }) {
  const encoder = Math.max(jpg, webp);
  return {
    total: memory.total + encoder + pixels,
    parts:
      `heap ${mb(memory.heap)}, ArrayBuffers ${mb(memory.buffers)}, WebAssembly ${memory.webAssembly.map(mb).join(" + ")}` +
      ` + ${mb(encoder)} (the larger encoder; MozJPEG ${mb(jpg)}, WebP ${mb(webp)}), the copy's pixels ${mb(pixels)}`,
  };
}
