import { useFetcher, useLocation } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { isTyping, popupMayOpen, recordPopupDismissed, recordPopupSeen } from "./exit-intent";
import { announceModal } from "./modals";
import { popupTiming } from "./popup-timing";
import { useChrome } from "~/features/chrome/chrome";
import type { DiscountPopupProps } from "~/features/newsletter/discount-popup";
import type { PopupStrings } from "~/features/newsletter/popup.server";
import formStyles from "~/styles/forms.css";
import popupStyles from "~/styles/popup.css";

const modalType = "discount";

export type PopupTrigger = "timer" | "return" | "request";

/**
 * One firing of a trigger, and when it fired: a new object each time. The popup's code may come
 * later than that, on a slow network; whether the rules let it open is judged at the firing.
 */
export type PopupRequest = { trigger: PopupTrigger; at: number };

/**
 * Opens the discount popup for each `request` the page's triggers make (./engagement.tsx) when its
 * rules allow (./exit-intent.ts): never over another modal (`openModals`), never in the middle of
 * typing. Fetched when the first trigger fires; the popup's form, strings and styles only when the
 * rules let it open.
 */
export function PopupOpener({ request, openModals }: { request: PopupRequest; openModals: ReadonlySet<string> }) {
  const { track, localize } = useChrome();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const strings = useFetcher<PopupStrings>();
  const [popup, setPopup] = useState<{ Component: ComponentType<DiscountPopupProps>; subscribed: boolean } | null>(null);
  const opening = useRef(false);

  const open = useCallback(
    async (trigger: PopupTrigger, now: number = Date.now()) => {
      if (opening.current || openModals.size > 0 || !popupMayOpen(trigger === "request", path.current, now)) return;
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
    [strings, localize, openModals],
  );
  // The focusout above and each new request reach the latest `open` through a ref.
  const openLatest = useRef(open);
  openLatest.current = open;

  useEffect(() => {
    void openLatest.current(request.trigger, request.at);
  }, [request]);

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

  return visible && popup ? (
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
  ) : null;
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
