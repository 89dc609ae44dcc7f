/**
 * The one way the product reports events. `track` only queues: the analytics tools arrive later
 * (app/features/consent/tags.ts, loaded after the page starts and after consent), take the queue on window in
 * order and deliver each event to every tool the visitor's consent allows.
 */
export type AnalyticsEventName =
  | "pageview"
  | "Language Changed"
  | "consent-updated"
  | "experiment-exposure"
  | "modal-opened"
  | "modal-closed"
  | "newsletter-signup"
  | "newsletter-signup-failed"
  | "white-label-lead"
  | "review-started"
  | "review-shown"
  | "report-requested"
  | "opened-checkout"
  | "finished-checkout";

export type AnalyticsEvent = {
  name: AnalyticsEventName;
  props: Record<string, string | number | boolean>;
  /** The page the event happened on, kept because delivery may come after a navigation. */
  url: string;
};

declare global {
  interface Window {
    __analyticsQueue?: AnalyticsEvent[];
    /** Set by the tools once loaded: delivers what is queued. */
    __analyticsFlush?: () => void;
  }
}

export function track(name: AnalyticsEventName, props: AnalyticsEvent["props"] = {}): void {
  if (typeof window === "undefined") return;
  (window.__analyticsQueue ??= []).push({ name, props, url: location.href });
  window.__analyticsFlush?.();
}
