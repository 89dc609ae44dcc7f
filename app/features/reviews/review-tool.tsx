/**
 * The photo review on both review pages: the photo form, the review, the offer and the report form.
 * With JavaScript the photo is measured on the device (faces included) and never sent; without it
 * the same form posts the photo, and the Worker measures all but the faces
 * (docs/decisions/026-photo-review-scores.md).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState, type FormEvent, type Ref } from "react";
import { CheckboxField, FormError, Honeypot, TextField, errorText } from "~/components/form-fields";
import type { AnalyzeFaces } from "~/features/photos/imaging/face-detector.client";
import { parseForm } from "~/utils/forms";
import { usePageTranslation } from "~/utils/page";
import { useChrome } from "~/features/chrome/chrome";
import { createTranslator, type Translator } from "~/utils/translate";
import { countryCodes, countries as countryFacts, type CountryCode } from "./countries";
import type { Measurements } from "~/features/photos/imaging/measurements";
import { ReportSchema } from "./report-form";
import type { loadReviewPage, ReviewActionData, ReviewFailure } from "./review.server";
import { reviewPhoto, scoreNames, type Finding, type Review } from "./scores";
import { findingWords, verdictOf, type ReviewStrings } from "./words";

type PageData = Awaited<ReturnType<typeof loadReviewPage>>;
type Shown = { measurements: Measurements; onDevice: boolean };

let analyzer: Promise<AnalyzeFaces | null> | undefined;
// Loaded once per page, on the first photo: the face library never weighs on the first load.
const faceAnalyzer = () =>
  (analyzer ??= import("~/features/photos/imaging/face-detector.client").then(
    (module) => module.loadFaceAnalyzer(),
    () => null,
  ));

export function ReviewTool() {
  const page = useLoaderData() as PageData;
  const { tool, edgeCountry } = page;
  const t = useMemo(() => createTranslator(page.review), [page.review]);
  const answer = useActionData() as ReviewActionData | undefined;
  const { track } = useChrome();
  const navigation = useNavigation();

  const served =
    answer?.kind === "review" || (answer?.kind === "report" && answer.measurements)
      ? { measurements: answer.measurements!, onDevice: false, country: answer.country }
      : null;
  // A refused photo keeps the country the visitor chose.
  const chosen = served?.country ?? (answer?.kind === "refused" ? answer.country : null);
  const [onDevice, setOnDevice] = useState<Shown | null>(null);
  const [failure, setFailure] = useState<ReviewFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [country, setCountry] = useState<CountryCode | null>(chosen ?? edgeCountry);
  const shown = onDevice ?? served;
  const review = useMemo(
    () => (shown ? reviewPhoto(shown.measurements, tool, tool === "resume" ? country : null) : null),
    [shown, tool, country],
  );
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
  const result = useRef<HTMLElement>(null);

  async function reviewOnDevice(file: File) {
    setBusy(true);
    setFailure(null);
    track("review-started", { tool });
    try {
      const [{ measureOnDevice }, analyze] = await Promise.all([import("~/features/photos/imaging/on-device"), faceAnalyzer()]);
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

  useEffect(() => {
    if (onDevice) result.current?.focus();
  }, [onDevice]);

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
      {review && shown ? (
        <ReviewResult
          focusRef={result}
          focusOnLoad={answer?.kind === "review"}
          review={review}
          shown={shown}
          t={t}
          countryName={countryName}
          advice={advice}
        />
      ) : null}
    </div>
  );
}

function failureText(t: Translator<ReviewStrings>, forms: PageData["forms"], failure: ReviewFailure, answer: ReviewActionData | undefined) {
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

type ResultProps = {
  review: Review;
  shown: Shown;
  t: Translator<ReviewStrings>;
  countryName: (code: string) => string;
  advice: string | null;
  focusRef: Ref<HTMLElement>;
  /** Without JavaScript, a review that arrives as a new page takes the focus (a report's answer focuses its own message or field). */
  focusOnLoad: boolean;
};

function ReviewResult({ review, shown, t, countryName, advice, focusRef, focusOnLoad }: ResultProps) {
  const page = useLoaderData() as PageData;
  const { image } = shown.measurements;
  const words = (finding: Finding) => findingWords(t, finding, countryName);
  const groups = (["problem", "tip", "good"] as const).map((level) => ({
    level,
    findings: review.findings.filter((finding) => finding.level === level && finding.key !== "faceChecksNeedScript"),
  }));
  const country = review.country ? page.countries?.countries[review.country] : null;
  return (
    <section ref={focusRef} className="review__result" aria-labelledby="review-result-heading" tabIndex={-1} autoFocus={focusOnLoad}>
      <h2 id="review-result-heading">{t("result.heading")}</h2>
      {review.overall !== null || review.ats !== null ? (
        <div className="review__totals">
          {review.overall !== null ? (
            <Total label={t("result.overall")} score={review.overall} verdict={t(`result.verdicts.${verdictOf(review.overall)}`)} />
          ) : null}
          {review.ats !== null ? (
            // The ATS score speaks of the file and the country, never of the photo being ready to use.
            <Total
              label={t("result.ats")}
              score={review.ats}
              verdict={t(`result.atsVerdicts.${verdictOf(review.ats)}`)}
              hint={review.country ? t("result.atsHint", { country: countryName(review.country) }) : undefined}
            />
          ) : null}
        </div>
      ) : null}
      <p className="review__source">
        {shown.onDevice ? t("result.onDevice") : t("result.onServer")}{" "}
        {t("result.measured", {
          width: image.width,
          height: image.height,
          format: image.format.toUpperCase(),
          size: megabytes(image.bytes),
        })}
      </p>
      {!review.facesMeasured && !review.unreviewable ? <p className="review__notice">{t("result.faceChecksNeedScript")}</p> : null}
      {review.unreviewable ? null : (
        <ul className="review__scores">
          {scoreNames.map((name) => {
            const score = review.scores[name];
            return (
              <li key={name} className="review__score">
                <span className="review__score-name" id={`score-${name}`}>
                  {t(`result.scores.${name}`)}
                </span>
                {score === null ? (
                  <span className="review__score-value review__score-value--none">{t("result.notMeasured")}</span>
                ) : (
                  <>
                    <meter min={0} max={100} low={50} high={80} optimum={100} value={score} aria-labelledby={`score-${name}`} />
                    <span className="review__score-value">{score}</span>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {groups.map(({ level, findings }) =>
        findings.length > 0 ? (
          <div key={level} className={`review__findings review__findings--${level}`}>
            <h3>{t(level === "problem" ? "result.problems" : level === "tip" ? "result.tips" : "result.good")}</h3>
            <ul>
              {findings.map((finding) => {
                const { title, text } = words(finding);
                return (
                  <li key={finding.key} data-finding={finding.key}>
                    <strong>{title}.</strong> {text}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null,
      )}
      {review.overall !== null && groups[0]!.findings.length + groups[1]!.findings.length === 0 ? <p>{t("result.nothingToFix")}</p> : null}
      {country && review.country ? (
        <div className="review__country" data-norm={countryFacts[review.country].photo}>
          <h3>{t("result.country", { country: country.name })}</h3>
          <p>
            <strong>{page.countries!.norms[countryFacts[review.country].photo]}.</strong> {country.norm} {country.why}
          </p>
          <p>{country.format}</p>
          <p>{country.ats}</p>
        </div>
      ) : null}
      {advice ? (
        <aside className="review__advice" aria-labelledby="review-advice-heading">
          <h3 id="review-advice-heading">{t("result.aiHeading")}</h3>
          <p>{advice}</p>
          <p className="review__advice-note">{t("result.aiNote")}</p>
        </aside>
      ) : null}
      <Offer review={review} t={t} />
      {review.unreviewable ? null : <ReportForm measurements={shown.measurements} country={review.country} t={t} />}
    </section>
  );
}

const megabytes = (bytes: number) =>
  bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;

function Total({ label, score, verdict, hint }: { label: string; score: number; verdict: string; hint?: string }) {
  return (
    <div className={`review__total review__total--${verdictOf(score)}`}>
      <p className="review__total-label">{label}</p>
      <p className="review__total-score">
        <strong>{score}</strong>
        <span> / 100</span>
      </p>
      <p className="review__total-verdict">{verdict}</p>
      {hint ? <p className="review__total-hint">{hint}</p> : null}
    </div>
  );
}

/** What a studio headshot would fix: the scores below 80 that our headshots take care of. */
function Offer({ review, t }: { review: Review; t: Translator<ReviewStrings> }) {
  const { localize } = usePageTranslation();
  const fixable = (["lighting", "background", "crop", "composition", "professional"] as const).filter(
    (name) => review.scores[name] !== null && review.scores[name]! < 80,
  );
  return (
    <div className="review__offer">
      <h3>{t("offer.heading")}</h3>
      <p>{t("offer.text")}</p>
      {fixable.length > 0 ? <p>{t("offer.fixes", { areas: fixable.map((name) => t(`result.scores.${name}`)).join(", ") })}</p> : null}
      <Link to={localize("/pricing")} className="button button--primary">
        {t("offer.button")}
      </Link>
    </div>
  );
}

const constraint = getZodConstraint(ReportSchema);

function ReportForm({
  measurements,
  country,
  t,
}: {
  measurements: Measurements;
  country: CountryCode | null;
  t: Translator<ReviewStrings>;
}) {
  const page = useLoaderData() as PageData;
  const tf = useMemo(() => createTranslator(page.forms), [page.forms]);
  const fetcher = useFetcher<ReviewActionData>();
  const actionData = useActionData() as ReviewActionData | undefined;
  const answer = fetcher.data ?? actionData;
  const reply = answer?.kind === "report" ? answer : undefined;
  const { track } = useChrome();
  const [form, fields] = useForm({
    id: "review-report",
    lastResult: reply?.result,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, ReportSchema),
  });
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reply?.sent) return;
    done.current?.focus();
    track("report-requested", { tool: page.tool, newsletter: reply.sent.newsletter });
  }, [reply?.sent, track, page.tool]);

  if (reply?.sent) {
    return (
      <div ref={done} className="form-done review__report" role="status" tabIndex={-1} autoFocus>
        <p>{t(reply.sent.newsletter ? "report.sentNewsletter" : "report.sent", { email: reply.sent.email })}</p>
      </div>
    );
  }
  const busy = fetcher.state === "submitting";
  const focus = actionData?.kind === "report";
  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="review__report" aria-labelledby="review-report-heading">
      <h3 id="review-report-heading">{t("report.heading")}</h3>
      <p>{t("report.text")}</p>
      <FormError id={form.errorId} text={errorText(tf, form.errors)} />
      <input type="hidden" name="measurements" value={JSON.stringify(measurements)} />
      {country ? <input type="hidden" name="country" value={country} /> : null}
      <TextField meta={fields.email} label={t("report.email")} t={tf} type="email" autoComplete="email" focusIfInvalid={focus} />
      <CheckboxField meta={fields.newsletter} label={t("report.newsletter")} t={tf} />
      <Honeypot formId={form.id} t={tf} />
      <button type="submit" className="button button--primary form__submit" disabled={busy}>
        {busy ? t("report.busy") : t("report.submit")}
      </button>
    </fetcher.Form>
  );
}
