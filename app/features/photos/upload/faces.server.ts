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
import { crop, decodeImage, resizedPixels, SamplingFilter, type PhotonImage } from "~/features/photos/photon.server";
import { scaledRgb, type RgbaPixels } from "~/features/photos/imaging/resample";
import { storedRect, uprightPixels, type Rect } from "~/features/photos/imaging/upright";
import { orientationOf, type ImageFormat } from "~/features/photos/imaging/image-file";
import { eyesOpenOf } from "~/features/photos/imaging/measurements";
import { runInSteps, type StepTf } from "./detector-in-steps.server";
import { bytesOf, recogniseInSteps, type RecognitionTf, type Weights } from "./recognition-in-steps.server";
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
 * The longest side of the copy the landmarks and recognition models cut each face from, so that a
 * face in a waist-up portrait keeps well over the recognition model's 150 pixels. Only the part of
 * that copy around the face is ever made (ADR 055).
 */
const analysisSide = 1024;
// The device's settings (face-detector.client.ts), so that both count the same faces.
const inputSize = 416;
const scoreThreshold = 0.5;
const models = ["face_landmark_68_tiny_model", "face_recognition_model"] as const;

let detector: Promise<FaceApi> | undefined;
let library: Promise<FaceApi> | undefined;

/**
 * The library with its detector, loaded once per isolate; a failed load is tried again next time.
 * Counting faces needs nothing more, and the review's first photo has no room for the other two
 * models (ADR 061).
 */
function loadDetector(assets: Fetcher): Promise<FaceApi> {
  detector ??= (async () => {
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
    const weights = await weightsOf(assets, "tiny_face_detector_model");
    faceapi.nets.tinyFaceDetector.loadFromWeightMap(tf.io.decodeWeights(weights.bytes, weights.specs) as never);
    runInSteps(tf, faceapi.nets.tinyFaceDetector);
    return faceapi;
  })().catch((error: unknown) => {
    detector = undefined;
    throw error;
  });
  return detector;
}

/** The library with its three models, loaded once per isolate; a failed load is tried again next time. */
function loadLibrary(assets: Fetcher): Promise<FaceApi> {
  library ??= (async () => {
    const faceapi = await loadDetector(assets);
    const tf = faceapi.tf as unknown as Tf;
    const [landmarks, recognition] = await Promise.all(models.map((model) => weightsOf(assets, model)));
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
  const specs = manifest.flatMap((group) => group.weights);
  // The shards are read straight into the one buffer the isolate keeps, not each into a buffer of its own first.
  const whole = new Uint8Array(specs.reduce((sum, spec) => sum + bytesOf(spec), 0));
  let offset = 0;
  for (const name of manifest.flatMap((group) => group.paths)) {
    const reader = (await file(name)).body!.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      whole.set(chunk.value, offset);
      offset += chunk.value.length;
    }
  }
  if (offset !== whole.length) throw new Error(`Face model ${model}: ${offset} bytes where its manifest says ${whole.length}`);
  return { bytes: whole.buffer, specs };
}

type Pixels = { rgb: Int32Array; width: number; height: number };

/** RGBA `pixels` of `size` as RGB values, as the library's tensors take them, upright as the EXIF orientation says. */
function rgbOf(pixels: Uint8Array, size: { width: number; height: number }, orientation: number): Pixels {
  const { data: rgba, width, height } = uprightPixels(pixels, size.width, size.height, orientation);
  const rgb = new Int32Array((rgba.length / 4) * 3);
  for (let pixel = 0, at = 0; pixel < rgba.length; pixel += 4, at += 3) {
    rgb[at] = rgba[pixel]!;
    rgb[at + 1] = rgba[pixel + 1]!;
    rgb[at + 2] = rgba[pixel + 2]!;
  }
  return { rgb, width, height };
}

/** The size of a copy at most `side` pixels on its longer side (the image's own where it is no larger), as stored. */
function scaledSize(width: number, height: number, side: number) {
  const scale = side / Math.max(width, height);
  if (scale >= 1) return { width, height };
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Size = { width: number; height: number };

/** A copy of `source` at `size` (the image itself where it is that size already). */
function photonCopy(source: PhotonImage, size: Size, orientation: number): Pixels {
  const same = size.width === source.get_width() && size.height === source.get_height();
  return rgbOf(same ? source.get_raw_pixels() : resizedPixels(source, size.width, size.height, SamplingFilter.Triangle), size, orientation);
}

/**
 * Where the part `upright` of the upright copy at `size` of a photo `stored` in size lies in the
 * photo's own pixels, as stored, and that part's size in the copy, as stored.
 */
function partOf(stored: Size, size: Size, upright: Rect, orientation: number): { cut: Rect; size: Size } {
  const part = storedRect(upright, size.width, size.height, orientation);
  const across = stored.width / size.width;
  const down = stored.height / size.height;
  return {
    cut: {
      x: Math.floor(part.x * across),
      y: Math.floor(part.y * down),
      right: Math.min(stored.width, Math.ceil(part.right * across)),
      bottom: Math.min(stored.height, Math.ceil(part.bottom * down)),
    },
    size: { width: part.right - part.x, height: part.bottom - part.y },
  };
}

/**
 * A photo decoded by Photon from its file: a part is cut from it at full size, then scaled as the
 * whole copy is, so that no copy of the whole photo at that size is ever made.
 */
function photonSource(source: PhotonImage, orientation: number): Source {
  const stored = { width: source.get_width(), height: source.get_height() };
  return {
    ...stored,
    copy: (size, upright) => {
      if (!upright) return photonCopy(source, size, orientation);
      const part = partOf(stored, size, upright, orientation);
      const cut = crop(source, part.cut.x, part.cut.y, part.cut.right, part.cut.bottom);
      try {
        return photonCopy(cut, part.size, orientation);
      } finally {
        cut.free();
      }
    },
  };
}

/**
 * An image held decoded and upright, as its pixels and smaller copies of them made already: each
 * copy is scaled in JavaScript (resample.ts) from the smallest of them that is no smaller than it.
 */
function heldSource(image: RgbaPixels, smaller: readonly RgbaPixels[]): Source {
  const whole = (size: Size): Rect => ({ x: 0, y: 0, right: size.width, bottom: size.height });
  const levels = [...smaller, image].sort((a, b) => a.width - b.width);
  return {
    width: image.width,
    height: image.height,
    copy: (size, upright = whole(size)) => {
      const from = levels.find((level) => level.width >= size.width && level.height >= size.height) ?? image;
      const part = partOf(from, size, upright, 1);
      return { rgb: scaledRgb(from, part.cut, part.size), ...part.size };
    },
  };
}

/**
 * `pixels` as a tensor, to be disposed of as soon as the nets have read it: in WebAssembly memory, which
 * never shrinks (ADR 044), it should hold one at a time.
 */
function tensorOf(tf: Tf, { rgb, width, height }: Pixels) {
  return tf.tensor3d(rgb, [height, width, 3], "int32");
}

/** What the detector reads: a decoded photo's copy at most `inputSize` (or `side`) pixels on its longer side, upright. */
export type DetectorCopy = Pixels;

/** The detector's copy of a decoded photo, which may be freed once it is made; `orientation` is the file's EXIF orientation. */
export function detectorCopy(source: PhotonImage, orientation: number, side = inputSize): DetectorCopy {
  return photonCopy(source, scaledSize(source.get_width(), source.get_height(), side), orientation);
}

/**
 * The faces the detector finds in `copy`, made at `side`, with the device's settings; every tensor it
 * made is released when it ends.
 */
async function detect(faceapi: FaceApi, copy: DetectorCopy, side = inputSize) {
  const tf = faceapi.tf as unknown as Tf;
  tf.engine().startScope();
  try {
    const small = tensorOf(tf, copy);
    return await faceapi.detectAllFaces(small as never, new faceapi.TinyFaceDetectorOptions({ inputSize: side, scoreThreshold }));
  } finally {
    tf.engine().endScope();
  }
}

/**
 * How many faces the upload's detector finds in a photo's `detectorCopy`, without the models that
 * say whose face it is; null where the library does not load or run.
 */
export async function countFaces(assets: Fetcher, copy: DetectorCopy): Promise<number | null> {
  try {
    return (await detect(await loadDetector(assets), copy)).length;
  } catch (error) {
    console.error("Faces could not be counted on the server:", error);
    return null;
  }
}

type OneFace = { faceapi: FaceApi; tf: Tf; large: { dispose(): void }; box: InstanceType<FaceApi["Box"]>; landmarks: FaceLandmarks };

/**
 * A decoded photo: its size as stored, and its upright copy at `size` (as stored), or the part
 * `upright` of that copy.
 */
type Source = Size & { copy(size: Size, upright?: Rect): Pixels };

/** A photo to look at: `decode` hands it to `work`, or gives null where it cannot be decoded within the budget. */
type Photo = { decode<T>(work: (source: Source) => T): T | null };

/**
 * How to look: the detector's input sizes, each tried only where the one before found no face; and
 * the longest a face's box may be in the part the other models read (none: as the larger copy has it).
 */
type Look = { detectAt: readonly number[]; faceSide?: number };

/** The upload's look: the device's detector (face-detector.client.ts), so that both count the same faces. */
const selfieLook: Look = { detectAt: [inputSize] };

/**
 * Looks at a photo and, where it shows exactly one face, hands that face to `onFace`: its box in
 * `large`, the part of the larger copy (at most `analysisSide` pixels) around the face, and its
 * landmarks there, with `toImage`, which takes a point of `large` to the photo's own upright pixels.
 * Null where the server cannot tell: a photo larger than the decoding budget, or a library that
 * does not load or run.
 *
 * A photo from its file is decoded twice: once for the detector's small copy, and again, for a photo
 * with one face, for the part around it (ADR 055). Photon's memory, which never shrinks, then holds
 * the decoded photo and small copies only: the whole larger copy, and the resize that made it, took
 * 28 MB more of it at the decoding budget, and 10 MB more of TensorFlow.js's as a tensor.
 */
async function lookAt<T>(
  assets: Fetcher,
  photo: Photo,
  look: Look,
  onFace: (face: OneFace, toImage: (point: Point) => Point) => Promise<T>,
): Promise<{ faces: number; found: T | null } | null> {
  try {
    const faceapi = await loadLibrary(assets);
    const tf = faceapi.tf as unknown as Tf;
    // Every tensor made while reading, the library's own among them, is released when it ends: an isolate reads many photos.
    tf.engine().startScope();
    try {
      const seen = await findFaces(faceapi, photo, look.detectAt);
      if (!seen) return null;
      const { found, copy } = seen;
      if (found.length !== 1) return { faces: found.length, found: null };
      const { width, height } = copy.size;
      // Upright, the copies are turned as the detector's is.
      const turned = copy.detect.height !== scaledSize(width, height, copy.side).height;
      // The larger copy: at most analysisSide pixels, and where the look says, the face at most faceSide in it.
      const detected = found[0]!.box;
      const longest = Math.max(width, height);
      const faceInPhoto = (Math.max(detected.width, detected.height) * longest) / Math.max(copy.detect.width, copy.detect.height);
      const larger = scaledSize(
        width,
        height,
        Math.min(analysisSide, look.faceSide ? Math.floor((longest * look.faceSide) / faceInPhoto) : Infinity),
      );
      const upright = turned ? { width: larger.height, height: larger.width } : larger;
      // The face's box in the larger copy, from which the other models see it at their own sizes.
      const box = detected.rescale(upright.width / copy.detect.width);
      // The face with half its width and height around it: room for the aligned face the recognition model reads.
      const around: Rect = {
        x: Math.max(0, Math.floor(box.x - box.width / 2)),
        y: Math.max(0, Math.floor(box.y - box.height / 2)),
        right: Math.min(upright.width, Math.ceil(box.right + box.width / 2)),
        bottom: Math.min(upright.height, Math.ceil(box.bottom + box.height / 2)),
      };
      const part = photo.decode((source) => source.copy(larger, around));
      if (!part) return null;
      const large = tensorOf(tf, part);
      const inPart = box.shift(-around.x, -around.y);
      const [face] = await faceapi.extractFaceTensors(large as never, [inPart]);
      const landmarks = (await faceapi.nets.faceLandmark68TinyNet.detectLandmarks(face as never)) as FaceLandmarks;
      face!.dispose();
      try {
        const toImage = Math.max(width, height) / Math.max(larger.width, larger.height);
        return {
          faces: 1,
          found: await onFace({ faceapi, tf, large, box: inPart, landmarks: landmarks.shiftBy(inPart.x, inPart.y) }, (point) => ({
            x: (point.x + around.x) * toImage,
            y: (point.y + around.y) * toImage,
          })),
        };
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
 * The faces the detector finds in `photo`, at each of the sizes `detectAt` in turn until one finds
 * any, and the copy it found them in (the photo's size, and the detector's upright copy at `side`);
 * null where the photo cannot be decoded.
 */
async function findFaces(faceapi: FaceApi, photo: Photo, detectAt: readonly number[]) {
  // Copies are made far faster outside TensorFlow.js on the CPU: the detector gets its own small copy.
  const detectCopy = (side: number) =>
    photo.decode((source) => ({
      side,
      size: { width: source.width, height: source.height },
      detect: source.copy(scaledSize(source.width, source.height, side)),
    }));
  let found: Awaited<ReturnType<typeof detect>> = [];
  let copy = null;
  for (const side of detectAt) {
    copy = detectCopy(side);
    if (!copy) return null;
    found = await detect(faceapi, copy.detect, side);
    if (found.length > 0) break;
  }
  return copy && { found, copy };
}

/** A photo's file, decoded within the budget each time it is looked at. */
function fromFile(bytes: Uint8Array, format: ImageFormat): Photo {
  const orientation = orientationOf(bytes, format);
  return {
    decode: (work) => {
      const result = decodeImage(bytes, (source) => work(photonSource(source, orientation)));
      return typeof result === "string" ? null : result;
    },
  };
}

/**
 * The faces of a photo the upload took, or null where the server cannot tell. Null never refuses a
 * photo; the buyer then confirms the set instead (ADR 036).
 */
export async function readFaces(assets: Fetcher, bytes: Uint8Array, format: ImageFormat): Promise<FaceReading | null> {
  const reading = await lookAt(assets, fromFile(bytes, format), selfieLook, descriptorOf);
  return reading && { faces: reading.faces, descriptor: reading.found };
}

/** The descriptor of the one face: `large` is released before the recognition net runs. */
async function descriptorOf({ faceapi, large, landmarks }: OneFace): Promise<Float32Array> {
  const [aligned] = await faceapi.extractFaceTensors(large as never, [landmarks.align()]);
  // Out of WebAssembly memory before the largest net runs (ADR 044); a tensor released twice is released once.
  large.dispose();
  return (await faceapi.computeFaceDescriptor(aligned as never)) as Float32Array;
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

/** Where the one face is, by the 68 landmarks: the midpoint of the two eyes, and the chin below them. */
function positionOf({ landmarks }: OneFace, toImage: (point: Point) => Point): FacePosition {
  const eyes = middle([...landmarks.getLeftEye(), ...landmarks.getRightEye()]);
  const mouth = middle(landmarks.getMouth());
  const chin = { x: eyes.x + (mouth.x - eyes.x) * chinByMouth, y: eyes.y + (mouth.y - eyes.y) * chinByMouth };
  return { eyes: toImage(eyes), chin: toImage(chin) };
}

/**
 * Where the one face of an image is, in its pixels ({@link positionOf}); `face` is null where the
 * image shows no face or several. Null where the server cannot look, which is not the same: a
 * headshot keeps only what was seen (ADR 049).
 */
export async function readFacePosition(
  assets: Fetcher,
  bytes: Uint8Array,
  format: ImageFormat,
): Promise<{ face: FacePosition | null } | null> {
  const reading = await lookAt(assets, fromFile(bytes, format), selfieLook, async (face, toImage) => positionOf(face, toImage));
  return reading && { face: reading.found };
}

/** How open the one face's eyes are, as the free review measures it. */
const eyesOf = ({ landmarks }: OneFace) => eyesOpenOf(landmarks.getLeftEye(), landmarks.getRightEye());

/**
 * The one face of a selfie, as the local generator frames its headshots around it: where it is
 * ({@link readFacePosition}), and how open its eyes are; null where the photo shows no face or
 * several, or the server cannot look.
 */
export async function locateFace(
  assets: Fetcher,
  bytes: Uint8Array,
  format: ImageFormat,
): Promise<{ position: FacePosition; eyesOpen: number } | null> {
  const reading = await lookAt(assets, fromFile(bytes, format), selfieLook, async (face, toImage) => ({
    position: positionOf(face, toImage),
    eyesOpen: eyesOf(face),
  }));
  return reading?.found ?? null;
}

/** The face a generated headshot shows: its box and position in the image's pixels, and its descriptor where it was asked for. */
export type HeadshotFace = {
  box: { x: number; y: number; right: number; bottom: number };
  position: FacePosition;
  /** How open the eyes are, as the free review measures it (`eyesOpenOf`). */
  eyesOpen: number;
  descriptor: Float32Array | null;
};

/**
 * How a generated headshot is looked at (docs/decisions/081-headshots-checked-before-they-count.md):
 * its one large face is found on a copy of 224 pixels, under a third of the work of the upload's 416
 * (where the largest faces were missed), and only an image in which that finds no face is looked at
 * again at 416, so that a smaller face is not taken for none. The recognition net reads the face at
 * most 224 pixels long, more than the 150 it takes, so that the part around a large face is a
 * fraction of the tensor it was; where only the landmarks are read, the face is at most the 112
 * pixels their net takes, a part that the thumbnail's pixels hold.
 */
const headshotDetectAt = [224, inputSize];
const headshotLook = (recognise: boolean): Look => ({ detectAt: headshotDetectAt, faceSide: recognise ? 224 : 112 });

/**
 * A generated headshot's faces, in one reading: their number and, for one face, where it is (in
 * `image`'s pixels) and, where `recognise` asks, whose it is (the recognition net, most of a
 * reading's work). `image` is the decoded image's pixels its caller holds (upright: it is stored
 * without metadata), not decoded again here, and `smaller` any smaller copies of them it made
 * already. Null where the server cannot look.
 */
export async function readHeadshot(
  assets: Fetcher,
  image: RgbaPixels,
  recognise: boolean,
  smaller: readonly RgbaPixels[],
): Promise<{ faces: number; face: HeadshotFace | null } | null> {
  const source = heldSource(image, smaller);
  const held: Photo = { decode: (work) => work(source) };
  const reading = await lookAt(assets, held, headshotLook(recognise), async (face, toImage): Promise<HeadshotFace> => {
    const corner = toImage({ x: face.box.x, y: face.box.y });
    const opposite = toImage({ x: face.box.right, y: face.box.bottom });
    const position = positionOf(face, toImage);
    return {
      box: { ...corner, right: opposite.x, bottom: opposite.y },
      position,
      eyesOpen: eyesOf(face),
      descriptor: recognise ? await descriptorOf(face) : null,
    };
  });
  return reading && { faces: reading.faces, face: reading.found };
}

/**
 * A generated headshot's faces as the detector alone sees them: their number and, for one face, its
 * box in `image`'s pixels. Null where the server cannot look. For an image framed around a face the
 * job knows (a local preview, cut around its selfie's face), whose face fills a third of the frame
 * or more: the detector looks at 160 pixels first, half the work of 224, and at 224 and 416 only
 * where that found no face.
 */
export async function detectHeadshot(
  assets: Fetcher,
  image: RgbaPixels,
  smaller: readonly RgbaPixels[],
): Promise<{ faces: number; box: HeadshotFace["box"] | null } | null> {
  try {
    const source = heldSource(image, smaller);
    const seen = await findFaces(await loadDetector(assets), { decode: (work) => work(source) }, [160, ...headshotDetectAt]);
    if (!seen) return null;
    const { found, copy } = seen;
    if (found.length !== 1) return { faces: found.length, box: null };
    const { x, y, right, bottom } = found[0]!.box;
    const scale = image.width / copy.detect.width;
    return { faces: 1, box: { x: x * scale, y: y * scale, right: right * scale, bottom: bottom * scale } };
  } catch (error) {
    console.error("Faces could not be counted on the server:", error);
    return null;
  }
}
