/**
 * The discount popup's timings (spec section 9) and the event that asks for it: what the page's
 * triggers (./engagement.tsx) need before any of the popup's own code is fetched.
 */
export const popupTiming = {
  /** After the page loads. */
  delayMs: 12_000,
  /** A visitor who saw the popup is left alone this long. */
  seenWindowMs: 172_800_000,
  /** Closing it keeps it away this long. */
  dismissMs: 7 * 24 * 60 * 60 * 1000,
  /** A tab hidden longer than this counts as the visitor coming back... */
  hiddenThresholdMs: 2_000,
  /** ...and the popup follows this long after the return. */
  returnDelayMs: 1_000,
  /** The default delay of a `show-discount-modal` event. */
  eventDelayMs: 1_000,
  /** The popup's checkout button closes it and opens the checkout this long after. */
  checkoutDelayMs: 100,
} as const;

/** Other code asks for the popup with this document event, `detail.delay` in milliseconds optional. */
export const showDiscountModalEvent = "show-discount-modal";
