/**
 * Every image the Worker decodes goes through here (docs/decisions/029-decoding-budget.md): the file's
 * structure and size are checked before Photon (Rust compiled to WebAssembly) sees a byte, and the
 * WebAssembly instance that decoded it never outlives a trap or a large decode.
 *
 * Photon's glue (wasm-bindgen) keeps the one instance it made, and a WebAssembly memory only ever
 * grows: after a trap (Photon panics on a file it cannot decode) the instance holds whatever the
 * aborted call allocated and its stack pointer where the trap left it, and after a large decode it
 * holds that much memory for the isolate's life. So the glue is handed a stand-in whose exports are
 * always those of the current instance, and the instance is replaced when it trapped or grew.
 */
import { initPhoton, PhotonImage } from "@cf-wasm/photon/others";
import photonModule from "@cf-wasm/photon/photon.wasm";
import { decodable, sniffFormat, type ImageFormat } from "./upload/image-file";

/**
 * The most bytes one decoded image may take as RGBA: 4 megapixels. Photon holds about three times
 * that while it decodes (the file's own pixels, then two RGBA copies), under 50 MB with a 5 MB
 * file, inside an isolate's 128 MB beside the app's own heap. A 12-megapixel phone photo (48 MB as
 * RGBA, 150 MB in Photon) is measured by the browser instead, which sends the Worker a small copy.
 */
export const maxDecodedBytes = 16_000_000;
export const maxDecodedPixels = maxDecodedBytes / 4;

/** What an instance may keep between decodes; past it, it is replaced so that the isolate gets the memory back. */
const idleMemoryBytes = 8 * 1024 * 1024;

export type DecodeRefusal = "type" | "broken" | "deep" | "tooManyPixels";

let imports: WebAssembly.Imports;
let instance: WebAssembly.Instance;
const currentExports = new Proxy({} as WebAssembly.Exports, { get: (_, name: string) => instance.exports[name] });

const RealInstance = WebAssembly.Instance;
WebAssembly.Instance = function (module: WebAssembly.Module, given: WebAssembly.Imports) {
  imports = given;
  instance = new RealInstance(module, given);
  return { exports: currentExports };
} as unknown as typeof WebAssembly.Instance;
try {
  initPhoton.sync({ module: photonModule });
} finally {
  WebAssembly.Instance = RealInstance;
}

const memoryOf = (of: WebAssembly.Instance) => of.exports.memory as WebAssembly.Memory;

/** A fresh instance in place of the current one, whose memory goes when nothing holds it any more. */
function renew(): void {
  const old = memoryOf(instance);
  instance = new RealInstance(photonModule, imports);
  (instance.exports.__wbindgen_start as () => void)();
  // The glue caches views of the memory and makes new ones when they are detached; growing by nothing detaches them.
  old.grow(0);
}

/** How many bytes the current instance holds; for the bench. */
export const photonMemoryBytes = () => memoryOf(instance).buffer.byteLength;

/**
 * Decodes `bytes` and hands the image to `use`, which must free what it makes; the image itself is
 * freed after, and what the file's header says (its displayed size). A file that is not an image, ends early, has more than 8 bits per channel or more
 * pixels than the budget is refused before decoding; one Photon traps on is "broken", and the
 * instance is replaced.
 */
export function decodeImage<T>(
  bytes: Uint8Array,
  use: (image: PhotonImage, file: { format: ImageFormat; width: number; height: number }) => T,
): T | DecodeRefusal {
  const format = sniffFormat(bytes);
  if (!format) return "type";
  const size = decodable(bytes, format);
  if (typeof size === "string") return size;
  if (size.width * size.height > maxDecodedPixels) return "tooManyPixels";
  try {
    const image = PhotonImage.new_from_byteslice(bytes);
    try {
      return use(image, { format, ...size });
    } finally {
      image.free();
    }
  } catch (error) {
    if (!(error instanceof WebAssembly.RuntimeError)) throw error;
    renew();
    return "broken";
  } finally {
    if (photonMemoryBytes() > idleMemoryBytes) renew();
  }
}

/** Like `decodeImage`, for images the app made or a generator sent: a refusal is an error. */
export function decodeOwnImage<T>(bytes: Uint8Array, use: (image: PhotonImage) => T): T {
  const result = decodeImage(bytes, use);
  if (result === "type" || result === "broken" || result === "deep" || result === "tooManyPixels") {
    throw new Error(`An image could not be decoded within the budget: ${result}`);
  }
  return result;
}
