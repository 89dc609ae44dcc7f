/**
 * The parts every form of the site is built from, wired for Conform: a label, the control, and its
 * one error message, linked by `aria-describedby` and marked with `aria-invalid` (Conform's
 * `get*Props`). Messages arrive as keys of the `forms` strings and are shown in the page's language.
 */
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { honeypotField, type FormStrings } from "~/utils/forms";
import type { Translator } from "~/utils/translate";

export type FormTranslator = Translator<FormStrings>;

/** The first error of a field or form (only one is ever shown), translated. */
export function errorText(t: FormTranslator, errors: readonly string[] | undefined): string | undefined {
  const [key] = errors ?? [];
  return key === undefined ? undefined : t(key as Parameters<FormTranslator>[0]);
}

// The message's container is always rendered, so the page does not jump when a message appears
// and screen readers find the element that `aria-describedby` names.
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return (
    <p id={id} className="field__error">
      {text}
    </p>
  );
}

type FieldProps<Schema> = {
  meta: FieldMetadata<Schema>;
  label: string;
  t: FormTranslator;
  hint?: string;
  /**
   * Focus the control when it has a message, through `autofocus` in the HTML: after a submission
   * without JavaScript the answer is a new page, and only one field ever has a message.
   */
  focusIfInvalid?: boolean;
};

/** Label, optional hint, the control, and its message: the frame every labelled field shares. */
function Field<Schema>({ meta, label, t, hint, children }: Omit<FieldProps<Schema>, "focusIfInvalid"> & { children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      {hint ? (
        <p id={meta.descriptionId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError id={meta.errorId} text={errorText(t, meta.errors)} />
    </div>
  );
}

export function TextField<Schema>({
  type = "text",
  autoComplete,
  focusIfInvalid = false,
  ...field
}: FieldProps<Schema> & { type?: "text" | "email"; autoComplete?: string }) {
  const { meta, hint } = field;
  return (
    <Field {...field}>
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        autoComplete={autoComplete}
        autoFocus={focusIfInvalid && !meta.valid}
      />
    </Field>
  );
}

export function SelectField<Schema>({
  placeholder,
  options,
  focusIfInvalid = false,
  ...field
}: Omit<FieldProps<Schema>, "hint"> & { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> }) {
  const { meta } = field;
  return (
    <Field {...field}>
      <select {...getSelectProps(meta)} autoFocus={focusIfInvalid && !meta.valid}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function TextareaField<Schema>({ rows = 5, focusIfInvalid = false, ...field }: FieldProps<Schema> & { rows?: number }) {
  const { meta, hint } = field;
  return (
    <Field {...field}>
      <textarea
        {...getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
        rows={rows}
        autoFocus={focusIfInvalid && !meta.valid}
      />
    </Field>
  );
}

export function CheckboxField<Schema>({
  meta,
  label,
  t,
  focusIfInvalid = false,
}: Omit<FieldProps<Schema>, "label" | "hint"> & { label: ReactNode }) {
  return (
    <div className="field field--checkbox">
      <input {...getInputProps(meta, { type: "checkbox" })} autoFocus={focusIfInvalid && !meta.valid} />
      <label htmlFor={meta.id}>{label}</label>
      <FieldError id={meta.errorId} text={errorText(t, meta.errors)} />
    </div>
  );
}

/** The form's own message (the generic failure, the rate limit), announced when it appears. */
export function FormError({ id, text }: { id: string; text: string | undefined }) {
  return (
    <p id={id} className="form__error" role="alert">
      {text}
    </p>
  );
}

/** The field only bots fill in; `hidden` keeps it from people and screen readers, with or without the stylesheet. */
export function Honeypot({ formId, t }: { formId: string; t: FormTranslator }) {
  return (
    <div hidden>
      <label htmlFor={`${formId}-${honeypotField}`}>{t("fields.honeypot")}</label>
      <input id={`${formId}-${honeypotField}`} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The submit button: disabled with a spinner while the form is on its way. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="button button--primary form__submit" disabled={busy} aria-disabled={busy}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {busy ? busyLabel : label}
    </button>
  );
}
