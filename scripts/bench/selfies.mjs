/** Selfies for the upload page, made from the test portrait, and the page's form that sends them. */
import { multipartForm } from "./multipart-form.mjs";

/**
 * `portrait` with one entry of its first quantisation table changed: another file to the upload,
 * which refuses a photo twice, and still a whole image (a byte changed in its scan may make it a
 * broken one, which the upload refuses), as tests/setup/photos.ts makes its variants.
 */
export const portraitVariant = (portrait, n) => {
  const copy = Buffer.from(portrait);
  let table = 2;
  while (!(copy[table] === 0xff && copy[table + 1] === 0xdb)) {
    if (copy[table] !== 0xff || table >= copy.length) throw new Error("a JPEG without a quantisation table before its data");
    table += 2 + ((copy[table + 2] << 8) | copy[table + 3]);
  }
  // Past the marker, its length and the table's precision and number: the finest detail's entry, last.
  const at = table + 5 + 63 - (n % 64);
  copy[at] = ((copy[at] - 1 + 1 + Math.floor(n / 64)) % 255) + 1;
  return copy;
};

/** The upload page's form for `photos` to the order. */
export function uploadForm(order, photos) {
  return multipartForm(
    { order, intent: "upload" },
    photos.map((bytes, i) => ["photos", `selfie-${i}.jpg`, bytes]),
  );
}
