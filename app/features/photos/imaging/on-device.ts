/**
 * Measuring a photo in the browser: the upload's checks and the reviews draw it scaled to the
 * analysis size on a canvas and measure the same pixels the Worker measures without JavaScript.
 */
import { facts } from "~/content/business";
import { sniffFormat } from "./image-file";
import type { AnalyzeFaces } from "./face-detector.client";
import { analysisSide, measurePixels, type Measurements, type PixelMeasurements, type Box } from "./measurements";

/** The image drawn with its short side at most `side` pixels. */
export function scaledCanvas(bitmap: ImageBitmap, side = analysisSide): HTMLCanvasElement {
  const scale = Math.min(1, side / Math.min(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d")!;
  // Smoothed as the Worker's resampling smooths, so that both measure the same sharpness.
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas;
}

export function measureCanvas(canvas: HTMLCanvasElement, face?: Box | null): PixelMeasurements {
  const { width, height } = canvas;
  const { data } = canvas.getContext("2d", { willReadFrequently: true })!.getImageData(0, 0, width, height);
  return measurePixels(data, width, height, face);
}

export type OnDeviceRefusal = "type" | "size";

/**
 * The review's measurements of `file`; `analyze` is null when the face library could not load, and
 * then the faces stay unmeasured, as without JavaScript.
 */
export async function measureOnDevice(file: File, analyze: AnalyzeFaces | null): Promise<Measurements | OnDeviceRefusal> {
  if (file.size > facts.upload.maxBytes) return "size";
  const format = sniffFormat(new Uint8Array(await file.slice(0, 64).arrayBuffer()));
  if (!format) return "type";
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => null);
  if (!bitmap) return "type";
  const image = { width: bitmap.width, height: bitmap.height, format, bytes: file.size };
  const canvas = scaledCanvas(bitmap);
  bitmap.close();
  const faces = analyze ? await analyze(canvas).catch(() => null) : null;
  return { image, pixels: measureCanvas(canvas, faces?.face?.box), faces };
}
