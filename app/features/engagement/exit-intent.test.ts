import { describe, expect, test } from "vitest";
import { decidePopup, isExcludedPath, isTyping } from "./exit-intent";
import { popupTiming } from "./popup-timing";

const now = Date.UTC(2026, 5, 1, 8);

describe("decidePopup", () => {
  test("a first visit may see it", () => {
    expect(decidePopup(now, { dismissedUntil: null, seenAt: null })).toEqual({ open: true, staleSeenMarker: false });
  });

  test("dismissed until later: no; until now or earlier: yes", () => {
    expect(decidePopup(now, { dismissedUntil: now + 1, seenAt: null }).open).toBe(false);
    expect(decidePopup(now, { dismissedUntil: now, seenAt: null }).open).toBe(true);
    expect(decidePopup(now, { dismissedUntil: now - 1, seenAt: null }).open).toBe(true);
  });

  test("seen within 48 h: no; a marker older than 48 h is stale and allows it", () => {
    expect(popupTiming.seenWindowMs).toBe(172_800_000);
    expect(decidePopup(now, { dismissedUntil: null, seenAt: now - popupTiming.seenWindowMs })).toEqual({
      open: false,
      staleSeenMarker: false,
    });
    expect(decidePopup(now, { dismissedUntil: null, seenAt: now - popupTiming.seenWindowMs - 1 })).toEqual({
      open: true,
      staleSeenMarker: true,
    });
  });

  test("a stale seen marker does not lift a dismissal", () => {
    expect(decidePopup(now, { dismissedUntil: now + 1, seenAt: now - 3 * popupTiming.seenWindowMs })).toEqual({
      open: false,
      staleSeenMarker: true,
    });
  });

  test("the spec's timings", () => {
    expect(popupTiming).toMatchObject({
      delayMs: 12_000,
      dismissMs: 604_800_000,
      hiddenThresholdMs: 2_000,
      returnDelayMs: 1_000,
      eventDelayMs: 1_000,
      checkoutDelayMs: 100,
    });
  });
});

describe("isExcludedPath", () => {
  test.each([
    ["/create-headshot", true],
    ["/es/create-headshot", true],
    ["/ad-landing", true],
    ["/ad-landing/emotional-story", true],
    ["/es/ad-landing/direct-response", true],
    ["/newsletter", true],
    ["/es/newsletter", true],
    ["/", false],
    ["/es", false],
    ["/pricing", false],
    ["/create-headshots-guide", false],
    ["/blog/es/create-headshot", false],
  ])("%s → %s", (path, excluded) => {
    expect(isExcludedPath(path)).toBe(excluded);
  });
});

describe("isTyping", () => {
  test.each([
    [{ tagName: "INPUT", type: "text" }, true],
    [{ tagName: "INPUT", type: "email" }, true],
    [{ tagName: "INPUT" }, true],
    [{ tagName: "TEXTAREA" }, true],
    [{ tagName: "SELECT" }, true],
    [{ tagName: "DIV", isContentEditable: true }, true],
    [{ tagName: "INPUT", type: "checkbox" }, false],
    [{ tagName: "INPUT", type: "submit" }, false],
    [{ tagName: "BUTTON" }, false],
    [{ tagName: "A" }, false],
    [{ tagName: "BODY" }, false],
    [null, false],
  ])("%j → %s", (focused, typing) => {
    expect(isTyping(focused)).toBe(typing);
  });
});
