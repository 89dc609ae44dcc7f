/**
 * Why a photo is refused for what it shows and for its size: the one rule of the upload's checks on
 * the device (photo-checks.ts) and on the server (photos.server.ts), so that both give the same
 * reason for the same photo (docs/decisions/086-one-reason-for-a-photo.md).
 */

/** The short side a photo needs for a sharp headshot. */
export const minSide = 512;

/** A refusal by the photo's faces or its size, named as the server's replies name it. */
export type ShownRefusal = "manyFaces" | "noFace" | "tooSmall";

/**
 * The reasons that hold, first the one the server gives. The faces are counted first: a photo of
 * several people is refused for that alone, before its size and before whose face it shows (which
 * only a photo of one face is asked); then no face; then fewer than `minSide` pixels on the short
 * side. `faces` is null where they could not be counted: the photo then answers for its size alone.
 */
export function refusalsOf(faces: number | null, size: { width: number; height: number }): ShownRefusal[] {
  if (faces !== null && faces > 1) return ["manyFaces"];
  const reasons: ShownRefusal[] = faces === 0 ? ["noFace"] : [];
  if (Math.min(size.width, size.height) < minSide) reasons.push("tooSmall");
  return reasons;
}
