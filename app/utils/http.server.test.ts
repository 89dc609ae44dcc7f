import { describe, expect, test } from "vitest";
import { redirectBack } from "./http.server";

describe("redirectBack", () => {
  const location = (returnTo: string | null, change: (url: URL) => void = () => {}) =>
    redirectBack(returnTo, change).headers.get("Location");

  test("goes to the path given, changed", () => {
    expect(location("/pricing?x=1", (url) => (url.pathname = `/es${url.pathname}`))).toBe("/es/pricing?x=1");
  });

  test("judges the path after the change: a change that makes another site of it goes home", () => {
    expect(location("/pricing", (url) => (url.pathname = "//evil.example"))).toBe("/");
    expect(location("/pricing", (url) => (url.pathname = "/\\evil.example"))).toBe("/");
  });

  test("a foreign path goes to the home page, changed as the path would have been", () => {
    expect(location("//evil.example", (url) => url.searchParams.set("x", "1"))).toBe("/?x=1");
    expect(location(null)).toBe("/");
  });
});
