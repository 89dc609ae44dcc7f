import { useEffect, useRef, type PointerEvent, type ReactNode } from "react";
import { usePageTranslation } from "~/utils/page";

// A horizontal move of at least this many pixels between pointer down and up is a swipe.
const swipePixels = 40;

/** What the large view shows of a gallery's image (./gallery.tsx): the image, and the numbers its label names. */
type Viewed = { id: string; url: string | null; values: { n: number; style: string } };

/**
 * The large view: a modal dialog (the page behind it is inert, Escape closes it, focus returns to
 * the image it shows last), with previous and next by button, arrow key and swipe, round the ends.
 */
export function Viewer({
  images,
  index,
  onMove,
  onClose,
  children,
}: {
  images: Viewed[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = usePageTranslation<"createHeadshot">();
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const swipeStart = useRef<number | null>(null);
  const image = images[index]!;
  const move = (step: number) => onMove((index + step + images.length) % images.length);
  const shown = useRef(image.id);
  shown.current = image.id;

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    close.current?.focus();
    return () => {
      element?.close();
      document.getElementById(`open-${shown.current}`)?.focus();
    };
  }, []);

  // The neighbours load while this one is looked at, so that the next step shows at once.
  useEffect(() => {
    for (const step of [-1, 1]) {
      const neighbour = images[(index + step + images.length) % images.length];
      if (neighbour?.url) new Image().src = neighbour.url;
    }
  }, [images, index]);

  const onPointerUp = (event: PointerEvent) => {
    const distance = swipeStart.current === null ? 0 : event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= swipePixels) move(distance < 0 ? 1 : -1);
  };

  return (
    // Escape is the dialog's own (its cancel event); the arrows act wherever the focus is inside it.
    <dialog
      ref={dialog}
      className="viewer"
      aria-labelledby="viewer-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
          event.preventDefault();
          move(event.key === "ArrowRight" ? 1 : -1);
        }
      }}
    >
      <div className="viewer__bar">
        <h2 id="viewer-title" className="viewer__title" aria-live="polite">
          {t("results.label", image.values)} · {t("gallery.viewer.position", { n: index + 1, total: images.length })}
        </h2>
        <button ref={close} type="button" className="viewer__close" onClick={onClose} aria-label={t("gallery.viewer.close")}>
          ✕
        </button>
      </div>
      <div
        className="viewer__stage"
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <button
          type="button"
          className="viewer__step viewer__step--previous"
          onClick={() => move(-1)}
          aria-label={t("gallery.viewer.previous")}
        >
          ‹
        </button>
        {image.url ? <img className="viewer__image" src={image.url} alt={t("results.label", image.values)} draggable={false} /> : null}
        <button type="button" className="viewer__step viewer__step--next" onClick={() => move(1)} aria-label={t("gallery.viewer.next")}>
          ›
        </button>
      </div>
      {children}
      <p className="viewer__hint">{t("gallery.viewer.hint")}</p>
    </dialog>
  );
}
