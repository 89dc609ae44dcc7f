/**
 * The one way the product reports events. `track` queues, and Plausible, which needs no consent,
 * has each event at once; the other tools arrive later (app/features/consent/tags.ts, loaded once
 * consent is known), take the queue on window in order and deliver each event to every tool the
 * visitor's consent allows.
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
  deliverToPlausible();
  window.__analyticsFlush?.();
}

// How many of the queue's events Plausible has had; null until the site counts with it.
let plausibleDelivered: number | null = null;

/**
 * Plausible sets no cookie and counts every visitor, consent or not, through this site
 * (/api/analytics/event), so that no analytics host is contacted: it needs none of the tools' code
 * (./tags.ts), which loads only once consent is known. Events from before the call are sent too.
 */
export function countWithPlausible(): void {
  plausibleDelivered ??= 0;
  deliverToPlausible();
}

function deliverToPlausible(): void {
  const queue = window.__analyticsQueue ?? [];
  while (plausibleDelivered !== null && plausibleDelivered < queue.length) {
    const { name, props, url } = queue[plausibleDelivered++]!;
    void fetch("/api/analytics/event", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(name === "pageview" ? { name, url, referrer: document.referrer || null } : { name, url, props }),
    })
      // Reading the (empty) answer lets the browser finish the request instead of abandoning it.
      .then((response) => response.text())
      .catch(() => {});
  }
}
