/**
 * The photo sent without JavaScript, decoded in the Worker with Photon (the generator's image
 * library) and measured as the browser measures it, minus the faces. Its bytes live only while the
 * request runs.
 */
import { resize, SamplingFilter } from "~/features/photos/photon.server";
import { facts } from "~/content/business";
import { decodeImage, type DecodeRefusal } from "~/features/photos/photon.server";
import { orientationOf } from "~/features/photos/imaging/image-file";
import { uprightPixels } from "~/features/photos/imaging/upright";
import { analysisSide, measurePixels, type Measurements } from "~/features/photos/imaging/measurements";

export type ReviewRefusal = "missing" | "tooLarge" | DecodeRefusal;

/** The photo's measurements without the faces, from its bytes; the photo is not kept. */
export function measureUpload(bytes: Uint8Array | null): { measurements: Measurements; small: Uint8Array } | ReviewRefusal {
  if (!bytes) return "missing";
  if (bytes.length > facts.upload.maxBytes) return "tooLarge";
  return decodeImage(bytes, (source, { format, width: shownWidth, height: shownHeight }) => {
    const width = source.get_width();
    const height = source.get_height();
    const scale = Math.min(1, analysisSide / Math.min(width, height));
    const scaled = resize(source, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)), SamplingFilter.Triangle);
    try {
      const upright = uprightPixels(scaled.get_raw_pixels(), scaled.get_width(), scaled.get_height(), orientationOf(bytes, format));
      return {
        measurements: {
          image: { width: shownWidth, height: shownHeight, format, bytes: bytes.length },
          pixels: measurePixels(upright.data, upright.width, upright.height),
          faces: null,
        },
        // For the vision model: the scaled photo, upright, as a small JPEG.
        small: scaled.get_bytes_jpeg(80),
      };
    } finally {
      scaled.free();
    }
  });
}
