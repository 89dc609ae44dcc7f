import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import {
  isExcludedPath,
  isTyping,
  popupAllowed,
  popupTiming,
  recordPopupDismissed,
  recordPopupSeen,
  showDiscountModalEvent,
} from "./exit-intent";
import { announceModal, watchModals, type ModalWatch } from "./modals";
import { useChrome } from "~/features/chrome/chrome";
import { mayHaveQueuedSignups } from "~/features/newsletter/signup-queue";
import { showToast } from "./toast";
import type { DiscountPopupProps } from "~/features/newsletter/discount-popup";
import type { PopupStrings } from "~/features/newsletter/popup.server";
import formStyles from "~/styles/forms.css";
import popupStyles from "~/styles/popup.css";
import { CheckoutOverlay } from "~/features/orders/checkout-overlay";
import { Toaster } from "./toaster";

const modalType = "discount";

type Trigger = "timer" | "return" | "request";

/**
 * What the site does beside the page: the checkout overlay for the buy links (with a store), the
 * toasts, the set of open modals, sign-ups waiting in this browser, and the discount popup with its
 * rules (spec section 4). None of it is needed for the first paint: the shell loads it when the browser is idle
 * after hydration, and the popup's form and strings are fetched only when it opens.
 */
export function Engagement({ preloadCheckout }: { preloadCheckout: boolean }) {
  const { t, track, localize, config } = useChrome();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const modals = useRef<ModalWatch | null>(null);
  const strings = useFetcher<PopupStrings>();
  const [popup, setPopup] = useState<{ Component: ComponentType<DiscountPopupProps>; subscribed: boolean } | null>(null);
  const opening = useRef(false);

  const open = useCallback(
    async (trigger: Trigger) => {
      const now = Date.now();
      if (opening.current || (modals.current?.open.size ?? 0) > 0) return;
      // A visitor who asks for the offer gets it; the timers respect the markers and the page.
      if (trigger !== "request" && (isExcludedPath(path.current) || !popupAllowed(now))) return;
      // Never in the middle of typing: the visitor's own offer waits until they leave the field.
      if (trigger !== "request" && isTyping(document.activeElement as HTMLElement | null)) {
        document.addEventListener("focusout", () => setTimeout(() => void openLatest.current(trigger), popupTiming.returnDelayMs), {
          once: true,
        });
        return;
      }
      opening.current = true;
      try {
        if (!strings.data) strings.load(localize("/newsletter/popup"));
        const [{ DiscountPopup }, { isKnownSubscriber }] = await Promise.all([
          import("~/features/newsletter/discount-popup"),
          import("~/features/newsletter/signups"),
          stylesheet(formStyles),
          stylesheet(popupStyles),
        ]);
        recordPopupSeen(now);
        setPopup({ Component: DiscountPopup, subscribed: isKnownSubscriber() });
      } catch {
        // Offline, or a new release replaced the code: the popup is an extra, the page goes on.
        opening.current = false;
      }
    },
    [strings, localize],
  );

  const close = useCallback(() => {
    recordPopupDismissed(Date.now());
    setPopup(null);
    opening.current = false;
  }, []);

  const visible = popup !== null && strings.data !== undefined;
  useEffect(() => {
    if (!visible) return;
    announceModal(modalType, true);
    return () => announceModal(modalType, false);
  }, [visible]);

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
    modals.current = watch;
    return () => watch.stop();
  }, [track]);

  // The triggers are set up once per page load: the 12 s count must not restart when the fetcher or
  // the chrome's helpers change, so they reach the latest `open` through a ref.
  const openLatest = useRef(open);
  openLatest.current = open;

  // The popup's three ways in: a while after the page loads, the visitor's return, and a request.
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const after = (ms: number, trigger: Trigger) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void openLatest.current(trigger);
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
      if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
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
    if (navigator.onLine) send();
    window.addEventListener("online", send);
    return () => window.removeEventListener("online", send);
  }, [t]);

  return (
    <>
      {config.checkoutOverlay ? <CheckoutOverlay preload={preloadCheckout} /> : null}
      <Toaster dismissLabel={t("toast.dismiss")} />
      {visible && popup ? (
        <popup.Component
          strings={strings.data!.strings}
          forms={strings.data!.forms}
          language={strings.data!.language}
          subscribed={popup.subscribed}
          onClose={close}
          onFailure={(error) =>
            track("newsletter-signup-failed", { source: "exit-intent", reason: error instanceof Error ? error.message : "unknown" })
          }
        />
      ) : null}
    </>
  );
}

/** Resolves once the stylesheet applies, so the popup never shows unstyled. */
function stylesheet(href: string): Promise<void> {
  // Linked by the page, or inline in its document (app/components/page-links.tsx).
  const present = document.querySelector(`link[rel="stylesheet"][href="${href}"], style[data-href="${href}"]`);
  if (present) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`Stylesheet ${href} not loaded`));
    };
    document.head.appendChild(link);
  });
}
