import { describe, expect, test } from "vitest";
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

  test.each([
    null,
    42,
    "",
    "pricing",
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "javascript:alert(1)",
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/./\\evil.example",
    "/.%2F/evil.example",
    "/%2F%2Fevil.example",
    "/%5Cevil.example",
    "/\t/evil.example",
    "/%09/evil.example",
    "/\n/evil.example",
    "/%E0%A4%A",
    `/${"a".repeat(2_048)}`,
  ])("%j is refused", (value) => {
    expect(localPath(value)).toBeNull();
  });
});
