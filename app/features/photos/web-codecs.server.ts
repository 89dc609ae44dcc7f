/**
 * The encoders of the copies that public pages show (docs/decisions/093-pictures-as-the-web-serves-them.md):
 * MozJPEG and lossy WebP from jSquash, the codecs of Squoosh compiled to WebAssembly. Photon
 * (photon.server.ts) still decodes and edits; its JPEG encoder keeps full colour resolution and has
 * no progressive scan, so the same picture weighs about twice as much.
 *
 * A Worker may only instantiate WebAssembly compiled at deploy time, so the `.wasm` files are imported
 * as modules (wrangler compiles them) and each is handed to its Emscripten glue, once per isolate. They
 * are imported when first needed, not at the top: Node.js, which runs the unit tests that import this
 * module's importers, cannot import a `.wasm` file, and an isolate that never publishes never
 * instantiates them.
 */
import type { MozJPEGModule, EncodeOptions as JpegOptions } from "@jsquash/jpeg/codec/enc/mozjpeg_enc";
import type { WebPModule, EncodeOptions as WebpOptions } from "@jsquash/webp/codec/enc/webp_enc";
import { defaultOptions as jpegDefaults } from "@jsquash/jpeg/meta.js";
import { defaultOptions as webpDefaults } from "@jsquash/webp/meta.js";

/**
 * The settings that give the Photon JPEG at quality 80, which the page showed before, its likeness
 * (SSIM of the luma, 8-pixel windows, against the same resize; ADR 093) at fewer bytes: MozJPEG
 * about a quarter fewer, WebP about two fifths.
 */
const jpegOptions: JpegOptions = { ...jpegDefaults, quality: 85, progressive: true, auto_subsample: false, chroma_subsample: 2 };
const webpOptions: WebpOptions = { ...webpDefaults, quality: 85, method: 4 };

type Factory<M> = (options: object) => Promise<M>;

/** The glue's own instantiation replaced by the deploy-time module: the glue would fetch and compile the file. */
function instantiated<M>(factory: Factory<M>, compiled: WebAssembly.Module): Promise<M> {
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

let jpeg: Promise<MozJPEGModule> | undefined;
let webp: Promise<WebPModule> | undefined;

const mozjpeg = () =>
  (jpeg ??= Promise.all([import("@jsquash/jpeg/codec/enc/mozjpeg_enc.js"), import("@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module")])
    .then(([glue, wasm]) => instantiated(glue.default as unknown as Factory<MozJPEGModule>, wasm.default))
    .catch((error: unknown) => {
      jpeg = undefined;
      throw error;
    }));

// The SIMD build: workerd's V8 has WebAssembly SIMD, and it encodes about a third faster.
const libwebp = () =>
  (webp ??= Promise.all([import("@jsquash/webp/codec/enc/webp_enc_simd.js"), import("@jsquash/webp/codec/enc/webp_enc_simd.wasm?module")])
    .then(([glue, wasm]) => instantiated(glue.default as unknown as Factory<WebPModule>, wasm.default))
    .catch((error: unknown) => {
      webp = undefined;
      throw error;
    }));

export type Pixels = { rgba: Uint8Array; width: number; height: number };

// The glue copies the pixels into the instance's memory; a Worker has no shared memory to hand it.
const source = (rgba: Uint8Array) => rgba as Uint8Array<ArrayBuffer>;

/** A progressive MozJPEG (colour at half resolution, 4:2:0) of RGBA pixels. */
export async function encodeJpeg({ rgba, width, height }: Pixels): Promise<Uint8Array> {
  return (await mozjpeg()).encode(source(rgba), width, height, jpegOptions);
}

/** A lossy WebP of RGBA pixels. */
export async function encodeWebp({ rgba, width, height }: Pixels): Promise<Uint8Array> {
  const encoded = (await libwebp()).encode(source(rgba), width, height, webpOptions);
  if (!encoded) throw new Error(`WebP could not encode a ${width} × ${height} picture`);
  return encoded;
}
