import { describe, expect, test } from "vitest";
import { fileName } from "./downloads.server";
import { original, parseFormat } from "./formats";

describe("a download's file name", () => {
  const image = (style: Parameters<typeof fileName>[0]["style"], n = 0) => ({ style, n, r2_key: `orders/x/headshots/${style}.jpg` });

  test.each([
    ["en", "realEstate", "resoume-real-estate-01.jpg"],
    ["de", "corporate", "resoume-business-01.jpg"],
    ["de", "greenery", "resoume-im-gruenen-01.jpg"],
    ["es", "academic", "resoume-academico-01.jpg"],
    ["es", "warm", "resoume-calido-01.jpg"],
  ] as const)("in %s, %s is %s", (language, style, name) => {
    expect(fileName(image(style), original, language)).toBe(name);
  });

  test("a crop adds its format, and the number counts from one", () => {
    const linkedin = parseFormat(new URLSearchParams("format=linkedin"))!;
    expect(fileName(image("corporate", 11), linkedin, "de")).toBe("resoume-business-12-linkedin.jpg");
  });
});
