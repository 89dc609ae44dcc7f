/**
 * The one way the product reports events. Until the analytics tools are initialised, events wait in
 * order in a queue on window, from which the tools replay them.
 */
export type AnalyticsEvent = { name: string; props: Record<string, string | number | boolean> };

declare global {
  interface Window {
    __analyticsQueue?: AnalyticsEvent[];
  }
}

export function track(name: string, props: AnalyticsEvent["props"] = {}): void {
  if (typeof window === "undefined") return;
  (window.__analyticsQueue ??= []).push({ name, props });
}
