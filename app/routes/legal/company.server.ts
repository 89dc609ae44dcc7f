import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PageNamespace } from "~/locales/resources.server";
import { getCompany } from "~/utils/env.server";
import { loadPage } from "~/utils/page.server";
import { countryName } from "~/content/copy.server";

/**
 * A legal page names the provider, from the Worker's configuration (README, "Configuration"): its
 * copy's `{{companyName}}` and `{{companyEmail}}`, filled in by ./content-page.ts.
 */
export async function loadLegalPage<N extends PageNamespace>(args: Pick<LoaderFunctionArgs, "request" | "context">, namespace: N) {
  const page = await loadPage(args, namespace);
  const company = getCompany(args.context);
  return {
    ...page,
    company: { ...company, country: countryName(company.country, page.language) },
    values: { companyName: company.name, companyEmail: company.email },
  };
}

export type Company = Awaited<ReturnType<typeof loadLegalPage>>["company"];
