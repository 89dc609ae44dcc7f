/**
 * The selfie upload: the upload page's JavaScript (first load, and the face checks loaded after it),
 * and ten photos of 5 MB in one request: its wall time against one such photo, and how far the
 * workerd processes' memory rises.
 */
import { firstLoadAssets, gzipTotal } from "../lib/first-load.mjs";
import { reportFirstPhoto } from "./first-photo.mjs";
import { factor, kb, mb, ms } from "./format.mjs";
import { wallTimeAndMemoryRise } from "./measure.mjs";
import { portraitVariant, uploadForm } from "./selfies.mjs";
import { publicDir } from "./site-worker.mjs";

// Grown to 5 MB with a segment that stripping removes: what a phone's large JPEG costs the Worker to read.
const selfie = (portrait, n) => {
  const copy = portraitVariant(portrait, n);
  const padding = [];
  for (let size = copy.length; size < 5 * 1024 * 1024 - 70_000; size += 65_537)
    padding.push(Buffer.from([0xff, 0xef, 0xff, 0xff]), Buffer.alloc(65_533, 0x20));
  return Buffer.concat([copy.subarray(0, 2), ...padding, copy.subarray(2)]);
};

/**
 * Measures uploads to `orderId` on `shop` in `session` (shopSession()), which bought it and was shown
 * `orderPage`, the order page's HTML; the selfies are made from `portrait`.
 */
export async function benchUpload({ report, shop, session: { browse, send }, orderId, orderPage, portrait }) {
  const uploadScripts = firstLoadAssets(orderPage).scripts;
  report("upload page: first-load JS (gzip)", gzipTotal(uploadScripts, publicDir), undefined, kb);
  reportFirstPhoto(
    report,
    "upload page",
    uploadScripts,
    ["photo-checks", "face-detector.client"],
    ["tiny_face_detector_model", "face_landmark_68_tiny_model", "face_recognition_model"],
  );

  async function timedUpload(count, from) {
    const form = await uploadForm(
      orderId,
      Array.from({ length: count }, (_, i) => selfie(portrait, from + i)),
    );
    return wallTimeAndMemoryRise(shop, async () => (await send(form), { bytes: form.body.length }));
  }
  // One photo first (the baseline, and the isolate warm), then it is removed by a new order... the
  // order takes ten: one, then nine more would not be ten in one request, so the one goes first to
  // a second order.
  const one = await timedUpload(1, 100);
  await browse("/create-headshot", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      order: orderId,
      intent: "remove",
      photo: /\/photos\/[0-9a-f-]{36}\/([0-9a-f-]{36})/.exec(await (await browse("/create-headshot")).text())?.[1] ?? "",
    }).toString(),
  });
  const ten = await timedUpload(10, 0);

  report("upload: one 5 MB photo, wall time (baseline)", one.wall, undefined, ms);
  report(`upload: ten 5 MB photos in one request (${mb(ten.bytes)}), wall time`, ten.wall, undefined, ms);
  report("upload: ten photos against ten times one", ten.wall / (10 * one.wall), undefined, factor);
  report("upload: workerd memory rise, one photo", one.rise, undefined, mb);
  report("upload: workerd memory rise, ten photos", ten.rise, undefined, mb);
}
