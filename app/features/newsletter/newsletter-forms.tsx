/**
 * The two newsletter forms: the capture form (first name, last name, e-mail) and the opt-in (e-mail
 * and consent). Both post to /newsletter (app/routes/newsletter.tsx). With JavaScript they validate
 * before sending and submit through a fetcher, so the page stays where it is; without it the browser
 * posts the form and /newsletter answers with the same form, its message, or the confirmation.
 *
 * Zod and Conform make these forms heavy for a first load: mount them lazily, never from the root.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { discounts, type DiscountCode } from "~/content/business";
import { parseForm, type FormStrings } from "~/utils/forms";
import { localizePath, type Language } from "~/utils/i18n";
import { newsletterForms, signupOfForm, type NewsletterFormKind, type Signup } from "./signup-schema";
import { useChrome } from "~/features/chrome/chrome";
import { rememberSignup } from "./signups";
import { showToast } from "~/features/engagement/toast";
import { createTranslator } from "~/utils/translate";
import { CheckboxField, FormError, Honeypot, SubmitButton, TextField, errorText, type FormTranslator } from "~/ui/form-fields";

export type NewsletterFormProps = {
  /** The `forms` strings in the page's language (from the page's loader data). */
  strings: FormStrings;
  language: Language;
  /** Where the sign-up comes from, recorded as a tag: `exit-intent`, `footer`, `welcome-flow` ... */
  source?: string;
  /** A discount code offered with the sign-up (WELCOME20), recorded as a tag. */
  discountCode?: string;
  userType?: "b2c" | "b2b";
  /** Unique on the page; needed when a page shows the same form twice. */
  id?: string;
  /** Called once the server keeps the sign-up for its owner to confirm (or this browser keeps it to send later). */
  onSuccess?: (success: NewsletterSuccess) => void;
  /** The answer of a submission that arrived without JavaScript (the /newsletter page passes it). */
  lastResult?: NewsletterActionData;
  /** Heading level of the form's title; popups use 2, a section inside a page 3. */
  headingLevel?: 2 | 3;
  /** The form's title and text where the place it is shown says more (the welcome offer). */
  heading?: string;
  text?: string;
  /**
   * Sends the sign-up itself instead of posting to /newsletter: the popup sends it through the
   * subscriber API and keeps it in the browser when that fails. Rejects only when nothing was kept.
   */
  deliver?: (payload: Signup) => Promise<unknown>;
};

export function NewsletterCaptureForm(props: NewsletterFormProps) {
  return <NewsletterForm {...props} kind="capture" />;
}

export function NewsletterOptInForm(props: NewsletterFormProps) {
  return <NewsletterForm {...props} kind="optIn" />;
}

const constraints = {
  capture: getZodConstraint(newsletterForms.capture),
  optIn: getZodConstraint(newsletterForms.optIn),
};

function NewsletterForm({
  kind,
  strings,
  language,
  source,
  discountCode,
  userType,
  id = `newsletter-${kind === "optIn" ? "opt-in" : "capture"}`,
  onSuccess,
  lastResult,
  headingLevel = 2,
  heading,
  text,
  deliver,
}: NewsletterFormProps & { kind: NewsletterFormKind }) {
  const t = useMemo(() => createTranslator(strings), [strings]);
  const { track } = useChrome();
  const fetcher = useFetcher<NewsletterActionData>();
  const [delivered, setDelivered] = useState<NewsletterActionData>();
  const [delivering, setDelivering] = useState(false);
  const answer = delivered ?? fetcher.data ?? (lastResult?.form === kind ? lastResult : undefined);
  const success = answer?.success;

  const [form, fields] = useForm({
    id,
    lastResult: answer?.result,
    constraint: constraints[kind],
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, newsletterForms[kind]),
    onSubmit: (event, { submission }) => {
      if (!deliver || submission?.status !== "success") return;
      event.preventDefault();
      const signup = signupOfForm(submission.value);
      setDelivering(true);
      deliver({ ...signup, discountPercent: discountOf(signup.discountCode), language })
        .then(
          () => setDelivered({ form: kind, result: submission.reply({ resetForm: true }), success: signup }),
          () => setDelivered({ form: kind, result: submission.reply({ formErrors: ["errors.generic"] }) }),
        )
        .finally(() => setDelivering(false));
    },
  });

  const reported = useRef<NewsletterSuccess | undefined>(undefined);
  useEffect(() => {
    if (!success || reported.current === success) return;
    reported.current = success;
    rememberSignup(success);
    track("newsletter-signup", { source: success.source ?? kind, ...(success.discountCode ? { discountCode: success.discountCode } : {}) });
    onSuccess?.(success);
  }, [success, onSuccess, track, kind]);

  const Heading = `h${headingLevel}` as const;
  const copy =
    kind === "capture"
      ? { heading: t("capture.heading"), text: t("capture.text"), submit: t("capture.submit") }
      : { heading: t("optIn.heading"), text: t("optIn.text"), submit: t("optIn.submit") };

  if (success) return <NewsletterConfirmation t={t} success={success} id={id} Heading={Heading} language={language} />;

  const formError = errorText(t, form.errors);
  // Without JavaScript the answer is a new page, where focus would start at the top: the field
  // with the message takes it (with JavaScript, Conform moves the focus there).
  const focus = lastResult !== undefined && fetcher.data === undefined;
  return (
    <section className="newsletter-form" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`}>{heading ?? copy.heading}</Heading>
      <p>{text ?? copy.text}</p>
      <fetcher.Form
        method="post"
        action={localizePath("/newsletter", language)}
        {...getFormProps(form)}
        aria-describedby={formError ? form.errorId : undefined}
      >
        <input type="hidden" name="form" value={kind} />
        {source ? <input type="hidden" name="source" value={source} /> : null}
        {discountCode ? <input type="hidden" name="discountCode" value={discountCode} /> : null}
        {userType ? <input type="hidden" name="userType" value={userType} /> : null}
        <FormError id={form.errorId} text={formError} />
        {kind === "capture" ? (
          <>
            <TextField meta={fields.firstName} label={t("fields.firstName")} t={t} autoComplete="given-name" focusIfInvalid={focus} />
            <TextField meta={fields.lastName} label={t("fields.lastName")} t={t} autoComplete="family-name" focusIfInvalid={focus} />
          </>
        ) : null}
        <TextField meta={fields.email} label={t("fields.email")} t={t} type="email" autoComplete="email" focusIfInvalid={focus} />
        {kind === "optIn" ? <CheckboxField meta={fields.consent} label={t("optIn.consent")} t={t} focusIfInvalid={focus} /> : null}
        <Honeypot formId={id} t={t} />
        <SubmitButton busy={delivering || fetcher.state !== "idle"} label={copy.submit} busyLabel={t("sending")} />
        <p className="form__note">
          {t("privacy")} <Link to={localizePath("/privacy-policy", language)}>{t("privacyLink")}</Link>
        </p>
      </fetcher.Form>
    </section>
  );
}

const discountOf = (code: string | undefined) => (code && Object.hasOwn(discounts, code) ? discounts[code as DiscountCode] : undefined);

function NewsletterConfirmation({
  t,
  success,
  id,
  Heading,
  language,
}: {
  t: FormTranslator;
  success: NewsletterSuccess;
  id: string;
  Heading: "h2" | "h3";
  language: Language;
}) {
  const ref = useRef<HTMLElement>(null);
  // The form the visitor was in is gone; the confirmation takes the focus so it is read out.
  useEffect(() => ref.current?.focus(), []);
  const percent = discountOf(success.discountCode);
  return (
    <section ref={ref} className="newsletter-form newsletter-form--done" aria-labelledby={`${id}-heading`} tabIndex={-1} role="status">
      <Heading id={`${id}-heading`}>{t("success.heading")}</Heading>
      <p>
        {success.firstName
          ? t("success.named", { firstName: success.firstName, email: success.email })
          : t("success.plain", { email: success.email })}
      </p>
      {success.discountCode && percent !== undefined ? (
        <DiscountCodeOffer t={t} code={success.discountCode} percent={percent} language={language} />
      ) : null}
    </section>
  );
}

/** The sign-up a form's answer confirms; its discount (the welcome offer) is shown in the confirmation. */
export type NewsletterSuccess = Pick<Signup, "email" | "firstName" | "lastName" | "source" | "discountCode">;

export type NewsletterActionData = {
  form: NewsletterFormKind;
  result: SubmissionResult<string[]>;
  success?: NewsletterSuccess;
};

/** The welcome discount: the code to enter at checkout, a way to copy it, and the way to the packs. */
function DiscountCodeOffer({ t, code, percent, language }: { t: FormTranslator; code: string; percent: number; language: Language }) {
  // Copying needs the browser's clipboard; without JavaScript the code is there to read and select.
  const [canCopy, setCanCopy] = useState(false);
  useEffect(() => setCanCopy(typeof navigator.clipboard?.writeText === "function"), []);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => showToast({ message: t("discount.copied", { code }), type: "success" }),
      () => showToast({ message: t("discount.copyFailed", { code }), type: "error" }),
    );
  return (
    <div className="discount-offer">
      <p>{t("discount.text", { percent })}</p>
      <p className="discount-offer__code">
        <code>{code}</code>
        {canCopy ? (
          <button type="button" className="button button--secondary button--small" onClick={copy}>
            {t("discount.copy")}
          </button>
        ) : null}
      </p>
      <Link to={localizePath("/pricing", language)} className="button button--primary">
        {t("discount.cta")}
      </Link>
    </div>
  );
}
