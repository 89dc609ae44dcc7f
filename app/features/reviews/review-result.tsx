/**
 * A photo's review as the page shows it: the scores, the findings, the country's norms, the advice,
 * the offer and the form that e-mails the report. The review tool fetches it once a photo is chosen,
 * so that neither the scoring nor the form library (Conform and Zod, for the report's form) weighs
 * on the pages' first load (docs/decisions/051-javascript-until-idle-per-page-family.md).
 */
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { useChrome } from "~/features/chrome/chrome";
import type { Translator } from "~/utils/translate";
import { countries as countryFacts, type CountryCode } from "~/content/countries";
import type { Measurements } from "~/features/photos/imaging/measurements";
import { ReportForm } from "./report-request";
import type { ReviewPageData } from "./review.server";
import { reviewPhoto, scoreNames, type Finding, type Review } from "./scores";
import { findingWords, verdictOf, type ReviewStrings } from "./words";

/** What the review is made from: measured on the device, or by the Worker (a photo posted without JavaScript). */
export type Shown = { measurements: Measurements; onDevice: boolean };

type ResultProps = {
  shown: Shown;
  /** The résumé review's chosen country (none on the LinkedIn review). */
  country: CountryCode | null;
  t: Translator<ReviewStrings>;
  countryName: (code: string) => string;
  advice: string | null;
  /** Without JavaScript, a review that arrives as a new page takes the focus (a report's answer focuses its own message or field). */
  focusOnLoad: boolean;
};

export function ReviewResult({ shown, country: chosen, t, countryName, advice, focusOnLoad }: ResultProps) {
  const page = useLoaderData() as ReviewPageData;
  const review = useMemo(() => reviewPhoto(shown.measurements, page.tool, chosen), [shown.measurements, page.tool, chosen]);
  const section = useRef<HTMLElement>(null);
  // A review measured on the device replaces the page's state without a navigation: the focus
  // moves to it, as a new page's review takes it with `autoFocus`.
  useEffect(() => {
    if (shown.onDevice) section.current?.focus();
  }, [shown]);
  const { image } = shown.measurements;
  const words = (finding: Finding) => findingWords(t, finding, countryName);
  const groups = (["problem", "tip", "good"] as const).map((level) => ({
    level,
    findings: review.findings.filter((finding) => finding.level === level && finding.key !== "faceChecksNeedScript"),
  }));
  const country = review.country ? page.countries?.countries[review.country] : null;
  return (
    <section ref={section} className="review__result" aria-labelledby="review-result-heading" tabIndex={-1} autoFocus={focusOnLoad}>
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
      {page.tool === "resume" && !review.country && !review.unreviewable ? (
        <p className="review__notice">{t("result.atsNeedsCountry")}</p>
      ) : null}
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
  const { localize } = useChrome();
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
