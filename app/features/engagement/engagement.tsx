import { useCallback, useEffect, useRef, useState } from "react";
import { watchModals, type ModalWatch } from "./modals";
import type { PopupOpener, PopupRequest, PopupTrigger } from "./popup-opener";
import { popupTiming, showDiscountModalEvent } from "./popup-timing";
import { clearToastsEvent, showToast, showToastEvent, type ToastOptions } from "./toast";
import type { Toaster } from "./toaster";
import { useChrome } from "~/features/chrome/chrome";
import { mayHaveQueuedSignups } from "~/features/newsletter/signup-queue";
import { CheckoutLinks } from "~/features/orders/checkout-links";
import { whenIdle } from "~/utils/lazy";
import { isPlainClick } from "~/features/chrome/chrome";

/**
 * What the site does beside the page: the checkout overlay for the buy links (with a store), the
 * toasts, the set of open modals, sign-ups waiting in this browser, and the discount popup with its
 * rules (spec section 4). None of it shows in the first paint: these are the events' listeners,
 * which start with hydration (the popup's 12 s count with them), and each part's own code is
 * fetched when its event comes: the overlay's when a buy link is reached for, the toaster's with
 * the first toast, the popup's when one of its triggers fires.
 */
export function Engagement({ preloadCheckout }: { preloadCheckout: boolean }) {
  const { t, track, config } = useChrome();
  const [modals, setModals] = useState<ModalWatch | null>(null);
  const [Opener, setOpener] = useState<typeof PopupOpener | null>(null);
  const [request, setRequest] = useState<PopupRequest | null>(null);

  // Tests and scripts learn from this that the popup's triggers, the toasts and the overlay listen.
  useEffect(() => {
    document.documentElement.dataset.engaged = "true";
    return () => {
      delete document.documentElement.dataset.engaged;
    };
  }, []);

  // The set of open modals, reported as they open and close.
  useEffect(() => {
    const watch = watchModals((type, opened) => track(opened ? "modal-opened" : "modal-closed", { modalType: type }));
    setModals(watch);
    return () => watch.stop();
  }, [track]);

  // The popup's three ways in: a while after the page loads, the visitor's return, and a request.
  // They are set up once per page load: the 12 s count must not restart with a navigation.
  useEffect(() => {
    const fire = (trigger: PopupTrigger) => {
      setRequest({ trigger, at: Date.now() });
      import("./popup-opener").then(
        (module) => setOpener(() => module.PopupOpener),
        // Offline, or a new release replaced the code: the popup is an extra, the page goes on.
        () => undefined,
      );
    };
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const after = (ms: number, trigger: PopupTrigger) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fire(trigger);
      }, ms);
      timers.add(timer);
    };
    after(popupTiming.delayMs, "timer");

    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === "hidden") {
        hiddenAt = Date.now();
      } else if (hiddenAt !== null) {
        if (Date.now() - hiddenAt > popupTiming.hiddenThresholdMs) after(popupTiming.returnDelayMs, "return");
        hiddenAt = null;
      }
    };
    const onRequest = (event: Event) => {
      const delay = (event as CustomEvent<{ delay?: unknown } | null>).detail?.delay;
      after(typeof delay === "number" && delay >= 0 ? delay : popupTiming.eventDelayMs, "request");
    };
    // Links to the welcome offer work without JavaScript (the /newsletter page); here they open the popup.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[data-discount-offer]");
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      document.dispatchEvent(new CustomEvent(showDiscountModalEvent, { detail: { delay: 0 } }));
    };

    document.addEventListener("visibilitychange", onVisibility);
    document.addEventListener(showDiscountModalEvent, onRequest);
    document.addEventListener("click", onClick);
    return () => {
      for (const timer of timers) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener(showDiscountModalEvent, onRequest);
      document.removeEventListener("click", onClick);
    };
  }, []);

  // Sign-ups this browser kept while the server was out of reach go out when it is back; the code
  // that sends them is fetched only when one may wait.
  useEffect(() => {
    const send = () => {
      if (!mayHaveQueuedSignups()) return;
      import("~/features/newsletter/signups")
        .then(({ sendQueuedSignups }) => sendQueuedSignups())
        .then(
          (sent) => {
            if (sent > 0) showToast({ message: t("toast.signupSent"), type: "success" });
          },
          // The code could not be fetched (offline again, or replaced by a release): the queue waits
          // for the next page or the next time the browser is online.
          () => undefined,
        );
    };
    // Reading the queue is the page's first use of the browser's storage, which opens it: the
    // longest step of the page's start, so it waits until the browser is idle.
    const cancel = whenIdle(() => {
      if (navigator.onLine) send();
    });
    window.addEventListener("online", send);
    return () => {
      cancel();
      window.removeEventListener("online", send);
    };
  }, [t]);

  return (
    <>
      {config.checkoutOverlay ? <CheckoutLinks preload={preloadCheckout} /> : null}
      <ToasterOnDemand dismissLabel={t("toast.dismiss")} />
      {Opener && request && modals ? <Opener request={request} openModals={modals.open} /> : null}
    </>
  );
}

/**
 * The toaster (./toaster.tsx), fetched with the first toast: until it listens itself, the toasts
 * asked for wait here in order, and a request to clear them clears them here.
 */
function ToasterOnDemand({ dismissLabel }: { dismissLabel: string }) {
  const [Shown, setShown] = useState<typeof Toaster | null>(null);
  const waiting = useRef<ToastOptions[]>([]);
  const stop = useRef<() => void>(() => {});

  useEffect(() => {
    const onShow = (event: Event) => {
      waiting.current.push((event as CustomEvent<ToastOptions>).detail);
      import("./toaster").then(
        (module) => setShown(() => module.Toaster),
        // Offline, or a new release replaced the code: a toast is an extra, the page goes on.
        () => undefined,
      );
    };
    const onClear = () => {
      waiting.current = [];
    };
    document.addEventListener(showToastEvent, onShow);
    document.addEventListener(clearToastsEvent, onClear);
    stop.current = () => {
      document.removeEventListener(showToastEvent, onShow);
      document.removeEventListener(clearToastsEvent, onClear);
    };
    return () => stop.current();
  }, []);

  const takeOver = useCallback(() => {
    stop.current();
    const taken = waiting.current;
    waiting.current = [];
    return taken;
  }, []);

  return Shown ? <Shown dismissLabel={dismissLabel} takeOver={takeOver} /> : null;
}
