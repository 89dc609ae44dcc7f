/**
 * The server's own look at a selfie (docs/decisions/036-faces-checked-on-the-server.md): how many
 * faces it shows, and for one face its 128-number descriptor, which says whose face it is; and at a
 * headshot, where its face is, for the crops of its download formats (ADR 049). The face
 * library of the device's checks (face-api) runs in the Worker on the pixels Photon decodes, within
 * the decoding budget of ADR 029, on TensorFlow.js's WebAssembly backend (docs/decisions/041-faces-on-webassembly.md);
 * its weights are the site's own files (public/models/face), read through the `ASSETS` binding.
 *
 * The library is imported only here and only when a photo arrives, so that no page pays its start.
 */
import { decodeImage, resize, SamplingFilter, type PhotonImage } from "~/features/photos/photon.server";
import { uprightPixels } from "~/features/photos/imaging/upright";
import { orientationOf, type ImageFormat } from "~/features/photos/imaging/image-file";
import { runInSteps, type StepTf } from "./detector-in-steps.server";
import { recogniseInSteps, type RecognitionTf, type Weights } from "./recognition-in-steps.server";
import type { FacePosition, Point } from "~/features/photos/gallery/formats";

/** What the server saw: the number of faces, and the descriptor of the only one; null where it could not look. */
export type FaceReading = { faces: number; descriptor: Float32Array | null };

type FaceApi = typeof import("@vladmandic/face-api");
type FaceLandmarks = InstanceType<FaceApi["FaceLandmarks68"]>;
type Platform = { fetch(url: string, init?: RequestInit): Promise<Response> };
type Tf = StepTf &
  RecognitionTf & {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
    enableProdMode(): void;
    env(): { set(flag: string, value: boolean): void; platform: Platform };
    setPlatform(name: string, platform: Platform): void;
    setWasmPaths(path: string, usePlatformFetch: boolean): void;
    tensor3d(values: Int32Array, shape: [number, number, number], dtype: "int32"): { dispose(): void };
    engine(): { startScope(): void; endScope(): void };
  };

/**
 * The longest side the detector is given. The tiny detector looks at 416 pixels anyway; the
 * recognition model cuts each face from this copy, so a face in a waist-up portrait keeps well
 * over the model's 150 pixels. As int32 RGB this is at most 12 MB.
 */
const analysisSide = 1024;
// The device's settings (face-detector.client.ts), so that both count the same faces.
const inputSize = 416;
const scoreThreshold = 0.5;
const models = ["tiny_face_detector_model", "face_landmark_68_tiny_model", "face_recognition_model"] as const;

let library: Promise<FaceApi> | undefined;

/** The library with its three models, loaded once per isolate; a failed load is tried again next time. */
function loadLibrary(assets: Fetcher): Promise<FaceApi> {
  library ??= (async () => {
    const faceapi = await import("@vladmandic/face-api");
    const tf = faceapi.tf as unknown as Tf;
    // Neither a browser nor Node.js: the library is given tensors only, so no element is ever one of these.
    class NoElement {}
    const noElement = () => {
      throw new Error("The Worker has no canvas");
    };
    faceapi.env.setEnv({
      Canvas: NoElement,
      CanvasRenderingContext2D: NoElement,
      Image: NoElement,
      ImageData: NoElement,
      Video: NoElement,
      createCanvasElement: noElement,
      createImageElement: noElement,
      createVideoElement: noElement,
      fetch: (url: string, init?: RequestInit) => fetch(url, init),
      readFile: noElement,
    } as never);
    await useKernels(tf);
    const [detector, landmarks, recognition] = await Promise.all(models.map((model) => weightsOf(assets, model)));
    faceapi.nets.tinyFaceDetector.loadFromWeightMap(tf.io.decodeWeights(detector!.bytes, detector!.specs) as never);
    runInSteps(tf, faceapi.nets.tinyFaceDetector);
    faceapi.nets.faceLandmark68TinyNet.loadFromWeightMap(tf.io.decodeWeights(landmarks!.bytes, landmarks!.specs) as never);
    // Its weights stay in the isolate as the file's bytes, and each layer's are decoded as it runs.
    recogniseInSteps(tf, faceapi.nets.faceRecognitionNet, recognition!);
    return faceapi;
  })().catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/**
 * Switches TensorFlow.js to its WebAssembly kernels, about twenty times faster than its JavaScript
 * ones. Its loader fetches the kernels' file and compiles the bytes, which a Worker may not do: it
 * may only instantiate a module compiled at deploy time (`#tfjs-kernels`, imported here and not at the
 * top, so that Node.js, which runs the tests that import this module's importers, never loads it). So
 * the loader's fetch answers with nothing, and while the backend starts, `WebAssembly.instantiate`
 * instantiates that module whatever bytes it is given.
 */
async function useKernels(tf: Tf): Promise<void> {
  const { default: kernels } = await import("#tfjs-kernels");
  tf.enableProdMode();
  // No threads in a Worker, and the imported build is the SIMD one.
  tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
  tf.env().set("WASM_HAS_SIMD_SUPPORT", true);
  const platform = tf.env().platform;
  tf.setPlatform("workerd", Object.assign(Object.create(platform) as Platform, { fetch: async () => new Response(null) }));
  tf.setWasmPaths("/tfjs-backend-wasm-simd.wasm", true);
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = ((_bytes: unknown, imports?: WebAssembly.Imports) =>
    instantiate(kernels, imports).then((instance) => ({ instance, module: kernels }))) as typeof WebAssembly.instantiate;
  try {
    if (!(await tf.setBackend("wasm"))) throw new Error("TensorFlow.js's WebAssembly backend did not start");
  } finally {
    WebAssembly.instantiate = instantiate;
  }
}

async function weightsOf(assets: Fetcher, model: string): Promise<Weights> {
  const file = async (name: string) => {
    const response = await assets.fetch(`https://assets.local/models/face/${name}`);
    if (!response.ok) throw new Error(`Face model ${name}: ${response.status}`);
    return response;
  };
  const manifest = (await (await file(`${model}-weights_manifest.json`)).json()) as Array<{ paths: string[]; weights: Weights["specs"] }>;
  const shards = await Promise.all(manifest.flatMap((group) => group.paths).map(async (name) => (await file(name)).arrayBuffer()));
  const whole = new Uint8Array(shards.reduce((sum, shard) => sum + shard.byteLength, 0));
  let offset = 0;
  for (const shard of shards) {
    whole.set(new Uint8Array(shard), offset);
    offset += shard.byteLength;
  }
  return { bytes: whole.buffer, specs: manifest.flatMap((group) => group.weights) };
}

type Pixels = { rgb: Int32Array; width: number; height: number };

/** An image's RGB values, as the library's tensors take them, upright as the EXIF orientation says. */
function rgbOf(image: PhotonImage, orientation: number): Pixels {
  const { data: rgba, width, height } = uprightPixels(image.get_raw_pixels(), image.get_width(), image.get_height(), orientation);
  const rgb = new Int32Array((rgba.length / 4) * 3);
  for (let pixel = 0, at = 0; pixel < rgba.length; pixel += 4, at += 3) {
    rgb[at] = rgba[pixel]!;
    rgb[at + 1] = rgba[pixel + 1]!;
    rgb[at + 2] = rgba[pixel + 2]!;
  }
  return { rgb, width, height };
}

/** A copy at most `side` pixels on its longer side (the image itself where it is no larger). */
function scaledRgb(source: PhotonImage, side: number, orientation: number): Pixels {
  const width = source.get_width();
  const height = source.get_height();
  const scale = side / Math.max(width, height);
  if (scale >= 1) return rgbOf(source, orientation);
  const scaled = resize(source, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), SamplingFilter.Triangle);
  try {
    return rgbOf(scaled, orientation);
  } finally {
    scaled.free();
  }
}

type OneFace = { faceapi: FaceApi; tf: Tf; large: { dispose(): void }; box: InstanceType<FaceApi["Box"]>; landmarks: FaceLandmarks };

/**
 * Looks at a photo and, where it shows exactly one face, hands that face to `onFace`: its box in
 * the larger copy (`large`, at most `analysisSide` pixels) and its landmarks there. Null where the
 * server cannot tell: a photo larger than the decoding budget, or a library that does not load or run.
 */
async function lookAt<T>(
  assets: Fetcher,
  bytes: Uint8Array,
  format: ImageFormat,
  onFace: (face: OneFace, toImage: number) => Promise<T>,
): Promise<{ faces: number; found: T | null } | null> {
  const orientation = orientationOf(bytes, format);
  // Photon resizes far faster than TensorFlow.js on the CPU: the detector gets its own small copy.
  const pixels = decodeImage(bytes, (source) => ({
    side: Math.max(source.get_width(), source.get_height()),
    detect: scaledRgb(source, inputSize, orientation),
    recognise: scaledRgb(source, analysisSide, orientation),
  }));
  if (typeof pixels === "string") return null;
  try {
    const faceapi = await loadLibrary(assets);
    const tf = faceapi.tf as unknown as Tf;
    const tensor = ({ rgb, width, height }: Pixels) => tf.tensor3d(rgb, [height, width, 3], "int32");
    // Every tensor made while reading, the library's own among them, is released when it ends: an isolate reads many photos.
    tf.engine().startScope();
    try {
      // Each copy is in WebAssembly memory only while a network needs it (ADR 044): that memory never shrinks.
      const small = tensor(pixels.detect);
      const found = await faceapi.detectAllFaces(small as never, new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold }));
      small.dispose();
      if (found.length !== 1) return { faces: found.length, found: null };
      // The face's box in the larger copy, from which the other models see it at their own sizes.
      const box = found[0]!.box.rescale(pixels.recognise.width / pixels.detect.width);
      const large = tensor(pixels.recognise);
      const [face] = await faceapi.extractFaceTensors(large as never, [box]);
      const landmarks = (await faceapi.nets.faceLandmark68TinyNet.detectLandmarks(face as never)) as FaceLandmarks;
      face!.dispose();
      try {
        const toImage = pixels.side / Math.max(pixels.recognise.width, pixels.recognise.height);
        return { faces: 1, found: await onFace({ faceapi, tf, large, box, landmarks: landmarks.shiftBy(box.x, box.y) }, toImage) };
      } finally {
        large.dispose();
      }
    } finally {
      tf.engine().endScope();
    }
  } catch (error) {
    console.error("Faces could not be read on the server:", error);
    return null;
  }
}

/**
 * The faces of a photo the upload took, or null where the server cannot tell. Null never refuses a
 * photo; the buyer then confirms the set instead (ADR 036).
 */
export async function readFaces(assets: Fetcher, bytes: Uint8Array, format: ImageFormat): Promise<FaceReading | null> {
  const reading = await lookAt(assets, bytes, format, async ({ faceapi, large, landmarks }) => {
    const [aligned] = await faceapi.extractFaceTensors(large as never, [landmarks.align()]);
    // Out of WebAssembly memory before the largest net runs (ADR 044); a tensor released twice is released once.
    large.dispose();
    return (await faceapi.computeFaceDescriptor(aligned as never)) as Float32Array;
  });
  return reading && { faces: reading.faces, descriptor: reading.found };
}

const middle = (points: Array<{ x: number; y: number }>): Point => ({
  x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
  y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
});

/**
 * How far below the eyes the chin is, in eye-to-mouth distances. The tiny landmark model places the
 * eyes and the mouth surely, but the jaw's lowest point well below the chin on a smiling face, so
 * the chin is taken from the face's usual proportions: the mouth about 0.64 of the way from the
 * eyes to the chin.
 */
const chinByMouth = 1 / 0.64;

/**
 * Where the one face of an image is, in its pixels, by the 68 landmarks: the midpoint of the two
 * eyes, and the chin below them. Null where the image shows no face or several, or the server
 * cannot look.
 */
export async function locateFace(assets: Fetcher, bytes: Uint8Array, format: ImageFormat): Promise<FacePosition | null> {
  const reading = await lookAt(assets, bytes, format, async ({ landmarks }, toImage) => {
    const eyes = middle([...landmarks.getLeftEye(), ...landmarks.getRightEye()]);
    const mouth = middle(landmarks.getMouth());
    const chin = { x: eyes.x + (mouth.x - eyes.x) * chinByMouth, y: eyes.y + (mouth.y - eyes.y) * chinByMouth };
    const scaled = (point: Point) => ({ x: point.x * toImage, y: point.y * toImage });
    return { eyes: scaled(eyes), chin: scaled(chin) };
  });
  return reading?.found ?? null;
}
