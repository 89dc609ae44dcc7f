import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PageNamespace } from "~/locales/resources.server";
import { getCompany } from "~/utils/env.server";
import { loadPage } from "~/utils/page.server";
import { countryName } from "~/content/copy.server";
import { fillAll, type Copy } from "~/content/content-page";
import type { Values } from "~/utils/translate";

/**
 * A legal page names the provider, from the Worker's configuration (README, "Configuration"): its
 * copy's `{{companyName}}` and `{{companyEmail}}`, and what `more` adds from the company, are filled
 * in here, so that the page's strings reach the browser finished.
 */
export async function loadLegalPage<N extends PageNamespace>(
  args: Pick<LoaderFunctionArgs, "request" | "context">,
  namespace: N,
  more: (company: ReturnType<typeof getCompany>) => Values = () => ({}),
) {
  const page = await loadPage(args, namespace);
  const company = getCompany(args.context);
  return {
    ...page,
    strings: filledOnce(page.strings, { companyName: company.name, companyEmail: company.email, ...more(company) }),
    company: { ...company, country: countryName(company.country, page.language) },
  };
}

export type Company = Awaited<ReturnType<typeof loadLegalPage>>["company"];

// A page's strings are one object for the isolate's life (pageStrings), and the company is the
// configuration's: filling them for each request would walk the whole text (the privacy policy's
// some fifty blocks) to the same result. One filled copy is kept per strings object, for the values
// it was last filled with.
const filled = new WeakMap<object, { key: string; copy: unknown }>();

function filledOnce<T extends Copy & object>(strings: T, values: Values): T {
  const key = JSON.stringify(values);
  let entry = filled.get(strings);
  if (entry?.key !== key) filled.set(strings, (entry = { key, copy: fillAll(strings, values) }));
  return entry.copy as T;
}
