/**
 * The review on the device, in Chromium on the site's Worker over HTTP: the 12-megapixel photo as
 * the first photo (the face library loading) and later, against the 1-megapixel portrait's.
 */
import { chromium } from "@playwright/test";
import { factor, seconds } from "./format.mjs";
import { median } from "./measure.mjs";
import { reviewPath } from "./photo-review.mjs";

/** Measures the review on `site` with the `small` and `large` photos of testPhotos(). */
export async function benchReviewOnDevice({ report, site, small, large }) {
  // Without a GPU (as the e2e tests run it) the face library's WebGL runs in software: the seconds
  // are this machine's, the ratios the figures to compare.
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  const tab = await browser.newPage({ locale: "en-US" });
  await tab.goto(new URL(reviewPath, await site.ready).href);
  await tab.locator("html[data-hydrated]").waitFor({ state: "attached" });
  /** Wall time (ms) from choosing `photo` to its review on the page, told from the review before by the size it names. */
  async function reviewOnDevice(photo) {
    const start = performance.now();
    await tab.locator("#review-photo").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: photo.bytes });
    await tab.waitForFunction(
      (size) => globalThis.document.querySelector(".review__result .review__source")?.textContent?.includes(size),
      `${photo.width} × ${photo.height}`,
      { polling: "raf", timeout: 120_000 },
    );
    const wall = performance.now() - start;
    // Without the face library the review still shows, unmeasured faces noted: a time without its work.
    if ((await tab.locator(".review__result .review__notice").count()) > 0) throw new Error("the review in Chromium measured no faces");
    return wall;
  }
  // The first photo loads the face library and its models; the later ones alternate, so that each
  // review names another size than the one it replaces, and the medians are taken.
  const firstReview = await reviewOnDevice(large);
  const warmReviews = { small: [], large: [] };
  for (let i = 0; i < 7; i++) {
    warmReviews.small.push(await reviewOnDevice(small));
    warmReviews.large.push(await reviewOnDevice(large));
  }
  await browser.close();
  const twoPlaces = (value) => seconds(value, 2);
  const onDevice = { small: median(warmReviews.small), large: median(warmReviews.large) };
  report(`review on the device (Chromium), ${small.label}, model warm (baseline)`, onDevice.small, undefined, twoPlaces);
  report(`review on the device (Chromium), ${large.label}, model warm`, onDevice.large, undefined, twoPlaces);
  report(
    `review on the device: ${large.name}, model warm, against the ${small.name} review`,
    onDevice.large / onDevice.small,
    undefined,
    factor,
  );
  report(`review on the device (Chromium), ${large.name}, first photo (loads the library and models)`, firstReview, undefined, twoPlaces);
  report(
    `review on the device: ${large.name}, first photo, against the ${small.name} review`,
    firstReview / onDevice.small,
    undefined,
    factor,
  );
}
