/** The reviews' findings in words: the page, the e-mailed report and the vision model's context say the same. */
import type en from "~/locales/en/photo-review";
import type { Translator } from "~/utils/translate";
import { bandOf, type Finding } from "./scores";

export type ReviewStrings = typeof en;

/** A finding's title and text, its named values (a hue, a side, a country) in words too. */
export function findingWords(t: Translator<ReviewStrings>, finding: Finding, countryName: (code: string) => string) {
  const values = { ...finding.values };
  if (typeof values.hue === "string") values.hue = t(`hues.${values.hue as keyof ReviewStrings["hues"]}`);
  if (typeof values.side === "string") values.side = t(`sides.${values.side as keyof ReviewStrings["sides"]}`);
  if (typeof values.country === "string") values.country = countryName(values.country);
  return { title: t(`findings.${finding.key}.title`), text: t(`findings.${finding.key}.text`, values) };
}

/** A score in words: "great" exactly where its findings have nothing to say, "poor" where one is a problem. */
export function verdictOf(score: number): "great" | "good" | "fair" | "poor" {
  const band = bandOf(score);
  if (band !== "tip") return band === "fine" ? "great" : "poor";
  return score >= 70 ? "good" : "fair";
}
