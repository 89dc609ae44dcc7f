import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { pictureSize, stylePicture } from "~/components/before-after";
import { facts, styles, type Style } from "~/content/business";
import { isCollecting, isRunning, subjects } from "~/features/orders/states";
import type { Picked, UploadError, UploadReply } from "~/features/photos/upload/replies";
import { Uploader } from "~/features/photos/upload/uploader";
import type createHeadshot from "~/locales/en/create-headshot";
import { useActionAt } from "~/utils/form-anchor";
import { usePageTranslation } from "~/utils/page";
import type { Translator } from "~/utils/translate";
import type { Language } from "~/utils/i18n";
import type { OrderView } from "./order.server";
import { errorText, UploadStatus } from "./upload-status";
import { useScripted } from "~/utils/scripted";

type Order = Extract<OrderView, { state: "order" }>;
type T = Translator<typeof createHeadshot>;

/**
 * What a buyer does with a paid order: say who is pictured and choose the styles, upload the
 * selfies, and start. Every part is a plain form that works without JavaScript; with it, the
 * uploader takes over the upload form (previews, checks on the device, progress).
 */
export function UploadPanel({
  order,
  reply,
  styleNames,
}: {
  order: Order;
  reply: UploadReply | undefined;
  styleNames: Record<Style, string>;
}) {
  const { t, language } = usePageTranslation<"createHeadshot">();
  const collecting = isCollecting(order.status);
  // With JavaScript, the subject and styles as ticked now, which the start's line speaks of; the saved ones until then.
  const [ticked, setTicked] = useState<Picked | null>(null);
  return (
    <UploadStatus order={order} reply={reply}>
      {collecting ? <ChoicesForm order={order} reply={reply} t={t} styleNames={styleNames} onTicked={setTicked} /> : null}
      {collecting ? <Guide t={t} /> : null}
      {/* While the headshots are made, the selfies they come from stay in view, without changes. */}
      {collecting || isRunning(order.status) ? (
        <PhotosSection order={order} reply={reply} t={t} collecting={collecting} language={language} />
      ) : null}
      {collecting ? <StartForm order={order} ticked={ticked} reply={reply} t={t} /> : null}
    </UploadStatus>
  );
}

function answerText(t: T, error: UploadError, order: Order, picked?: Picked): string {
  // The server refused the start for what the saved order still waits for.
  return error === "notReady" ? waitingText(t, waitingFor(order, order)) : errorText(t, error, order, picked);
}

function ChoicesForm({
  order,
  reply,
  t,
  styleNames,
  onTicked,
}: {
  order: Order;
  reply: UploadReply | undefined;
  t: T;
  styleNames: Record<Style, string>;
  /** Told the subject and styles as ticked, whenever they change and once the page's code runs. */
  onTicked: (picked: Picked) => void;
}) {
  const action = useActionAt("choices-heading");
  // With JavaScript each change is saved as it is made, and the plan's limit holds as the buyer picks:
  // once it is reached, the other styles wait until one is unticked. Without it every box stays free,
  // the limit is said beside the styles, and the server explains a choice over it, so that a saved
  // set can still be changed.
  const scripted = useScripted();
  const saving = useFetcher<UploadReply>({ key: "choices" });
  // A choice that cannot be saved yet is said at once, without asking the server.
  const [incomplete, setIncomplete] = useState<"subject" | "styles" | null>(null);
  // Choices the server refused come back as they were ticked, to be put right rather than made again.
  const shown = (reply?.intent === "choices" ? reply.picked : undefined) ?? order;
  const [chosen, setChosen] = useState(() => new Set(shown.styles));
  const several = order.stylesAllowed > 1;
  const full = scripted && several && chosen.size >= order.stylesAllowed;
  const answer = saving.data ?? (reply?.intent === "choices" ? reply : undefined);
  const error = incomplete ?? answer?.error;
  const pick = (style: Style, on: boolean) =>
    setChosen((before) => {
      const after = new Set(before);
      if (on) after.add(style);
      else after.delete(style);
      return after;
    });
  const save = (form: HTMLFormElement, changed: EventTarget | null) => {
    const picked = pickedIn(form);
    onTicked(picked);
    const missing = picked.subject === null ? "subject" : picked.styles.length === 0 ? "styles" : null;
    // Said only when a style changes: a subject picked first waits for its styles without a word.
    setIncomplete(changed instanceof HTMLInputElement && changed.name === "styles" ? missing : null);
    if (!missing) saving.submit(form);
  };
  // Boxes ticked in the moment before the page's code ran keep their ticks through hydration, but no
  // change event told of them: once it runs, the form as it stands is compared with what the page
  // was drawn with, and a difference is saved as any change would be.
  const choices = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!scripted || !choices.current) return;
    const picked = pickedIn(choices.current);
    onTicked(picked);
    if (picked.subject === shown.subject && sameStyles(picked.styles, shown.styles)) return;
    setChosen(new Set(picked.styles));
    save(choices.current, null);
    // Once, as the code starts: later changes are the form's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scripted]);
  // Every answer but the subject's is said beside the styles, where the buyer's eyes are.
  const stylesError = error && error !== "subject" && saving.state === "idle" ? error : undefined;
  const status =
    saving.state !== "idle"
      ? t("upload.choices.saving")
      : stylesError
        ? answerText(t, stylesError, order, answer?.picked)
        : answer?.done
          ? t("upload.choices.saved")
          : "";
  return (
    <section className="upload__section" aria-labelledby="choices-heading">
      <h2 id="choices-heading">{t("upload.choices.heading")}</h2>
      <saving.Form
        ref={choices}
        method="post"
        action={action}
        className="upload__choices"
        onChange={(event) => save(event.currentTarget, event.target)}
      >
        <input type="hidden" name="order" value={order.id} />
        <input type="hidden" name="intent" value="choices" />
        <fieldset aria-describedby={error === "subject" ? "subject-error" : undefined}>
          <legend>{t("upload.choices.subject")}</legend>
          {subjects.map((subject) => (
            <label key={subject} className="choice">
              <input type="radio" name="subject" value={subject} defaultChecked={shown.subject === subject} required />
              {t(`upload.choices.subjects.${subject}`)}
            </label>
          ))}
          {error === "subject" ? (
            <p id="subject-error" className="field__error" role="alert">
              {t("upload.errors.subject")}
            </p>
          ) : null}
        </fieldset>
        <fieldset aria-describedby={[several ? "styles-limit" : "", stylesError ? "choices-status" : ""].join(" ").trim() || undefined}>
          <legend>
            {order.stylesAllowed === 1 ? t("upload.choices.stylesOne") : t("upload.choices.styles", { count: order.stylesAllowed })}
          </legend>
          <div className="upload__styles">
            {styles.map((style) => (
              <label key={style} className="style-card">
                <input
                  type={several ? "checkbox" : "radio"}
                  name="styles"
                  value={style}
                  className="style-card__input"
                  // Named by the style alone, with its look as the description.
                  aria-labelledby={`choice-${style}`}
                  aria-describedby={`choice-${style}-look`}
                  defaultChecked={shown.styles.includes(style)}
                  disabled={full && !chosen.has(style)}
                  onChange={(event) => pick(style, event.currentTarget.checked)}
                />
                {/* The name beside it says what the picture is for; the picture shows the look. */}
                <img className="style-card__picture" src={stylePicture(style)} {...pictureSize} alt="" decoding="async" />
                <span id={`choice-${style}`} className="style-card__name">
                  {styleNames[style]}
                </span>
                <span id={`choice-${style}-look`} className="style-card__look">
                  {t(`upload.choices.looks.${style}`)}
                </span>
              </label>
            ))}
          </div>
          {/* Kept in view at the foot of the window while the styles are: how many are chosen, and whether they are saved. */}
          <div className="upload__tally">
            {several ? (
              <p id="styles-limit" className="field__hint" aria-live="polite">
                {scripted
                  ? t("upload.choices.chosen", { count: chosen.size, max: order.stylesAllowed })
                  : t("upload.choices.limit", { count: order.stylesAllowed })}
              </p>
            ) : null}
            <p id="choices-status" className={stylesError ? "form__error" : "upload__done"} role="status">
              {status}
            </p>
          </div>
        </fieldset>
        {scripted ? null : (
          <button type="submit" className="button button--secondary">
            {t("upload.choices.save")}
          </button>
        )}
      </saving.Form>
    </section>
  );
}

/** The subject and styles ticked in the choices' form, those the page offers. */
function pickedIn(form: HTMLFormElement): Picked {
  const fields = new FormData(form);
  const ticked = fields.getAll("styles");
  return {
    subject: subjects.find((subject) => subject === fields.get("subject")) ?? null,
    styles: styles.filter((style) => ticked.includes(style)),
  };
}

const sameStyles = (one: readonly Style[], other: readonly Style[]) =>
  one.length === other.length && one.every((style) => other.includes(style));

/** The selfie guidance, with small drawings of what works and what does not. */
function Guide({ t }: { t: T }) {
  const dos = t.list("upload.guide.dos");
  const donts = t.list("upload.guide.donts");
  return (
    <section className="upload__section upload__guide" aria-labelledby="guide-heading">
      <h2 id="guide-heading">{t("upload.guide.heading")}</h2>
      <div className="guide">
        <div className="guide__column guide__column--do">
          <h3>{t("upload.guide.do")}</h3>
          <ul>
            {dos.map((text, index) => (
              <li key={text}>
                <Sketch kind={(["one", "sharp", "angles", "recent"] as const)[index] ?? "one"} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="guide__column guide__column--dont">
          <h3>{t("upload.guide.dont")}</h3>
          <ul>
            {donts.map((text, index) => (
              <li key={text}>
                <Sketch kind={(["two", "glasses", "blurry", "far"] as const)[index] ?? "two"} />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

type SketchKind = "one" | "sharp" | "angles" | "recent" | "two" | "glasses" | "blurry" | "far";

/** A drawn example: a frame with a head and shoulders, varied to show one point of the guidance. */
function Sketch({ kind }: { kind: SketchKind }) {
  const person = (x: number, y: number, scale: number) => (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-6" r="7" />
      <path d="M-12 14 C-12 4 12 4 12 14 Z" />
    </g>
  );
  return (
    <svg className={`sketch sketch--${kind}`} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="38" height="38" rx="4" className="sketch__frame" />
      {kind === "two" ? (
        <>
          {person(13, 22, 0.8)}
          {person(28, 22, 0.8)}
        </>
      ) : kind === "far" ? (
        person(20, 30, 0.35)
      ) : kind === "angles" ? (
        <g transform="rotate(-12 20 20)">{person(20, 22, 1)}</g>
      ) : (
        person(20, 22, 1)
      )}
      {kind === "glasses" ? <path className="sketch__glasses" d="M14 15 h5 v3 h-5 z M21 15 h5 v3 h-5 z M19 16 h2" /> : null}
      {kind === "blurry" ? <rect x="1" y="1" width="38" height="38" rx="4" className="sketch__blur" /> : null}
      {kind === "sharp" ? <circle cx="33" cy="7" r="3" className="sketch__sun" /> : null}
      {kind === "recent" ? <path className="sketch__check" d="M27 31 l3 3 l6 -7" /> : null}
    </svg>
  );
}

function PhotosSection({
  order,
  reply,
  t,
  collecting,
  language,
}: {
  order: Order;
  reply: UploadReply | undefined;
  t: T;
  collecting: boolean;
  language: Language;
}) {
  const count = order.photos.length;
  const room = facts.selfies.max - count;
  const usable = usableCount(order);
  const outcomes = reply?.intent === "upload" ? (reply.outcomes ?? []) : [];
  const removeAction = useActionAt("photos-heading");
  return (
    <section className="upload__section" aria-labelledby="photos-heading">
      <h2 id="photos-heading">{t(collecting ? "upload.photos.heading" : "upload.photos.headingWhileMade")}</h2>
      {collecting ? <p>{t("upload.photos.intro")}</p> : null}
      <p className="upload__count">{t("upload.photos.count", { count, max: facts.selfies.max })}</p>
      {/* With someone else's photo in the set, the note below the photos says what the start waits for instead. */}
      {collecting && (usable < facts.selfies.min || !hasStranger(order)) ? (
        <p>
          {usable < facts.selfies.min
            ? t("upload.photos.needed", { count: facts.selfies.min - usable })
            : room > 0
              ? t("upload.photos.enough", { count: room })
              : t("upload.photos.full")}
        </p>
      ) : null}
      {outcomes.length > 0 ? (
        <ul className="upload__outcomes" aria-live="polite">
          {outcomes.map((outcome, index) => (
            <li
              key={`${outcome.name}-${index}`}
              className={outcome.accepted ? "upload__outcome" : "upload__outcome upload__outcome--refused"}
            >
              {outcome.accepted
                ? t("upload.photos.uploaded", { name: outcome.name })
                : t(`upload.photos.refused.${outcome.reason}`, { name: outcome.name })}
            </li>
          ))}
        </ul>
      ) : null}
      {count > 0 ? (
        <ul className="thumbnails">
          {order.photos.map((photo) => (
            <li key={photo.id} className={`thumbnail thumbnail--${photo.verdict}`}>
              {photo.url ? (
                <img src={photo.url} alt={photo.name} width={photo.width} height={photo.height} loading="lazy" />
              ) : (
                <span>{photo.name}</span>
              )}
              <p className="thumbnail__verdict">{t(`upload.set.${photo.verdict}`)}</p>
              {collecting ? (
                <Form method="post" action={removeAction}>
                  <input type="hidden" name="order" value={order.id} />
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="photo" value={photo.id} />
                  <button type="submit" className="thumbnail__remove" aria-label={t("upload.photos.remove", { name: photo.name })}>
                    {t("upload.photos.removeShort")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hasStranger(order) ? <p className="upload__note upload__note--refused">{t("upload.set.strangerNote")}</p> : null}
      {hasUnchecked(order) ? <p className="upload__note">{t("upload.set.uncheckedNote")}</p> : null}
      {collecting && room > 0 ? <Uploader orderId={order.id} stored={order.photos} t={t} language={language} /> : null}
    </section>
  );
}

// The photos a job may use once the buyer confirms those the server could not check (ADR 036).
const usableCount = (order: Order) => order.photos.filter((photo) => photo.verdict !== "stranger").length;
const hasStranger = (order: Order) => order.photos.some((photo) => photo.verdict === "stranger");
const hasUnchecked = (order: Order) => order.photos.some((photo) => photo.verdict === "unchecked");

/** The one thing the start waits for: the first still missing, in the page's order. */
type Waiting = { for: "subject" | "styles" | "saving" } | { for: "photos" | "strangers"; count: number } | null;

/**
 * What keeps `order` from starting with the subject and styles `picked` (the saved ones, or those
 * ticked with JavaScript): who is pictured, then the styles, then photos of the buyer up to the
 * minimum, then someone else's photos to remove, then choices ticked but not saved yet. Null when
 * nothing does; photos the server could not check only need the buyer's word at the button.
 */
function waitingFor(order: Order, picked: Picked): Waiting {
  if (picked.subject === null) return { for: "subject" };
  if (picked.styles.length === 0) return { for: "styles" };
  const usable = usableCount(order);
  if (usable < facts.selfies.min) return { for: "photos", count: facts.selfies.min - usable };
  const strangers = order.photos.length - usable;
  if (strangers > 0) return { for: "strangers", count: strangers };
  if (picked.subject !== order.subject || !sameStyles(picked.styles, order.styles)) return { for: "saving" };
  return null;
}

function waitingText(t: T, waiting: Waiting): string {
  switch (waiting?.for) {
    case undefined:
      return "";
    case "subject":
      return t("upload.start.waiting.subject");
    case "styles":
      return t("upload.start.waiting.styles");
    case "saving":
      return t("upload.choices.saving");
    case "photos":
      return waiting.count === 1 ? t("upload.start.waiting.photosOne") : t("upload.start.waiting.photos", { count: waiting.count });
    case "strangers":
      return waiting.count === 1 ? t("upload.start.waiting.strangerOne") : t("upload.start.waiting.strangers", { count: waiting.count });
  }
}

/**
 * The start. While it waits, its button says it is unavailable (aria-disabled, and drawn so) but
 * stays in the keyboard's reach, described by the line that names what it waits for; pressed, the
 * server refuses the start and the line comes back as its answer, with JavaScript and without.
 */
function StartForm({ order, ticked, reply, t }: { order: Order; ticked: Picked | null; reply: UploadReply | undefined; t: T }) {
  const usable = usableCount(order);
  const waiting = waitingFor(order, ticked ?? order);
  const refused = reply?.intent === "start" ? reply.error : undefined;
  const action = useActionAt("start-heading");
  return (
    <section className="upload__section" aria-labelledby="start-heading">
      <h2 id="start-heading">{t("upload.start.heading")}</h2>
      <p>{t("upload.start.accepted", { count: usable })}</p>
      {waiting ? (
        <p
          id="start-missing"
          className={refused === "notReady" ? "form__error" : "upload__waiting"}
          role={refused === "notReady" ? "alert" : "status"}
        >
          {waitingText(t, waiting)}
        </p>
      ) : null}
      {refused && refused !== "notReady" ? (
        <p className="form__error" role="alert">
          {errorText(t, refused, order)}
        </p>
      ) : null}
      <Form method="post" action={action}>
        <input type="hidden" name="order" value={order.id} />
        <input type="hidden" name="intent" value="start" />
        {hasUnchecked(order) ? (
          <label className="upload__confirm">
            <input type="checkbox" name="confirm" value="yes" required />
            {t("upload.start.confirm")}
          </label>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={waiting ? true : undefined}
          aria-describedby={waiting ? "start-missing" : undefined}
        >
          {t("upload.start.button")}
        </button>
      </Form>
    </section>
  );
}
