/** The photos the review and the upload are measured with. */
import { PhotonImage, SamplingFilter, crop, resize } from "@cf-wasm/photon/node";
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/worker.mjs";
import { mb } from "./format.mjs";

/** The test portrait (about 1 megapixel): a man's face, which the upload's face checks accept. */
export const testPortrait = () => readFileSync(path.join(root, "tests/fixtures/photos/man-formal-portrait.jpg"));

/**
 * The test portrait, and a phone's 12-megapixel photo made from it: enlarged to
 * 4000 px wide and cut to 4000 × 3000 from its top, so that the face stays whole and undistorted.
 */
export function testPhotos() {
  const portrait = testPortrait();
  const source = PhotonImage.new_from_byteslice(portrait);
  const width = source.get_width();
  const height = source.get_height();
  const enlarged = resize(source, 4000, Math.round((4000 * height) / width), SamplingFilter.Triangle);
  const cut = crop(enlarged, 0, 0, 4000, 3000);
  const bytes = Buffer.from(cut.get_bytes_jpeg(85));
  for (const image of [source, enlarged, cut]) image.free();
  // Both reviews take photos up to 5 MB, the Worker's up to 16 megapixels too.
  if (bytes.length >= 5_000_000) throw new Error(`the 12-megapixel photo came out at ${bytes.length} bytes, over 5 MB`);
  return {
    portrait,
    small: { bytes: portrait, width, height, name: "1 MP", label: `1 MP portrait (${width} × ${height})` },
    large: { bytes, width: 4000, height: 3000, name: "12 MP", label: `12 MP photo (4000 × 3000, ${mb(bytes.length)})` },
  };
}
