import { expect, test } from "vitest";
import { isPlainClick } from "./chrome";

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

test("only the main button without a modifier key, on a click no handler has taken, is a plain click", () => {
  expect(isPlainClick(click)).toBe(true);
  for (const other of [
    { button: 1 },
    { button: 2 },
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
    { defaultPrevented: true },
  ])
    expect(isPlainClick({ ...click, ...other }), JSON.stringify(other)).toBe(false);
});
