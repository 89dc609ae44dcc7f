import { describe, expect, test } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

describe("readCookie", () => {
  test.each([
    [null, null],
    ["", null],
    ["preferred-language=de", "de"],
    ["a=1; preferred-language=es; b=2", "es"],
    ["a=1;preferred-language=en", "en"],
    ["  preferred-language =  de  ; b=2", "de"],
    ["a=1; b=2", null],
    ["preferred-language-old=fr; preferred-language=de", "de"],
    ["xpreferred-language=fr", null],
    ["preferred-language=de; preferred-language=es", "de"],
    ["preferred-language=", ""],
    ["flag; preferred-language=de", "de"],
    ["preferred-language=caf%C3%A9", "café"],
    ["preferred-language=a=b", "a=b"],
    ["preferred-language=%E0%A4%A", null],
  ] as const)("%j → %j", (header, expected) => {
    expect(readCookie(header, "preferred-language")).toBe(expected);
  });
});

describe("serializeCookie", () => {
  test("defaults: site-wide, one year, Lax, Secure, HttpOnly", () => {
    const cookie = serializeCookie("preferred-language", "de");
    const [pair, ...attributes] = cookie.split("; ");
    expect(pair).toBe("preferred-language=de");
    expect(attributes).toEqual(["Path=/", `Max-Age=${60 * 60 * 24 * 365}`, "SameSite=Lax", "Secure", "HttpOnly"]);
  });

  test("secure: false leaves out Secure", () => {
    const cookie = serializeCookie("preferred-language", "es", { secure: false });
    expect(cookie).toBe(`preferred-language=es; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax; HttpOnly`);
  });

  test("maxAge is honoured", () => {
    expect(serializeCookie("a", "b", { maxAge: 0 })).toContain("; Max-Age=0;");
    expect(serializeCookie("a", "b", { maxAge: 3600 })).toContain("; Max-Age=3600;");
  });

  test("the value is encoded so that it cannot add attributes", () => {
    const cookie = serializeCookie("note", "a b;c=d,é");
    expect(cookie.split("; ")[0]).toBe("note=a%20b%3Bc%3Dd%2C%C3%A9");
  });

  test.each(["de", "a b;c=d", "café", "100%"])("readCookie reads back what serializeCookie wrote (%j)", (value) => {
    const pair = serializeCookie("preferred-language", value).split("; ")[0];
    expect(readCookie(`other=1; ${pair}`, "preferred-language")).toBe(value);
  });
});
