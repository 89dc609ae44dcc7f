/**
 * The checks a selfie gets on the device before it is sent (docs/decisions/021-selfie-upload.md).
 * What the server refuses anyway (type, size, resolution, the same file twice) blocks the photo, and
 * so does what would make the headshots someone else's: more than one face, or a face that is not
 * the set's person (docs/decisions/035-same-person-on-the-device.md). What only lowers the
 * headshots' quality (no face found, a small or cut-off face, blur, bad light) marks it as
 * doubtful, and the buyer may still send it.
 */
import { facts } from "~/content/business";
import type { Descriptor, DetectFaces, Face } from "~/features/photos/imaging/face-detector.client";
import { measureCanvas, scaledCanvas } from "~/features/photos/imaging/on-device";
import { sniffFormat } from "~/features/photos/imaging/image-file";
import { refusalsOf, type ShownRefusal } from "./reasons";

export type CheckReason = ShownRefusal | "type" | "size" | "duplicate" | "someoneElse" | "small" | "edge" | "blurry" | "dark" | "bright";

/** `descriptor` is the photo's one face's, for the comparison with the rest of the set; null without one face. */
export type CheckResult = {
  verdict: "good" | "doubt" | "refuse";
  reasons: CheckReason[];
  faceChecks: boolean;
  descriptor: Descriptor | null;
};

const refusing: readonly CheckReason[] = ["type", "size", "tooSmall", "duplicate", "manyFaces", "someoneElse"];

export const verdictOf = (reasons: readonly CheckReason[]): CheckResult["verdict"] =>
  reasons.some((reason) => refusing.includes(reason)) ? "refuse" : reasons.length > 0 ? "doubt" : "good";

/** Thresholds, measured on the photographs in the tests (README, "Selfie upload"). */
export const checkLimits = {
  /** The face's height as a share of the image's long side: below it the face is a small part of a long shot. */
  minFaceShare: 0.2,
  /**
   * Variance of the Laplacian of the grey image in its sharpest tile, measured as the photo reviews
   * measure it (`measurePixels`): below it, the photo is blurry (a sharp portrait measures in the
   * hundreds, the same blurred by 4 px under 10).
   */
  minSharpness: 20,
  /** Mean brightness, 0 to 255: below it, too dark. */
  minBrightness: 50,
  /** The share of blown-out pixels (250 or more) above which a photo is too bright. */
  maxClipped: 0.12,
} as const;

/**
 * Checks `file`; `seen` holds the hashes of the photos already chosen (the file's is added).
 * `detect` is null when the face detector could not load: then only the other checks run.
 */
export async function checkPhoto(file: File, seen: Set<string>, detect: DetectFaces | null): Promise<CheckResult> {
  const reasons: CheckReason[] = [];
  const result = (faceChecks: boolean, descriptor: Descriptor | null = null): CheckResult => ({
    verdict: verdictOf(reasons),
    reasons,
    faceChecks,
    descriptor,
  });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (file.size > facts.upload.maxBytes) reasons.push("size");
  if (!sniffFormat(bytes.subarray(0, 64))) {
    reasons.push("type");
    return result(false);
  }
  const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const duplicate = seen.has(hash);
  seen.add(hash);

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    reasons.push("type");
    return result(false);
  }
  const size = { width: bitmap.width, height: bitmap.height };
  const canvas = scaledCanvas(bitmap);
  bitmap.close();
  const faces = detect ? await detect(canvas) : null;
  // In the server's order (reasons.ts): several faces are the reason on their own, before anything else it finds.
  const shown = refusalsOf(faces?.length ?? null, size);
  reasons.push(...shown);
  if (shown[0] === "manyFaces") return result(true);
  if (duplicate) reasons.push("duplicate");

  const { brightness, highlights, sharpness } = measureCanvas(canvas);
  if (brightness < checkLimits.minBrightness) reasons.push("dark");
  if (highlights > checkLimits.maxClipped) reasons.push("bright");
  if (sharpness < checkLimits.minSharpness) reasons.push("blurry");

  if (faces?.length !== 1) return result(faces !== null);
  const [face] = faces as [Face];
  if (face.height / Math.max(canvas.width, canvas.height) < checkLimits.minFaceShare) reasons.push("small");
  // A box that reaches past the image, or touches its edge, holds a face the edge cuts.
  const margin = 2;
  if (face.x < margin || face.y < margin || face.x + face.width > canvas.width - margin || face.y + face.height > canvas.height - margin) {
    reasons.push("edge");
  }
  return result(true, face.descriptor);
}

/** The descriptor of the one face of a photo already stored, or null when it has not exactly one. */
export async function describeStored(image: Blob, detect: DetectFaces): Promise<Descriptor | null> {
  const bitmap = await createImageBitmap(image, { imageOrientation: "from-image" });
  const canvas = scaledCanvas(bitmap);
  bitmap.close();
  const faces = await detect(canvas);
  return faces.length === 1 ? faces[0]!.descriptor : null;
}
