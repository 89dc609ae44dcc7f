/** Selfies for the upload page, made from the test portrait, and the page's form that sends them. */
import { multipartForm } from "./multipart-form.mjs";

/** `portrait` with one byte of its scan changed: another file to the upload, which refuses a photo twice. */
export const portraitVariant = (portrait, n) => {
  const copy = Buffer.from(portrait);
  copy[copy.length - 40 - n] = (copy[copy.length - 40 - n] + 1 + n) % 0xff;
  return copy;
};

/** The upload page's form for `photos` to the order. */
export function uploadForm(order, photos) {
  return multipartForm(
    { order, intent: "upload" },
    photos.map((bytes, i) => ["photos", `selfie-${i}.jpg`, bytes]),
  );
}
