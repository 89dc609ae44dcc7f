import { expect, test } from "vitest";
import { retryAfterSeconds } from "./upstream.server";

test.each([
  [null, null],
  ["", null],
  ["30", 30],
  ["0", 0],
  ["1.2", 2],
  ["-5", null],
  ["soon", null],
  ["Wed, 21 Oct 2026 07:28:30 GMT", 30],
  ["Wed, 21 Oct 2026 07:27:00 GMT", 0],
])("Retry-After %j → %j seconds", (value, seconds) => {
  expect(retryAfterSeconds(value, Date.parse("Wed, 21 Oct 2026 07:28:00 GMT"))).toBe(seconds);
});
