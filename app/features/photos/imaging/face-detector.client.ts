/**
 * The face library of the checks on the device, for the upload and the photo reviews:
 * face-api's tiny face detector (ADR 021) and its tiny 68-point landmark model; for the upload its
 * recognition model, which tells whether two faces are one person's (ADR 035), and for the reviews
 * its expression model (ADR 026). Their weights are served from this site (/models/face/, copied
 * from the package at build time). Loaded only when a visitor chooses a photo, never in a page's
 * first load; a `.client` module, so that the Worker's bundle never carries it.
 */
import * as faceapi from "@vladmandic/face-api";
import { eyesOpenOf, type FaceMeasurements } from "./measurements";

export const modelPath = "/models/face";

export type FaceBox = { x: number; y: number; width: number; height: number };
/** A face's 128-number descriptor from face-api's recognition model. */
export type Descriptor = ArrayLike<number>;
export type Face = FaceBox & { descriptor: Descriptor };
/** The face detector: the faces in the image, their boxes in its pixels, with their descriptors. */
export type DetectFaces = (image: HTMLCanvasElement) => Promise<Face[]>;

// The bundled TensorFlow.js, whose backend functions the package's types leave out.
const tf = faceapi.tf as unknown as {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  setWasmPaths(prefix: string): void;
  env(): { set(flag: string, value: boolean): void };
};

const detectorOptions = () => new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });

async function prepare(): Promise<void> {
  // The server's kernels, TensorFlow.js's WebAssembly ones, so that the device and the server read a
  // face to the same numbers (docs/decisions/046-faces-on-webassembly-on-the-device.md); WebGL, then
  // the CPU, only where a browser cannot run them. Its files are served beside the weights. Threads
  // would need a cross-origin isolated page, which this site's pages are not.
  tf.setWasmPaths(`${modelPath}/`);
  tf.env().set("WASM_HAS_MULTITHREAD_SUPPORT", false);
  for (const backend of ["wasm", "webgl", "cpu"]) {
    if (await tf.setBackend(backend).catch(() => false)) break;
  }
  await tf.ready();
  await faceapi.nets.tinyFaceDetector.loadFromUri(modelPath);
}

export async function loadFaceDetector(): Promise<DetectFaces> {
  await prepare();
  // The recognition model aligns a face by its landmarks: the tiny ones, which the reviews load too,
  // separate the fixtures' people (ADR 035) at a fifth of the full model's weight.
  await Promise.all([faceapi.nets.faceLandmark68TinyNet.loadFromUri(modelPath), faceapi.nets.faceRecognitionNet.loadFromUri(modelPath)]);
  const options = detectorOptions();
  return async (image) =>
    (await faceapi.detectAllFaces(image, options).withFaceLandmarks(true).withFaceDescriptors()).map(
      ({ detection: { box }, descriptor }) => ({
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        descriptor,
      }),
    );
}

export type AnalyzeFaces = (image: HTMLCanvasElement) => Promise<FaceMeasurements>;

type Point = { x: number; y: number };
const centre = (points: Point[]) => ({
  x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
  y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
});

/** The faces of a photo for the reviews: how many, and the largest one's box, eye line, tilt, open eyes and expression. */
export async function loadFaceAnalyzer(): Promise<AnalyzeFaces> {
  await prepare();
  await Promise.all([faceapi.nets.faceLandmark68TinyNet.loadFromUri(modelPath), faceapi.nets.faceExpressionNet.loadFromUri(modelPath)]);
  const options = detectorOptions();
  return async (image) => {
    const found = await faceapi.detectAllFaces(image, options).withFaceLandmarks(true).withFaceExpressions();
    const largest = found.sort((a, b) => b.detection.box.area - a.detection.box.area)[0];
    if (!largest) return { count: 0, face: null };
    const { width, height } = image;
    const { box } = largest.detection;
    const points = largest.landmarks.positions;
    const left = points.slice(36, 42);
    const right = points.slice(42, 48);
    const [leftCentre, rightCentre] = [centre(left), centre(right)];
    const eyes = centre([leftCentre, rightCentre]);
    const felt = largest.expressions;
    return {
      count: found.length,
      face: {
        box: { x: box.x / width, y: box.y / height, width: box.width / width, height: box.height / height },
        eyes: { x: eyes.x / width, y: eyes.y / height },
        roll: (Math.atan2(rightCentre.y - leftCentre.y, rightCentre.x - leftCentre.x) * 180) / Math.PI,
        eyesOpen: eyesOpenOf(left, right),
        expression: {
          happy: felt.happy,
          neutral: felt.neutral,
          surprised: felt.surprised,
          negative: Math.min(1, felt.angry + felt.sad + felt.fearful + felt.disgusted),
        },
      },
    };
  };
}
