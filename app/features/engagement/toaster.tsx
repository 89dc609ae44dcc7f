import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { clearToastsEvent, showToastEvent, toasterId, toastDefaults, toastPositions, toastTiming, type ToastOptions } from "./toast";

type Toast = Required<ToastOptions> & { id: number; leaving: boolean };

let nextId = 0;

function toastOf(options: ToastOptions | null): Toast | null {
  if (!options || typeof options.message !== "string" || options.message === "") return null;
  const position = toastPositions.includes(options.position as never) ? options.position! : toastDefaults.position;
  return { ...toastDefaults, ...options, position, id: (nextId += 1), leaving: false };
}

/**
 * Shows the toasts that `showToast` asks for (app/features/engagement/toast.ts), in the live region the page's
 * shell renders (`toasterId`): it is in the server's HTML, so screen readers announce toasts added to
 * it later, when this code has arrived. That is with the first toast (./engagement.tsx), which
 * `takeOver` hands over, with any asked for while this code was on its way, once the toaster listens.
 */
export function Toaster({ dismissLabel, takeOver }: { dismissLabel: string; takeOver: () => ToastOptions[] }) {
  const [shown, setShown] = useState<Toast[]>([]);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    const waiting: Toast[] = [];
    let recheck: ReturnType<typeof setInterval> | undefined;
    const leaveTimers = new Set<ReturnType<typeof setTimeout>>();

    const admitWaiting = () => {
      if (shownRef.current.length > 0) return;
      const next = waiting.shift();
      if (next) setShown((list) => [...list, next]);
      if (waiting.length === 0) {
        clearInterval(recheck);
        recheck = undefined;
      }
    };

    const show = (options: ToastOptions | null) => {
      const toast = toastOf(options);
      if (!toast) return;
      if (toast.queue && (shownRef.current.length > 0 || waiting.length > 0)) {
        waiting.push(toast);
        recheck ??= setInterval(admitWaiting, toastTiming.recheckMs);
      } else {
        // Counted at once, not at the next render: a queued toast handed over with this one waits for it.
        shownRef.current = [...shownRef.current, toast];
        setShown((list) => [...list, toast]);
      }
    };
    const onShow = (event: Event) => show((event as CustomEvent<ToastOptions | null>).detail);
    const onClear = () => {
      waiting.length = 0;
      dismissAll();
    };

    const dismissAll = () => {
      setShown((list) => list.map((toast) => ({ ...toast, leaving: true })));
      const timer = setTimeout(() => {
        leaveTimers.delete(timer);
        setShown((list) => list.filter((toast) => !toast.leaving));
      }, toastTiming.leaveMs);
      leaveTimers.add(timer);
    };

    document.addEventListener(showToastEvent, onShow);
    document.addEventListener(clearToastsEvent, onClear);
    takeOver().forEach(show);
    return () => {
      document.removeEventListener(showToastEvent, onShow);
      document.removeEventListener(clearToastsEvent, onClear);
      clearInterval(recheck);
      for (const timer of leaveTimers) clearTimeout(timer);
    };
  }, [takeOver]);

  const dismiss = (id: number) => {
    setShown((list) => list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    setTimeout(() => setShown((list) => list.filter((toast) => toast.id !== id)), toastTiming.leaveMs);
  };

  const region = document.getElementById(toasterId);
  if (!region) return null;
  return createPortal(
    <>
      {toastPositions.map((position) => {
        const here = shown.filter((toast) => toast.position === position);
        return here.length === 0 ? null : (
          <ol key={position} className={`toaster__group toaster__group--${position}`}>
            {here.map((toast) => (
              <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={() => dismiss(toast.id)} />
            ))}
          </ol>
        );
      })}
    </>,
    region,
  );
}

function ToastItem({ toast, dismissLabel, onDismiss }: { toast: Toast; dismissLabel: string; onDismiss: () => void }) {
  const { duration, pauseOnHover, dismissible, leaving } = toast;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  // The toaster passes a new function on every render; the clock must not restart for that.
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;

  // The clock runs only while the toast is neither paused nor leaving; what is left is kept across pauses.
  useEffect(() => {
    if (duration <= 0 || paused || leaving) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [duration, paused, leaving]);

  return (
    // Clicking anywhere on a toast is a shortcut for its own × button, which the keyboard reaches.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <li
      className={`toast toast--${toast.type}${dismissible ? " toast--dismissible" : ""}${leaving ? " toast--leaving" : ""}`}
      role={toast.type === "error" ? "alert" : undefined}
      onClick={dismissible ? onDismiss : undefined}
      onMouseEnter={pauseOnHover ? () => setPaused(true) : undefined}
      onMouseLeave={pauseOnHover ? () => setPaused(false) : undefined}
    >
      <span className="toast__message">{toast.message}</span>
      {dismissible ? (
        <button type="button" className="toast__dismiss" aria-label={dismissLabel}>
          ×
        </button>
      ) : null}
    </li>
  );
}
