/** The pages the bench measures. */
import { articlePath as article } from "../lib/first-load.mjs";

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
