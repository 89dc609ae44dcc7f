/** The pages the bench measures. */
import { readdirSync } from "node:fs";
import path from "node:path";
import { root } from "../lib/worker.mjs";

const article = `/blog/${readdirSync(path.join(root, "app/content/articles/en")).sort()[0].replace(/\.md$/, "")}`;
// A page of each family that the render cache keeps; its budgets are `budgets.cpuFloorRatio`'s kept and fresh first visit.
export const pages = [
  ["home", "/"],
  ["pricing", "/pricing"],
  ["blog list", "/blog"],
  ["article", article],
  ["legal page", "/privacy-policy"],
  ["photo review", "/linkedin-photo-review"],
  ["home in Spanish", "/es"],
];
/** The pages put under load through an HTTP port. */
export const loadPages = ["/", "/pricing", "/blog", article];
