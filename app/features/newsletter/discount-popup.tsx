import { Link } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { discounts, welcomeCode } from "~/content/business";
import { popupTiming } from "~/features/engagement/popup-timing";
import { localizePath } from "~/utils/i18n";
import { deliverSignup } from "./signups";
import { createTranslator } from "~/utils/translate";
import { NewsletterCaptureForm } from "./newsletter-forms";
import type { PopupStrings } from "./popup.server";
import { isPlainClick } from "~/features/chrome/chrome";

export type DiscountPopupProps = PopupStrings & {
  /** A visitor who already subscribed sees what the headshots do for them, not the form again. */
  subscribed: boolean;
  onClose: () => void;
  /** Hears why the server did not take a sign-up (the sign-up is then kept in the browser). */
  onFailure: (error: unknown) => void;
};

/**
 * The discount popup: the welcome offer (sign up, get WELCOME20) or, for a subscriber, the
 * before and after with the way to checkout. A native modal dialog: it keeps focus inside, closes
 * with Escape, and is read as a dialog. Closing by ×, Escape or the backdrop keeps it away for a week.
 */
export function DiscountPopup({ strings, forms, language, subscribed, onClose, onFailure }: DiscountPopupProps) {
  const t = createTranslator(strings);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    return () => element.close();
  }, []);

  // A click on the backdrop lands on the dialog element itself, outside its content box.
  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) onClose();
  };

  // The checkout opens once the popup has gone, so the two modals never overlap.
  const toCheckout = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const link = event.currentTarget;
    onClose();
    setTimeout(() => link.ownerDocument.defaultView?.location.assign(link.href), popupTiming.checkoutDelayMs);
  };

  return (
    // A click on the backdrop is a mouse shortcut; the keyboard closes the dialog with Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby="discount-popup-heading"
      onClick={onBackdrop}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="popup__body">
        <button type="button" className="popup__close" aria-label={t("popup.close")} onClick={onClose}>
          ×
        </button>
        {subscribed ? (
          <>
            <h2 id="discount-popup-heading">{t("popup.subscribed.heading")}</h2>
            <img className="popup__image" src="/images/before-after.svg" width={480} height={270} alt={t("popup.subscribed.imageAlt")} />
            <p>{t("popup.subscribed.text", { code: welcomeCode, percent: discounts[welcomeCode] })}</p>
            <Link to={localizePath("/pricing", language)} className="button button--primary" onClick={toCheckout}>
              {t("popup.subscribed.cta")}
            </Link>
          </>
        ) : (
          <NewsletterCaptureForm
            id="discount-popup"
            strings={forms}
            language={language}
            source="exit-intent"
            discountCode={welcomeCode}
            userType="b2c"
            heading={t("popup.heading", { percent: discounts[welcomeCode] })}
            text={t("popup.text")}
            deliver={(payload) => deliverSignup(payload, onFailure)}
          />
        )}
      </div>
    </dialog>
  );
}
