/**
 * The encoders of the copies that public pages show (docs/decisions/093-pictures-as-the-web-serves-them.md):
 * MozJPEG and lossy WebP from jSquash, the codecs of Squoosh compiled to WebAssembly. Photon
 * (photon.server.ts) still decodes and edits; its JPEG encoder keeps full colour resolution and has
 * no progressive scan, so a picture of the same likeness weighs a third more than MozJPEG's and
 * two thirds more than WebP's.
 *
 * A Worker may only instantiate WebAssembly compiled at deploy time, so each `.wasm` file is imported
 * as a module (wrangler compiles it) and handed to its Emscripten glue. The files are the build's
 * copies of the packages' (`#web-codecs/`, app/features/photos/codecs, written by
 * scripts/build-content.mjs), whose memory starts at what their static data and stack take instead
 * of the 16 MB they were linked with; the glue is the packages' own. A subpath import (package.json
 * "imports"), as `#tfjs-kernels` is: the Remix compiler turns a relative `.wasm` import into an
 * asset's URL, and leaves a bare one to wrangler. They are imported when first
 * needed, not at the top: an isolate that never publishes never loads them.
 */
import type { MozJPEGModule, EncodeOptions as JpegOptions } from "@jsquash/jpeg/codec/enc/mozjpeg_enc";
import type { WebPModule, EncodeOptions as WebpOptions } from "@jsquash/webp/codec/enc/webp_enc";
import { defaultOptions as jpegDefaults } from "@jsquash/jpeg/meta.js";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";

/**
 * The settings that give the Photon JPEG at quality 80, which the page showed before, its likeness
 * (SSIM of the luma against the same resize; ADR 093) at fewer bytes.
 */
export const jpegOptions: JpegOptions = { ...jpegDefaults, quality: 85, progressive: true, auto_subsample: false, chroma_subsample: 2 };
export const webpOptions: WebpOptions = { ...webpDefaults, quality: 85, method: 4 };

/** Emscripten's glue exposes the instance's memory, which the codecs' own types leave out. */
export type Factory<M> = (options: object) => Promise<M & { HEAPU8: Uint8Array }>;

/** The glue's own instantiation replaced by the deploy-time module: the glue would fetch and compile the file. */
export function instantiated<M>(factory: Factory<M>, compiled: WebAssembly.Module): Promise<M & { HEAPU8: Uint8Array }> {
  return factory({
    noInitialRun: true,
    // Where the glue would look for the file; nothing is fetched, but the glue builds the address.
    locateFile: (name: string) => name,
    instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => {
      const instance = new WebAssembly.Instance(compiled, imports);
      done(instance);
      return instance.exports;
    },
  });
}

export type Pixels = { rgba: Uint8Array; width: number; height: number };
export type WebFormat = "webp" | "jpg";
export const webContentTypes: Record<WebFormat, string> = { webp: "image/webp", jpg: "image/jpeg" };

// The glue copies the pixels into the instance's memory; a Worker has no shared memory to hand it.
const source = (rgba: Uint8Array) => rgba as Uint8Array<ArrayBuffer>;

/** An encoder's instance: `encode`, and `memory`, the bytes of its WebAssembly memory now, which the isolate's budget counts. */
export type Encoder = { encode: (pixels: Pixels) => Uint8Array; memory: () => number };

const encoders: Record<WebFormat, () => Promise<Encoder>> = {
  // Progressive, colour at half resolution each way (4:2:0).
  jpg: async () => {
    const [glue, wasm] = await Promise.all([
      import("@jsquash/jpeg/codec/enc/mozjpeg_enc.js"),
      import("#web-codecs/mozjpeg_enc.wasm?module"),
    ]);
    const codec = await instantiated(glue.default as unknown as Factory<MozJPEGModule>, wasm.default);
    return {
      encode: ({ rgba, width, height }) => codec.encode(source(rgba), width, height, jpegOptions),
      memory: () => codec.HEAPU8.byteLength,
    };
  },
  // The SIMD build, which workerd's V8 runs.
  webp: async () => {
    const [glue, wasm] = await Promise.all([
      import("@jsquash/webp/codec/enc/webp_enc_simd.js"),
      import("#web-codecs/webp_enc_simd.wasm?module"),
    ]);
    const codec = await instantiated(glue.default as unknown as Factory<WebPModule>, wasm.default);
    return {
      encode: ({ rgba, width, height }) => {
        const encoded = codec.encode(source(rgba), width, height, webpOptions);
        if (!encoded) throw new Error(`WebP could not encode a ${width} × ${height} picture`);
        return encoded;
      },
      memory: () => codec.HEAPU8.byteLength,
    };
  },
};

/**
 * Runs `work` with an encoder of `format`, an instance made for it and dropped after: each
 * instance's memory grows to what its largest picture needed (12–17 MB for a 1024-pixel copy) and
 * never shrinks, and an isolate that kept both beside Photon's would pass the 96 MB it may take for
 * a request (docs/decisions/055-a-first-photo-within-an-isolate.md).
 * Instantiating a module compiled at deploy time takes a few milliseconds, once per publish.
 */
export async function withEncoder<T>(format: WebFormat, work: (encoder: Encoder) => Promise<T>): Promise<T> {
  return work(await encoders[format]());
}
