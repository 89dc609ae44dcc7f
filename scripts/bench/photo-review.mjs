/**
 * The photo review, on the LinkedIn page (the résumé review is the same tool with a country): its
 * page's first-load JavaScript and what a visitor's first photo fetches after it, the Worker's review
 * without JavaScript as workerd CPU per request against rendering /, and workerd's memory rise for
 * one legitimate photo against ten hostile files in a row.
 */
import { decodeBudgetFigures } from "../lib/decode-budget.mjs";
import { firstLoadAssets, gzipTotal } from "../lib/first-load.mjs";
import { startMiniflare } from "../lib/worker.mjs";
import { reportFirstPhoto } from "./first-photo.mjs";
import { factor, kb, mb, ms } from "./format.mjs";
import { measure } from "./measure.mjs";
import { multipartForm } from "./multipart-form.mjs";
import { benchDist, productionBindings, publicDir } from "./site-worker.mjs";
import { fetchFrom } from "./workerd.mjs";

export const reviewPath = "/linkedin-photo-review";

/**
 * Measures the review on the site's Worker `site` with `photos` (testPhotos()); `renderHomeCpu` is
 * the workerd CPU per request of rendering / on it.
 */
export async function benchPhotoReview({ report, site, photos: { portrait, small, large }, renderHomeCpu }) {
  const reviewPage = await fetchFrom(site)(reviewPath);
  if (reviewPage.status !== 200) throw new Error(`${reviewPath} answered ${reviewPage.status}`);
  const reviewScripts = firstLoadAssets(reviewPage.body).scripts;
  report(`first-load JS ${reviewPath} (gzip)`, gzipTotal(reviewScripts, publicDir), undefined, kb);
  const reviewModels = ["tiny_face_detector_model", "face_landmark_68_tiny_model", "face_expression_model"];
  reportFirstPhoto(report, "review page", reviewScripts, ["on-device", "face-detector.client"], reviewModels);

  /**
   * The review without JavaScript: the photo form posted to the page, which answers with the review.
   * Each request from another address (in 198.18.0.0/15, kept for benchmarks): the Worker lets one
   * client have 20 reviews in ten minutes.
   */
  let client = 0;
  async function reviewWithoutScript(form) {
    client += 1;
    const response = await site.dispatchFetch(`http://localhost${reviewPath}`, {
      method: "POST",
      body: form.body,
      headers: {
        ...form.headers,
        "Accept-Language": "en-US",
        "Sec-Fetch-Site": "same-origin",
        "CF-Connecting-IP": `198.18.${client >> 8}.${client & 0xff}`,
      },
    });
    const page = await response.text();
    if (response.status !== 200 || !page.includes('class="review__result"'))
      throw new Error(`the review without JavaScript answered ${response.status} without a review`);
  }
  // The Worker decodes at most 4 megapixels: the 12-megapixel photo is measured on the device (review-on-device.mjs).
  for (const photo of [small]) {
    const form = await multipartForm({}, [["photo", "photo.jpg", photo.bytes]]);
    const { cpu } = await measure(site, () => reviewWithoutScript(form), { warmup: 3, requests: 20 });
    report(`review without JavaScript, ${photo.label}: workerd CPU per request`, cpu, undefined, ms);
    report(
      `review without JavaScript, ${photo.name}: against rendering / (workerd CPU per request)`,
      cpu / renderHomeCpu,
      undefined,
      factor,
    );
  }

  // The decoding budget: workerd's memory for a legitimate photo against ten hostile files in a row.
  const decodeFigures = await decodeBudgetFigures({
    start: () => startMiniflare({ dist: benchDist, bindings: productionBindings }),
    post: async (instance, bytes, n) => {
      const form = await multipartForm({}, [["photo", "photo.jpg", bytes]]);
      const response = await instance.dispatchFetch(`http://localhost${reviewPath}`, {
        method: "POST",
        body: form.body,
        headers: { ...form.headers, "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `198.19.${n >> 8}.${n & 0xff}` },
      });
      await response.arrayBuffer();
      return response.status;
    },
    portrait,
    twelveMegapixels: large.bytes,
  });
  const legitimateRise = Math.max(decodeFigures[0].rise, decodeFigures[1].rise);
  for (const [i, { label, rise }] of decodeFigures.entries())
    report(`review without JavaScript, ${label}: workerd memory rise`, rise, i < 2 ? undefined : legitimateRise + 8 * 1024 * 1024, mb);
}
