/**
 * Toasts: short notes at an edge of the screen (spec sections 3, 4 and 9). Any code shows one with
 * `showToast`; the toaster (app/features/engagement/toaster.tsx) listens for the document events, so callers
 * need none of its code.
 */

/** The id of the toasts' live region, which the page's shell renders. */
export const toasterId = "toaster";

export const toastPositions = ["top-right", "top", "top-left", "bottom-right", "bottom", "bottom-left"] as const;
export type ToastPosition = (typeof toastPositions)[number];
export type ToastType = "success" | "error" | "info" | "warning";

export type ToastOptions = {
  message: string;
  type?: ToastType;
  position?: ToastPosition;
  /** Milliseconds on screen; 0 keeps it until it is dismissed. */
  duration?: number;
  /** Whether a click dismisses it. */
  dismissible?: boolean;
  /** Wait until the toasts on screen have left before appearing. */
  queue?: boolean;
  /** Stop the clock while the pointer is over it. */
  pauseOnHover?: boolean;
};

export const toastDefaults = {
  type: "info",
  position: "bottom-right",
  duration: 3_000,
  dismissible: true,
  queue: false,
  pauseOnHover: true,
} as const satisfies Required<Omit<ToastOptions, "message">>;

export const toastTiming = {
  /** How often a queued toast checks whether the screen is free. */
  recheckMs: 250,
  /** The leaving animation, after which the toast is removed. */
  leaveMs: 150,
} as const;

export const showToastEvent = "show-toast";
export const clearToastsEvent = "clear-toasts";

export function showToast(options: ToastOptions): void {
  document.dispatchEvent(new CustomEvent<ToastOptions>(showToastEvent, { detail: options }));
}

export function clearToasts(): void {
  document.dispatchEvent(new Event(clearToastsEvent));
}
