import { describe, expect, test } from "vitest";
import { resources } from "~/locales/resources.server";
import { fillAll } from "./content-page";
import { copyValues } from "./copy.server";

/** The long pages, whose copy is walked by ./content-page.ts. */
const namespaces = [
  "refundPolicy",
  "privacyPolicy",
  "termsOfService",
  "imprint",
  "cvPhoto",
  "resume",
  "resumeHeadshot",
  "adLanding",
  "whiteLabel",
] as const;

// Values that are not business figures: the provider's details (legal pages) and what a visitor typed (white-label form).
const pageValues = new Set(["companyName", "companyEmail", "representative", "vatId", "firstName", "email", "range"]);

/** Every path to an object's keys, in the order the module lists them. */
const shape = (value: unknown, at = ""): string[] =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, item]) => [`${at}${key}`, ...shape(item, `${at}${key}.`)])
    : [];

describe("fillAll", () => {
  test("fills every string of a nested object and keeps its shape", () => {
    const copy = { heading: "Within {{days}} days", list: ["{{days}}", "plain"], nested: { text: "{{unknown}} stays" } };
    expect(fillAll(copy, { days: 30 })).toEqual({
      heading: "Within 30 days",
      list: ["30", "plain"],
      nested: { text: "{{unknown}} stays" },
    });
  });
});

describe.each(namespaces)("%s", (namespace) => {
  // Sections, cards and lists are rendered in the order of the module; the languages must agree.
  test.each(["de", "es"] as const)("%s lists its sections in the same order as English", (language) => {
    expect(shape(resources[language][namespace])).toEqual(shape(resources.en[namespace]));
  });

  test.each(["en", "de", "es"] as const)("every placeholder in %s has a value", (language) => {
    const names = [...JSON.stringify(resources[language][namespace]).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
    const figures = copyValues(language, "DE");
    expect(names.filter((name) => !(name in figures) && !pageValues.has(name))).toEqual([]);
  });
});
