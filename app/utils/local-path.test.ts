import { describe, expect, test } from "vitest";
import { foreignPaths } from "../../tests/setup/foreign-paths";
import { localPath } from "./local-path";

describe("localPath", () => {
  test.each([
    ["/", "/"],
    ["/pricing?x=1", "/pricing?x=1"],
    ["/de/pricing?cookie-settings&x=1#faq", "/de/pricing?cookie-settings&x=1"],
    ["/blog/../pricing", "/pricing"],
    ["/blog?next=//elsewhere", "/blog?next=//elsewhere"],
    ["/caf%C3%A9", "/caf%C3%A9"],
  ])("%j stays as %j", (value, path) => {
    expect(localPath(value)).toBe(path);
  });

  const refused = [
    null,
    42,
    "",
    "pricing",
    ...foreignPaths,
    "/%09/evil.example",
    "/\n/evil.example",
    "/%E0%A4%A",
    "//",
    "/.//",
    `/${"a".repeat(2_048)}`,
  ];
  test.each(refused)("%j is refused", (value) => {
    expect(localPath(value)).toBeNull();
  });
});
