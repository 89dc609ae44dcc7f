import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from "react";
import { facts } from "~/content/business";
import { useActionAt } from "~/utils/form-anchor";
import { localizePath, type Language } from "~/utils/i18n";
import type createHeadshot from "~/locales/en/create-headshot";
import type { Translator } from "~/utils/translate";
import type { Descriptor, DetectFaces } from "~/features/photos/imaging/face-detector.client";
import type { CheckReason, CheckResult } from "./photo-checks";
import type { strangers } from "~/features/photos/imaging/same-person";
import { photosField, type UploadReply } from "./replies";
import type { PhotoOutcome } from "./replies";
import { useScripted } from "~/utils/scripted";

type Item = { key: number; file: File; preview: string; check: CheckResult | null; progress: number | null; outcome: PhotoOutcome | null };
type T = Translator<typeof createHeadshot>;
/** A photo already stored for the order, with its short-lived signed address. */
type StoredCopy = { id: string; url: string | null };
type Strangers = typeof strangers;
type UploaderProps = { orderId: string; stored: StoredCopy[]; t: T; language: Language };

const accept = facts.upload.types.join(",");

/**
 * The upload form. Without JavaScript (and until the page's code has run) it is a plain multipart
 * form; with it, a drop zone that checks each photo on the device, shows it with its verdict, lets
 * the buyer remove it before sending, and sends the photos one by one with their progress.
 */
export function Uploader({ orderId, stored, t, language }: UploaderProps) {
  const enhanced = useScripted();
  const action = useActionAt("photos-heading");
  // Photos chosen in the plain form before the page's code ran go on to the drop zone that replaces it.
  const plainInput = useRef<HTMLInputElement>(null);
  const chosenEarly = useRef<File[]>([]);
  useEffect(() => {
    chosenEarly.current = [...(plainInput.current?.files ?? [])];
  }, []);
  if (!enhanced) {
    return (
      <form method="post" action={action} encType="multipart/form-data" className="upload__form">
        {/* Shown until the page's code runs, which never happens without JavaScript. */}
        <p className="upload__noscript">{t("upload.photos.noscript")}</p>
        <input type="hidden" name="order" value={orderId} />
        <input type="hidden" name="intent" value="upload" />
        <label className="field">
          <span>{t("upload.photos.choose")}</span>
          <input ref={plainInput} type="file" name={photosField} accept={accept} multiple />
        </label>
        <button type="submit" className="button button--secondary">
          {t("upload.photos.send")}
        </button>
      </form>
    );
  }
  return <DropZone orderId={orderId} stored={stored} t={t} language={language} early={chosenEarly.current} />;
}

let detector: Promise<DetectFaces | null> | null = null;
/** The face detector, loaded once, on first use; null when it cannot load (the other checks still run). */
function faceDetector(): Promise<DetectFaces | null> {
  detector ??= import("~/features/photos/imaging/face-detector.client").then(
    (module) => module.loadFaceDetector(),
    () => null,
  );
  return detector.catch(() => null);
}

/**
 * The descriptors of the stored photos the device can read, each fetched and measured once per page
 * (a photo's id names the same image for good); a photo whose address has expired or that has not
 * exactly one face is left out of the set's comparison.
 */
const storedFaces = new Map<string, Promise<Descriptor | null>>();
function describeStoredPhotos(stored: StoredCopy[], detect: DetectFaces): Promise<Array<Descriptor | null>> {
  return Promise.all(
    stored.map((photo) => {
      if (!photo.url) return null;
      const url = photo.url;
      let described = storedFaces.get(photo.id);
      if (!described) {
        described = Promise.all([fetch(url), import("./photo-checks")])
          .then(async ([response, { describeStored }]) => (response.ok ? describeStored(await response.blob(), detect) : null))
          .catch(() => null);
        storedFaces.set(photo.id, described);
      }
      return described;
    }),
  );
}

function DropZone({ orderId, stored, t, language, early }: UploaderProps & { early: File[] }) {
  const [items, setItems] = useState<Item[]>([]);
  // The stored photos' faces and the comparison, once a photo is chosen (the models load only then).
  const [set, setSet] = useState<{ stored: Array<Descriptor | null>; strangers: Strangers } | null>(null);
  const [dragging, setDragging] = useState(false);
  const [sending, setSending] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const seen = useRef(new Set<string>());
  const nextKey = useRef(0);
  const revalidator = useRevalidator();
  const update = (key: number, change: Partial<Item>) =>
    setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback(async (files: File[]) => {
    const added = files.map((file) => ({
      key: (nextKey.current += 1),
      file,
      preview: URL.createObjectURL(file),
      check: null,
      progress: null,
      outcome: null,
    }));
    setItems((list) => [...list, ...added]);
    const [{ checkPhoto }, detect] = await Promise.all([import("./photo-checks"), faceDetector()]);
    if (!detect) setUnavailable(true);
    for (const item of added) {
      const check = await checkPhoto(item.file, seen.current, detect).catch((): CheckResult => ({
        verdict: "doubt",
        reasons: [],
        faceChecks: false,
        descriptor: null,
      }));
      setItems((list) => list.map((entry) => (entry.key === item.key ? { ...entry, check } : entry)));
    }
  }, []);

  useEffect(() => {
    if (early.length > 0) void add(early);
    // The photos of the plain form, taken over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Once the checks have loaded, the stored photos (the page's current list) join the comparison.
  const checksStarted = items.length > 0;
  useEffect(() => {
    if (!checksStarted) return;
    let current = true;
    setSet(null);
    void Promise.all([import("~/features/photos/imaging/same-person"), faceDetector()]).then(async ([rule, detect]) => {
      const faces = detect ? await describeStoredPhotos(stored, detect) : [];
      if (current) setSet({ stored: faces, strangers: rule.strangers });
    });
    return () => {
      current = false;
    };
  }, [checksStarted, stored]);

  // Each chosen photo's verdict with the set's: stored photos first, then the chosen in their order.
  const checked = useMemo(() => {
    if (!set) return items.map((item) => ({ ...item, check: null }));
    const others = set.strangers([...set.stored, ...items.map((item) => item.check?.descriptor ?? null)]);
    return items.map((item, index) => {
      if (!item.check || !others.has(set.stored.length + index)) return item;
      return { ...item, check: { ...item.check, reasons: [...item.check.reasons, "someoneElse" as const], verdict: "refuse" as const } };
    });
  }, [items, set]);

  useEffect(() => () => items.forEach((item) => URL.revokeObjectURL(item.preview)), [items]);

  const remove = (key: number) =>
    setItems((list) => {
      const item = list.find((entry) => entry.key === key);
      if (item) URL.revokeObjectURL(item.preview);
      return list.filter((entry) => entry.key !== key);
    });

  const waiting = checked.filter((item) => !item.outcome?.accepted && item.check !== null && item.check.verdict !== "refuse");
  const checking = checked.some((item) => item.check === null);
  // Why the photos cannot go yet, if they cannot: none chosen, some still being checked, none that may go.
  const unavailableFor = sending
    ? "sending"
    : items.length === 0
      ? "choose"
      : checking
        ? "checking"
        : waiting.length === 0
          ? "nothing"
          : null;

  const send = async () => {
    setSending(true);
    for (const item of waiting) {
      update(item.key, { progress: 0, outcome: null });
      const outcome = await upload(localizePath("/create-headshot/photos", language), orderId, item.file, (progress) =>
        update(item.key, { progress }),
      );
      update(item.key, { progress: null, outcome });
      // The stored copy has the chosen photo's pixels (only its metadata goes), so its face is known.
      if (outcome.accepted && item.check) storedFaces.set(outcome.id, Promise.resolve(item.check.descriptor));
    }
    setSending(false);
    // The stored photos appear in the list above, made from what the server kept.
    revalidator.revalidate();
  };

  // Once the page shows the stored copies, the sent ones leave this list.
  useEffect(() => {
    if (revalidator.state === "idle") setItems((list) => list.filter((item) => !item.outcome?.accepted));
  }, [revalidator.state]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <div className="uploader">
      <label
        className={dragging ? "dropzone dropzone--active" : "dropzone"}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <span className="dropzone__text">{t("upload.photos.drop")}</span>
        <input
          type="file"
          accept={accept}
          multiple
          className="dropzone__input"
          onChange={(event) => {
            void add([...(event.target.files ?? [])]);
            event.target.value = "";
          }}
        />
      </label>
      {unavailable ? <p className="uploader__note">{t("upload.checks.unavailable")}</p> : null}
      {items.length > 0 ? (
        <ul className="selection" aria-live="polite">
          {checked.map((item) => (
            <li
              key={item.key}
              className={`selection__item selection__item--${item.outcome ? (item.outcome.accepted ? "sent" : "refused") : (item.check?.verdict ?? "checking")}`}
            >
              <img src={item.preview} alt="" className="selection__preview" />
              <div className="selection__body">
                <span className="selection__name">{item.file.name}</span>
                <Verdict item={item} t={t} />
                {item.progress !== null ? (
                  <progress max={100} value={item.progress} aria-label={t("upload.photos.uploading", { name: item.file.name })} />
                ) : null}
              </div>
              {!sending && !item.outcome?.accepted ? (
                <button
                  type="button"
                  className="selection__remove"
                  onClick={() => remove(item.key)}
                  aria-label={t("upload.photos.remove", { name: item.file.name })}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {/* Unavailable, the button stays in the keyboard's reach, described by what it waits for. */}
      <button
        type="button"
        className="button button--secondary"
        aria-disabled={unavailableFor ? true : undefined}
        aria-describedby={unavailableFor && unavailableFor !== "sending" ? "send-waits" : undefined}
        onClick={() => {
          if (!unavailableFor) void send();
        }}
      >
        {t("upload.photos.send")}
      </button>
      {unavailableFor && unavailableFor !== "sending" ? (
        <p id="send-waits" className="upload__waiting">
          {t(`upload.photos.sendWaits.${unavailableFor}`)}
        </p>
      ) : null}
    </div>
  );
}

function Verdict({ item, t }: { item: Item; t: T }) {
  if (item.outcome) {
    const { outcome } = item;
    return (
      <span className="selection__verdict" role={outcome.accepted ? undefined : "alert"}>
        {outcome.accepted
          ? t("upload.photos.uploaded", { name: outcome.name })
          : t(`upload.photos.refused.${outcome.reason}`, { name: outcome.name })}
      </span>
    );
  }
  if (!item.check) return <span className="selection__verdict">{t("upload.checks.checking")}</span>;
  const { verdict, reasons } = item.check;
  if (verdict === "good") return <span className="selection__verdict">✓ {t("upload.checks.good")}</span>;
  const text = reasons.map((reason: CheckReason) => t(`upload.checks.${reason}`)).join(" · ");
  return (
    <span className="selection__verdict">
      {/* A doubt is followed by a sentence of its own: the reasons end as one. */}
      {verdict === "doubt" ? `${text}.` : text}
      {verdict === "doubt" ? <span className="selection__doubt"> {t("upload.checks.doubt")}</span> : null}
    </span>
  );
}

/** Sends one photo with its progress (0 to 100); the server's outcome, or a storage failure when it cannot be reached. */
function upload(url: string, orderId: string, file: File, progress: (percent: number) => void): Promise<PhotoOutcome> {
  const failed: PhotoOutcome = { name: file.name, accepted: false, reason: "storage" };
  return new Promise((resolve) => {
    const form = new FormData();
    form.append("order", orderId);
    form.append("intent", "upload");
    form.append(photosField, file);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) progress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const reply = request.response as UploadReply | null;
      resolve(reply?.outcomes?.[0] ?? failed);
    };
    request.onerror = () => resolve(failed);
    request.send(form);
  });
}
