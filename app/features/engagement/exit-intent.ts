/**
 * When the discount popup may open (spec section 4 and the popup's constants in section 9). The
 * decisions are pure functions of the clock and the stored markers, so they are tested without a
 * browser; app/features/engagement/engagement.tsx wires them to timers and events.
 */
import { forget, recalled, remember } from "~/utils/storage";

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

export const popupKeys = {
  dismissedUntil: "nl_dismissed_until",
  seenAt: "nl_seen_48h",
} as const;

/** Other code asks for the popup with this document event, `detail.delay` in milliseconds optional. */
export const showDiscountModalEvent = "show-discount-modal";

// The buyer is busy (in the middle of an upload, or on an ad's focused landing page), or already
// on the newsletter's own page, which is the same offer.
const excludedPaths = ["/create-headshot", "/ad-landing", "/newsletter"];

export function isExcludedPath(pathname: string): boolean {
  const path = pathname.replace(/^\/es(?=\/|$)/, "") || "/";
  return excludedPaths.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}

// Inputs that take typed text; a button, a box or a file picker does not count as typing.
const notTyped = new Set(["button", "submit", "reset", "checkbox", "radio", "range", "color", "file", "image", "hidden"]);

/** Whether the focused element is one the visitor types into: the popup must not interrupt that. */
export function isTyping(focused: { tagName: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!focused) return false;
  const tag = focused.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select" || focused.isContentEditable) return true;
  return tag === "input" && !notTyped.has((focused.type ?? "text").toLowerCase());
}

export type PopupMarkers = { dismissedUntil: number | null; seenAt: number | null };

export type PopupDecision = { open: boolean; staleSeenMarker: boolean };

/** Whether the markers allow the popup now, and whether the seen marker has expired. */
export function decidePopup(now: number, { dismissedUntil, seenAt }: PopupMarkers): PopupDecision {
  const staleSeenMarker = seenAt !== null && now - seenAt > popupTiming.seenWindowMs;
  const dismissed = dismissedUntil !== null && now < dismissedUntil;
  const seenRecently = seenAt !== null && !staleSeenMarker;
  return { open: !dismissed && !seenRecently, staleSeenMarker };
}

function storedTime(key: string): number | null {
  const stored = recalled(key);
  const value = Number(stored);
  return stored !== null && stored !== "" && Number.isFinite(value) ? value : null;
}

/** Reads the markers, drops an expired seen marker, and says whether the popup may open. */
export function popupAllowed(now: number): boolean {
  const decision = decidePopup(now, { dismissedUntil: storedTime(popupKeys.dismissedUntil), seenAt: storedTime(popupKeys.seenAt) });
  if (decision.staleSeenMarker) forget(popupKeys.seenAt);
  return decision.open;
}

export function recordPopupSeen(now: number): void {
  remember(popupKeys.seenAt, String(now));
}

export function recordPopupDismissed(now: number, forMs: number = popupTiming.dismissMs): void {
  remember(popupKeys.dismissedUntil, String(now + forMs));
}
