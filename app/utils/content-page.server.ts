import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PageNamespace } from "~/locales/resources.server";
import { getCompany, getEnv } from "./env.server";
import { figuresFor } from "./figures.server";
import { loadPage } from "./page.server";
import { countryName } from "./root.server";

/**
 * Loaders of the pages whose copy states business figures: the page's data (./page.server.ts) plus
 * the values its `{{placeholders}}` take, which ./content-page.ts fills in.
 */
export async function loadContentPage<N extends PageNamespace>(args: Pick<LoaderFunctionArgs, "request">, namespace: N) {
  const page = await loadPage(args, namespace);
  return { ...page, values: figuresFor(page.language) };
}

/** A legal page also names the provider, from the Worker's configuration (README, "Configuration"). */
export async function loadLegalPage<N extends PageNamespace>(args: Pick<LoaderFunctionArgs, "request" | "context">, namespace: N) {
  const page = await loadPage(args, namespace);
  const company = getCompany(getEnv(args.context));
  return {
    ...page,
    company: { ...company, country: countryName(company.country, page.language) },
    values: { ...figuresFor(page.language), companyName: company.name, companyEmail: company.email },
  };
}

export type Company = Awaited<ReturnType<typeof loadLegalPage>>["company"];
