/**
 * The face detector for the checks on the device: face-api's tiny face detector (ADR 021), with its
 * weights served from this site (/models/face/, copied from the package at build time). Loaded
 * only when a buyer chooses photos, never in a page's first load; a `.client` module, so that the
 * Worker's bundle never carries it.
 */
import * as faceapi from "@vladmandic/face-api";
import type { DetectFaces } from "./photo-checks";

export const modelPath = "/models/face";

// The bundled TensorFlow.js, whose backend functions the package's types leave out.
const tf = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };

export async function loadFaceDetector(): Promise<DetectFaces> {
  // WebGL where the browser has it; otherwise the slower CPU backend, which every browser has.
  const webgl = await tf.setBackend("webgl").catch(() => false);
  if (!webgl) await tf.setBackend("cpu");
  await tf.ready();
  await faceapi.nets.tinyFaceDetector.loadFromUri(modelPath);
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  return async (image) =>
    (await faceapi.detectAllFaces(image, options)).map(({ box }) => ({ x: box.x, y: box.y, width: box.width, height: box.height }));
}
