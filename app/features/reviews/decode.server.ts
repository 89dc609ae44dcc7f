/**
 * The photo sent without JavaScript, decoded in the Worker with Photon (the generator's image
 * library), measured as the browser measures it, and its faces counted as the upload counts them
 * (docs/decisions/061-reviews-refuse-what-the-upload-refuses.md). Its bytes live only while the
 * request runs.
 */
import { facts } from "~/content/business";
import { decodeImage, PhotonImage, resizedPixels, SamplingFilter, type DecodeRefusal } from "~/features/photos/photon.server";
import { orientationOf } from "~/features/photos/imaging/image-file";
import { uprightPixels } from "~/features/photos/imaging/upright";
import { analysisSize, measurePixels, type Measurements } from "~/features/photos/imaging/measurements";
import { countFaces, detectorCopy, type DetectorCopy } from "~/features/photos/upload/faces.server";

export type ReviewRefusal = "missing" | "tooLarge" | DecodeRefusal;

type Decoded = { measurements: Measurements; small: Uint8Array };

/**
 * The photo decoded once, for its measurements but the faces, the small JPEG for the vision model,
 * and the detector's copy, which counts them.
 */
export function decodeUpload(bytes: Uint8Array | null): (Decoded & { detect: DetectorCopy }) | ReviewRefusal {
  if (!bytes) return "missing";
  if (bytes.length > facts.upload.maxBytes) return "tooLarge";
  const decoded = decodeImage(bytes, (source, { format, width: shownWidth, height: shownHeight }) => {
    const orientation = orientationOf(bytes, format);
    const { width: scaledWidth, height: scaledHeight } = analysisSize(source.get_width(), source.get_height());
    return {
      image: { width: shownWidth, height: shownHeight, format, bytes: bytes.length },
      detect: detectorCopy(source, orientation),
      upright: uprightPixels(
        resizedPixels(source, scaledWidth, scaledHeight, SamplingFilter.Triangle),
        scaledWidth,
        scaledHeight,
        orientation,
      ),
    };
  });
  if (typeof decoded === "string") return decoded;
  const { image, detect, upright } = decoded;
  // Made once the photo is freed, in the room its decoding left.
  const scaled = new PhotonImage(upright.data, upright.width, upright.height);
  try {
    return {
      measurements: { image, pixels: measurePixels(upright.data, upright.width, upright.height), faces: null },
      small: scaled.get_bytes_jpeg(80),
      detect,
    };
  } finally {
    scaled.free();
  }
}

/**
 * The photo's measurements from its bytes; the photo is not kept. Of the faces only their number is
 * read, and only a number the upload refuses is kept (no face, or more than one): one face leaves
 * the face checks to the device, as does a library that cannot count.
 */
export async function measureUpload(assets: Fetcher, bytes: Uint8Array | null): Promise<Decoded | ReviewRefusal> {
  const decoded = decodeUpload(bytes);
  if (typeof decoded === "string") return decoded;
  const { measurements, small, detect } = decoded;
  const count = await countFaces(assets, detect);
  return { measurements: { ...measurements, faces: count === null || count === 1 ? null : { count, face: null } }, small };
}
