import { expect, test } from "vitest";
import { nextAttemptAt, redact } from "./pending.server";

const minute = 60_000;

test.each([
  [1, null, 1],
  [2, null, 2],
  [3, null, 4],
  [9, null, 256],
  [10, null, 360],
  [40, null, 360],
  [1, 600, 10],
  [3, 90, 4],
])("after %i failed attempts with Retry-After %j s, the next comes %i minutes later", (attempts, retryAfter, minutes) => {
  expect(nextAttemptAt(0, attempts, retryAfter)).toBe(minutes * minute);
});

test("logs name an address without giving it away", () => {
  expect(redact("ada.lovelace@example.com")).toBe("a***@example.com");
});
