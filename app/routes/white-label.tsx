import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useMemo, useRef } from "react";
import { FormError, Honeypot, SelectField, SubmitButton, TextareaField, TextField, errorText } from "~/ui/form-fields";
import { CardGrid, ContentSection, StepList } from "~/components/content-blocks";
import { PageHeading } from "~/components/page-heading";
import contentStyles from "~/styles/content.css";
import formStyles from "~/styles/forms.css";
import { usePageCopy } from "~/content/content-page";
import { facts } from "~/content/business";
import { companySizeRanges, companySizes, WhiteLabelLeadSchema } from "~/features/leads/lead-schema";
import { parseForm } from "~/utils/forms";
import { pageMeta, usePageTranslation, keyedPage } from "~/utils/page";
import { useChrome } from "~/features/chrome/chrome";
import { createTranslator } from "~/utils/translate";
import { actionRetryAfter, loadWhiteLabelPage, whiteLabelAction, type LeadActionData } from "./white-label.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: contentStyles },
  { rel: "stylesheet", href: formStyles },
];

export const loader = (args: LoaderFunctionArgs) => loadWhiteLabelPage(args);
export const action = (args: ActionFunctionArgs) => whiteLabelAction(args);

export const headers = actionRetryAfter;

export const meta = pageMeta;
export const handle = keyedPage;

export default function WhiteLabelPage() {
  const copy = usePageCopy<"whiteLabel">();
  return (
    <>
      <PageHeading heading={copy.heading} text={copy.intro}>
        <a href="#quote" className="button button--primary button--large">
          {copy.jump}
        </a>
      </PageHeading>
      <div className="container landing">
        <ContentSection id="audience" heading={copy.audience.heading}>
          <CardGrid cards={copy.audience.cards} />
        </ContentSection>
        <ContentSection id="offer" heading={copy.offer.heading} blocks={copy.offer.blocks} />
        <ContentSection id="process" heading={copy.process.heading}>
          <StepList steps={copy.process.steps} />
        </ContentSection>
        <ContentSection id="privacy" heading={copy.privacy.heading} blocks={copy.privacy.blocks} />
      </div>
      <section id="quote" className="container form-section" aria-labelledby="white-label-form-heading">
        <div className="form-panel">
          <LeadForm />
        </div>
      </section>
    </>
  );
}

const constraint = getZodConstraint(WhiteLabelLeadSchema);

function LeadForm() {
  const { t } = usePageTranslation<"whiteLabel">();
  const { forms } = useLoaderData<typeof loader>();
  const tf = useMemo(() => createTranslator(forms), [forms]);
  const answer = useActionData<typeof action>() as LeadActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";

  const [form, fields] = useForm({
    id: "white-label-lead",
    lastResult: answer?.result,
    constraint,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(formData, WhiteLabelLeadSchema),
  });

  const { track } = useChrome();
  const thanks = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer?.sent) return;
    thanks.current?.focus();
    track("white-label-lead", { ...facts.whiteLabelLeadValue });
  }, [answer?.sent, track]);

  if (answer?.sent) {
    return (
      // Focused, and so scrolled into view below the offer: by the effect above when it appears, by
      // the browser (`autofocus` in the HTML) when it arrives as a new page without JavaScript.
      <div ref={thanks} className="form-done" role="status" tabIndex={-1} autoFocus>
        <h2 id="white-label-form-heading">{t("form.successHeading", { firstName: answer.sent.firstName })}</h2>
        <p>{t("form.successText", { email: answer.sent.email })}</p>
      </div>
    );
  }

  const formError = errorText(tf, form.errors);
  // Only a server answer without JavaScript arrives as a new page; its one invalid field takes the focus.
  const focus = answer !== undefined;
  return (
    <>
      <h2 id="white-label-form-heading">{t("form.heading")}</h2>
      <p>{t("form.text")}</p>
      <Form method="post" {...getFormProps(form)} aria-describedby={formError ? form.errorId : undefined}>
        <FormError id={form.errorId} text={formError} />
        <TextField meta={fields.email} label={t("form.email")} t={tf} type="email" autoComplete="email" focusIfInvalid={focus} />
        <div className="field-row">
          <TextField meta={fields.firstName} label={t("form.firstName")} t={tf} autoComplete="given-name" focusIfInvalid={focus} />
          <TextField meta={fields.lastName} label={t("form.lastName")} t={tf} autoComplete="family-name" focusIfInvalid={focus} />
        </div>
        <TextField meta={fields.companyName} label={t("form.companyName")} t={tf} autoComplete="organization" focusIfInvalid={focus} />
        <SelectField
          meta={fields.companySize}
          label={t("form.companySize")}
          t={tf}
          placeholder={t("form.companySizePlaceholder")}
          options={companySizes.map((size) => ({ value: size, label: t("form.companySizeOption", { range: companySizeRanges[size] }) }))}
          focusIfInvalid={focus}
        />
        <TextareaField
          meta={fields.useCase}
          label={t("form.useCase")}
          hint={t("form.useCaseHint")}
          t={tf}
          rows={6}
          focusIfInvalid={focus}
        />
        <Honeypot formId={form.id} t={tf} />
        <SubmitButton busy={busy} label={t("form.submit")} busyLabel={tf("sending")} />
      </Form>
    </>
  );
}
