/**
 * The form that e-mails a review's report, shown under the review (./review-result.tsx): the only
 * part of the review pages that needs the form library (Conform and Zod).
 */
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { CheckboxField, FormError, Honeypot, TextField, errorText } from "~/ui/form-fields";
import { useChrome } from "~/features/chrome/chrome";
import type { Measurements } from "~/features/photos/imaging/measurements";
import { parseForm } from "~/utils/forms";
import { createTranslator, type Translator } from "~/utils/translate";
import type { CountryCode } from "~/content/countries";
import { ReportSchema } from "./report-form";
import type { ReviewActionData, ReviewPageData } from "./review.server";
import type { ReviewStrings } from "./words";

const constraint = getZodConstraint(ReportSchema);

export function ReportForm({
  measurements,
  country,
  t,
}: {
  measurements: Measurements;
  country: CountryCode | null;
  t: Translator<ReviewStrings>;
}) {
  const page = useLoaderData() as ReviewPageData;
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
