/**
 * When the discount popup may open (spec section 4 and the popup's constants in section 9). The
 * decisions are pure functions of the clock and the stored markers, so they are tested without a
 * browser; ./popup-opener.tsx applies them when one of the triggers of ./engagement.tsx fires.
 */
import { forget, recalled, remember } from "~/utils/storage";
import { popupTiming } from "./popup-timing";

export const popupKeys = {
  dismissedUntil: "nl_dismissed_until",
  seenAt: "nl_seen_48h",
} as const;

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

/**
 * Whether a trigger may open the popup now: a visitor who asks for the offer gets it; the timers
 * respect the markers and the page.
 */
export function popupMayOpen(requested: boolean, pathname: string, now: number): boolean {
  return requested || (!isExcludedPath(pathname) && popupAllowed(now));
}

export function recordPopupSeen(now: number): void {
  remember(popupKeys.seenAt, String(now));
}

export function recordPopupDismissed(now: number, forMs: number = popupTiming.dismissMs): void {
  remember(popupKeys.dismissedUntil, String(now + forMs));
}
