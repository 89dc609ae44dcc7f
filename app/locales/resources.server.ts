// Every string of every page, for the server. Browsers receive the chrome (./common.ts) with the
// client entry and a page's own strings, in one language, with that page's loader data.
import * as de from "./de";
import * as en from "./en";
import * as es from "./es";

export const resources = { en: { ...en }, de: { ...de } satisfies typeof en, es: { ...es } satisfies typeof en };

export type Namespace = keyof typeof en;
// Namespaces that are not pages: the chrome, the cookie banner (sent only while it shows), the
// forms' shared strings (sent with the pages that show a form), the plan cards (sent with the pages
// that offer the packs), the photo reviews' tool and its countries (sent with the two review
// pages), the e-mails (never sent to a browser), and what the server alone says about the site in
// metadata.
export type PageNamespace = Exclude<
  Namespace,
  | "common"
  | "consent"
  | "forms"
  | "plans"
  | "orderEmail"
  | "deliveryEmail"
  | "welcomeEmail"
  | "confirmEmail"
  | "site"
  | "photoReview"
  | "reviewCountries"
>;
