/**
 * The photo reviews' server side (docs/decisions/026-photo-review-scores.md): the photo sent without
 * JavaScript, decoded with Photon (the generator's image library) and measured like the browser
 * measures it, of the faces only their number; the optional paragraph from the vision model; and the e-mailed
 * report. No photo is ever written anywhere: its bytes live only while the request runs.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { facts } from "~/content/business";
import { pageStrings } from "~/content/copy.server";
import { visitorOf } from "~/features/consent/visitor.server";
import type { Utm } from "~/utils/utm";
import { sniffFormat } from "~/features/photos/imaging/image-file";
import { askToConfirm, TooManyConfirmations } from "~/features/newsletter/opt-in.server";
import { redact } from "~/features/newsletter/pending.server";
import { SignupNotStored } from "~/features/newsletter/subscribe.server";
import { resources } from "~/locales/resources.server";
import { emailHtml } from "~/services/email-html.server";
import { queueEmail, sendQueued } from "~/services/outbox.server";
import { aiBindingOf, photoAdvice, type AiBinding } from "~/services/workers-ai.server";
import { envOf, getEnv, getPublicConfig, originOf, siteOrigins } from "~/utils/env.server";
import { announcedTooLarge, isHoneypotFilled, readFormOrRejection } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";
import { checkRateLimit, retryAfterHeader } from "~/utils/rate-limit.server";
import { isSameOrigin } from "~/utils/same-origin.server";
import { formErrorResult, parseForm, type ErrorKey } from "~/utils/forms";
import { readParts } from "~/utils/multipart.server";
import { resolveLanguage } from "~/utils/i18n.server";
import { loadPage, visitorCurrency } from "~/utils/page.server";
import { localizePath, type Language } from "~/utils/i18n";
import { createTranslator } from "~/utils/translate";
import { edgeCountry } from "~/utils/edge.server";
import { countryCodes, countryFromEdge, type CountryCode } from "~/content/countries";
import type { Measurements } from "~/features/photos/imaging/measurements";
import { maxDecodedPixels } from "~/features/photos/photon.server";
import { measureUpload, type ReviewRefusal } from "./decode.server";
import { MeasurementsSchema, ReportSchema } from "./report-form";
import { findingWords, verdictOf } from "./words";
import { reviewPhoto, scoreNames, type Finding, type Review, type Tool } from "./scores";

const maxFieldBytes = 16 * 1024;
/** The request: one photo and the form's few fields. */
export const maxReviewRequestBytes = facts.upload.maxBytes + 64 * 1024;

/**
 * Reads the review form: its fields, and the photo's bytes (one byte over the limit says it was too
 * large). A body past `maxReviewRequestBytes`, announced or not, is refused with a 413 (`RequestRejected`).
 */
export async function readReviewForm(request: Request): Promise<{ fields: URLSearchParams; photo: Uint8Array | null }> {
  const fields = new URLSearchParams();
  let photo: Uint8Array | null = null;
  await readParts(request, maxReviewRequestBytes, fields, maxFieldBytes, facts.upload.maxBytes, async (part, bytes) => {
    if (part.name === "photo" && bytes.length > 0 && !photo) photo = bytes;
  });
  return { fields, photo };
}

const countryWords = (code: CountryCode, language: Language) => resources[language].reviewCountries.countries[code].name;
const wordsIn = (language: Language) => {
  const t = createTranslator(resources[language].photoReview);
  return { t, words: (finding: Finding) => findingWords(t, finding, (code) => countryWords(code as CountryCode, language)) };
};

/** A few sentences of advice from the vision model where `AI` is bound; null otherwise or when it fails. */
export async function secondOpinion(
  ai: AiBinding | undefined,
  image: Uint8Array,
  review: Review,
  language: Language,
): Promise<string | null> {
  if (!ai) return null;
  const { words } = wordsIn(language);
  const findings = review.findings.filter(({ key }) => key !== "faceChecksNeedScript").map((finding) => words(finding).text);
  const advice = await photoAdvice(ai, { image, language, tool: review.tool, country: review.country, findings });
  return advice?.paragraph ?? null;
}

export type ReportRequest = {
  email: string;
  newsletter: boolean;
  tool: Tool;
  country: CountryCode | null;
  measurements: Measurements;
  language: Language;
  utm: Utm | null;
};

/**
 * The report by e-mail, in the page's language, text and HTML, through the outbox (so a failing
 * provider loses nothing); with consent, the address joins the newsletter tagged with the tool's
 * name. The newsletter is best effort: the report is what was asked for.
 */
export async function sendReport(env: Env, request: ReportRequest): Promise<{ newsletter: boolean }> {
  const { language, tool, country, measurements } = request;
  const review = reviewPhoto(measurements, tool, country);
  const { t, words } = wordsIn(language);
  const origin = originOf(siteOrigins(envOf(env)), language);
  const source = tool === "linkedin" ? "linkedin-photo-review" : "resume-review";
  const countryLabel = country ? countryWords(country, language) : "";
  const countryStrings = country ? resources[language].reviewCountries.countries[country] : null;

  const scoreLines = review.unreviewable
    ? []
    : scoreNames.map((name) =>
        t("email.scoreLine", { name: t(`result.scores.${name}`), score: review.scores[name] ?? t("result.notMeasured") }),
      );
  const findingLines = review.findings.map((finding) => {
    return t("email.findingLine", { level: t(`levels.${finding.level}`), ...words(finding) });
  });
  const paragraphs = [
    t("email.greeting"),
    [
      ...(review.overall !== null
        ? [t("email.overall", { score: review.overall, verdict: t(`result.verdicts.${verdictOf(review.overall)}`) })]
        : review.unreviewable
          ? []
          : [t("result.faceChecksNeedScript")]),
      ...(review.ats !== null && country ? [t("email.ats", { score: review.ats, country: countryLabel })] : []),
    ].join("\n"),
    ...(scoreLines.length > 0 ? [[t("email.scores"), ...scoreLines].join("\n")] : []),
    [t("email.findings"), ...findingLines].join("\n"),
    ...(countryStrings
      ? [
          [
            t("email.country", { country: countryLabel }),
            countryStrings.norm,
            countryStrings.why,
            countryStrings.format,
            countryStrings.ats,
          ].join("\n"),
        ]
      : []),
    t("email.offer"),
  ];
  const pricing = `${origin}${localizePath("/pricing", language)}`;
  const footer = t("email.footer", { site: new URL(origin).host });
  const subject =
    review.overall === null
      ? t(tool === "linkedin" ? "email.subjectLinkedinNoScore" : "email.subjectResumeNoScore")
      : t(tool === "linkedin" ? "email.subjectLinkedin" : "email.subjectResume", { score: review.overall });
  const email = queueEmail(env, {
    kind: `${source}-report`,
    to: request.email,
    subject,
    text: [...paragraphs, `${t("email.button")}: ${pricing}`, footer].join("\n\n"),
    html: emailHtml(language, subject, [...paragraphs, { href: pricing, label: t("email.button") }, footer]),
  });
  await email.statement.run();
  await sendQueued(env, email);

  if (!request.newsletter) return { newsletter: false };
  try {
    // The same double opt-in as every other form: the list hears of the address once its owner confirms.
    await askToConfirm(env, { ...request.utm, email: request.email, source, userType: "b2c", language }, language);
    return { newsletter: true };
  } catch (error) {
    if (!(error instanceof SignupNotStored || error instanceof TooManyConfirmations)) throw error;
    console.error(`Newsletter sign-up of ${redact(request.email)} from the ${source} not stored:`, error);
    return { newsletter: false };
  }
}

const pages = { linkedin: "linkedinPhotoReview", resume: "resumeReview" } as const;

/** A review page's data: its own strings, the tool's (with the business figures filled in), the countries for the résumé review. */
export async function loadReviewPage(args: LoaderFunctionArgs, tool: Tool) {
  const page = await loadPage(args, pages[tool]);
  const { language } = page;
  const config = getPublicConfig(getEnv(args.context));
  return {
    ...page,
    tool,
    review: pageStrings(language, "photoReview", config.hostingCountry, visitorCurrency(args.request, args.context, language)),
    forms: resources[language].forms,
    countries: tool === "resume" ? resources[language].reviewCountries : null,
    edgeCountry: tool === "resume" ? countryFromEdge(edgeCountry(args.request, args.context)) : null,
    advice: Boolean(aiBindingOf(args.context.cloudflare.env)),
  };
}

export type ReviewPageData = Awaited<ReturnType<typeof loadReviewPage>>;

/** Why no review is shown: the photo's refusal, the rate limit, a foreign post, or a report sent without the review it is about. */
export type ReviewFailure = ReviewRefusal | "rateLimited" | "foreign" | "measurements";

export type ReviewActionData =
  | { kind: "review"; measurements: Measurements; country: CountryCode | null; advice: string | null }
  | { kind: "refused"; reason: ReviewFailure; megapixels: number; country: CountryCode | null }
  | { kind: "advice"; advice: string | null }
  | {
      kind: "report";
      result: SubmissionResult<string[]>;
      /** What the page measured, sent back, so that the review stays on the page without JavaScript. */
      measurements: Measurements | null;
      country: CountryCode | null;
      sent?: { email: string; newsletter: boolean };
    };

const reportBodyBytes = 32 * 1024;
/** The small JPEG the browser sends for the vision model: 512 px on its short side fits many times over. */
const maxAdviceImageBytes = 512 * 1024;

const countryOf = (value: string | null | undefined): CountryCode | null => countryCodes.find((code) => code === value) ?? null;

function parseMeasurements(text: string | null | undefined): Measurements | null {
  try {
    return MeasurementsSchema.safeParse(JSON.parse(text ?? "")).data ?? null;
  } catch {
    return null;
  }
}

/**
 * A review page's action. A multipart post is the photo: without JavaScript the whole review
 * ("review"), with it only the vision model's paragraph for what the browser measured ("advice").
 * A form post is the report by e-mail.
 */
export async function reviewAction({ request, context }: ActionFunctionArgs, tool: Tool) {
  const env = context.cloudflare.env;
  const { language } = await resolveLanguage(request);
  const refuse = (
    reason: ReviewFailure,
    status: number,
    { headers, country = null }: { headers?: HeadersInit; country?: CountryCode | null } = {},
  ) => data<ReviewActionData>({ kind: "refused", reason, megapixels: maxDecodedPixels / 1_000_000, country }, { status, headers });

  if ((request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
    if (!isSameOrigin(request)) return refuse("foreign", 403);
    if (announcedTooLarge(request, maxReviewRequestBytes)) return refuse("tooLarge", 413);
    const rate = await checkRateLimit(env, request, "review");
    if (!rate.allowed) return refuse("rateLimited", 429, { headers: retryAfterHeader(rate) });
    let form: Awaited<ReturnType<typeof readReviewForm>>;
    try {
      form = await readReviewForm(request);
    } catch (error) {
      if (error instanceof RequestRejected) return refuse("tooLarge", 413);
      throw error;
    }
    const { fields, photo } = form;
    const country = tool === "resume" ? countryOf(fields.get("country")) : null;

    if (fields.get("intent") === "advice") {
      const measurements = parseMeasurements(fields.get("measurements"));
      if (!measurements || !photo || photo.length > maxAdviceImageBytes || !sniffFormat(photo.subarray(0, 64))) {
        return data<ReviewActionData>({ kind: "advice", advice: null }, { status: 400 });
      }
      return data<ReviewActionData>({
        kind: "advice",
        advice: await secondOpinion(aiBindingOf(env), photo, reviewPhoto(measurements, tool, country), language),
      });
    }

    const measured = await measureUpload(env.ASSETS, photo);
    if (typeof measured === "string") return refuse(measured, measured === "tooLarge" ? 413 : 400, { country });
    const review = reviewPhoto(measured.measurements, tool, country);
    return data<ReviewActionData>({
      kind: "review",
      measurements: measured.measurements,
      country,
      advice: await secondOpinion(aiBindingOf(env), measured.small, review, language),
    });
  }

  const report = (
    result: SubmissionResult<string[]>,
    measurements: Measurements | null,
    country: CountryCode | null,
    status = 200,
    headers?: HeadersInit,
  ) => data<ReviewActionData>({ kind: "report", result, measurements, country }, { status, headers });
  const fields = await readFormOrRejection(request, reportBodyBytes);
  if (fields instanceof RequestRejected) {
    return report(formErrorResult("errors.generic"), null, null, fields.status);
  }
  const submission = parseForm(fields, ReportSchema);
  const measurements = parseMeasurements(fields.get("measurements"));
  const country = tool === "resume" ? countryOf(fields.get("country")) : null;
  if (isHoneypotFilled(fields)) {
    // Looks like a success to the bot; nothing is sent.
    return data<ReviewActionData>({
      kind: "report",
      result: { initialValue: null },
      measurements,
      country,
      sent: { email: fields.get("email") ?? "", newsletter: false },
    });
  }
  if (submission.status !== "success") return report(submission.reply(), measurements, country, 400);
  const rate = await checkRateLimit(env, request, "reviewReport");
  if (!rate.allowed) {
    return report(
      submission.reply({ formErrors: ["errors.rateLimited" satisfies ErrorKey] }),
      measurements,
      country,
      429,
      retryAfterHeader(rate),
    );
  }
  const { email, newsletter } = submission.value;
  try {
    const outcome = await sendReport(env, {
      email,
      newsletter,
      tool,
      country: submission.value.country ?? null,
      measurements: submission.value.measurements,
      language,
      utm: visitorOf(request, context).utm,
    });
    return data<ReviewActionData>({
      kind: "report",
      result: submission.reply({ resetForm: true }),
      measurements,
      country,
      sent: { email, newsletter: outcome.newsletter },
    });
  } catch (error) {
    console.error(`The ${tool} review's report to ${redact(email)} not queued:`, error);
    return report(submission.reply({ formErrors: ["errors.generic" satisfies ErrorKey] }), measurements, country, 503);
  }
}
