/**
 * The photo review on both review pages: the photo form, and once there is a review, the review,
 * the offer and the report form (./review-result.tsx). With JavaScript the photo is measured on
 * the device (faces included) and never sent; without it the same form posts the photo, and the
 * Worker measures all but the faces, of which it counts only how many there are
 * (docs/decisions/026-photo-review-scores.md, 061-reviews-refuse-what-the-upload-refuses.md).
 */
import { useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { Suspense, useMemo, useState, type FormEvent } from "react";
import type { AnalyzeFaces } from "~/features/photos/imaging/face-detector.client";
import { useChrome } from "~/features/chrome/chrome";
import { lazyPart } from "~/utils/lazy";
import { createTranslator, type Translator } from "~/utils/translate";
import { countryCodes, type CountryCode } from "~/content/countries";
import type { Shown } from "./review-result";
import type { ReviewActionData, ReviewFailure, ReviewPageData } from "./review.server";
import type { ReviewStrings } from "./words";

let analyzer: Promise<AnalyzeFaces | null> | undefined;
// Loaded once per page, on the first photo: the face library never weighs on the first load.
const faceAnalyzer = () =>
  (analyzer ??= import("~/features/photos/imaging/face-detector.client").then(
    (module) => module.loadFaceAnalyzer(),
    () => null,
  ));

// The review, its scoring and the report's form (with the form library) show only once a photo is
// chosen: fetched then, beside the face library. Where the server reviewed the photo (a form posted
// without JavaScript), its answer holds them already (entry.server.tsx).
const reviewResult = () => import("./review-result");
const ReviewResult = lazyPart(() => reviewResult().then((module) => module.ReviewResult));

export function ReviewTool() {
  const page = useLoaderData() as ReviewPageData;
  const { tool, edgeCountry } = page;
  const t = useMemo(() => createTranslator(page.review), [page.review]);
  const answer = useActionData() as ReviewActionData | undefined;
  const { track } = useChrome();
  const navigation = useNavigation();

  const served =
    answer?.kind === "review" || (answer?.kind === "report" && answer.measurements)
      ? { measurements: answer.measurements!, onDevice: false, country: answer.country }
      : null;
  // The country the visitor sent, or none, stands (a refused photo's too); only a first visit takes the edge's.
  const sent = served ? served.country : answer?.kind === "refused" ? answer.country : undefined;
  const [onDevice, setOnDevice] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<ReviewFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [country, setCountry] = useState<CountryCode | null>(sent === undefined ? edgeCountry : sent);
  const shown = onDevice ?? served;
  const adviser = useFetcher<ReviewActionData>();
  const advice = onDevice
    ? adviser.data?.kind === "advice"
      ? adviser.data.advice
      : null
    : answer?.kind === "review"
      ? answer.advice
      : null;
  const shownFailure =
    failure ??
    (answer?.kind === "refused"
      ? answer.reason
      : answer?.kind === "report" && !answer.measurements && !answer.sent
        ? "measurements"
        : null);

  async function reviewOnDevice(file: File) {
    setBusy(true);
    setFailure(null);
    track("review-started", { tool });
    // A failure shows where the review would be (lazyPart), not as the photo's.
    reviewResult().catch(() => undefined);
    try {
      const [{ measureOnDevice }, analyze, { reviewPhoto }] = await Promise.all([
        import("~/features/photos/imaging/on-device"),
        faceAnalyzer(),
        import("./scores"),
      ]);
      const measured = await measureOnDevice(file, analyze);
      if (typeof measured === "string") {
        // The error replaces the last photo's review: it would read as this file's.
        setOnDevice(null);
        setFailure(measured === "size" ? "tooLarge" : "type");
        return;
      }
      setOnDevice({ measurements: measured, onDevice: true });
      const { overall } = reviewPhoto(measured, tool, country);
      track("review-shown", { tool, ...(overall === null ? {} : { overall }), faces: measured.faces !== null });
      if (page.advice) {
        const small = await smallCopy(file);
        if (small) {
          const body = new FormData();
          body.set("intent", "advice");
          body.set("measurements", JSON.stringify(measured));
          if (country) body.set("country", country);
          body.set("photo", small, "photo.jpg");
          adviser.submit(body, { method: "post", encType: "multipart/form-data" });
        }
      }
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the photo stays on the device; the form posts only without it.
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem("photo") as HTMLInputElement).files?.[0];
    if (!file) setFailure("missing");
    else void reviewOnDevice(file);
  }

  const countryName = (code: string) => page.countries?.countries[code as CountryCode]?.name ?? code;
  const sending = busy || (navigation.state === "submitting" && navigation.formEncType === "multipart/form-data");
  return (
    <div className="container review">
      <form
        method="post"
        encType="multipart/form-data"
        className="form-panel review__form"
        onSubmit={onSubmit}
        aria-labelledby="review-form-heading"
      >
        <h2 id="review-form-heading">{t("form.heading")}</h2>
        <div className="field">
          <label htmlFor="review-photo">{t("form.photo")}</label>
          <p id="review-photo-hint" className="field__hint">
            {t("form.photoHint")}
          </p>
          <input
            id="review-photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby="review-photo-hint review-photo-error"
            aria-invalid={shownFailure ? true : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void reviewOnDevice(file);
            }}
          />
          <p id="review-photo-error" className="field__error" role="alert">
            {shownFailure ? failureText(t, page.forms, shownFailure, answer) : null}
          </p>
        </div>
        {page.countries ? (
          <div className="field">
            <label htmlFor="review-country">{t("form.country")}</label>
            {edgeCountry ? (
              <p id="review-country-hint" className="field__hint">
                {t("form.countryHint", { country: countryName(edgeCountry) })}
              </p>
            ) : null}
            <select
              id="review-country"
              name="country"
              value={country ?? ""}
              onChange={(event) => setCountry(countryCodes.find((code) => code === event.currentTarget.value) ?? null)}
              aria-describedby={edgeCountry ? "review-country-hint" : undefined}
            >
              <option value="">—</option>
              {countryCodes.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="button button--primary form__submit" disabled={sending}>
          {sending ? t("form.busy") : t("form.submit")}
        </button>
        <p className="form__note" role="status">
          {sending ? t("form.busy") : ""}
        </p>
      </form>
      {shown ? (
        <Suspense fallback={null}>
          <ReviewResult
            focusOnLoad={answer?.kind === "review"}
            shown={shown}
            country={tool === "resume" ? country : null}
            t={t}
            countryName={countryName}
            advice={advice}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function failureText(
  t: Translator<ReviewStrings>,
  forms: ReviewPageData["forms"],
  failure: ReviewFailure,
  answer: ReviewActionData | undefined,
) {
  if (failure === "rateLimited") return createTranslator(forms)("errors.rateLimited");
  if (failure === "foreign") return createTranslator(forms)("errors.generic");
  return t(`errors.${failure}`, { megapixels: answer?.kind === "refused" ? answer.megapixels : 16 });
}

/** A JPEG of the photo at most 512 px on its short side, for the vision model. */
async function smallCopy(file: File): Promise<Blob | null> {
  const { scaledCanvas } = await import("~/features/photos/imaging/on-device");
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => null);
  if (!bitmap) return null;
  const canvas = scaledCanvas(bitmap);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.8));
}
