import { useLoaderData } from "@remix-run/react";
import type { PageNamespace } from "~/locales/resources.server";
import type { PageData } from "~/utils/page";
import { fill, type Values } from "~/utils/translate";

export type Copy = string | readonly Copy[] | { readonly [key: string]: Copy };

/** Every string in `copy` with its placeholders filled in; the shape stays as it is. */
export function fillAll<T extends Copy>(copy: T, values: Values): T {
  if (typeof copy === "string") return fill(copy, values) as T;
  if (Array.isArray(copy)) return copy.map((item: Copy) => fillAll(item, values)) as unknown as T;
  return Object.fromEntries(Object.entries(copy).map(([key, item]) => [key, fillAll(item as Copy, values)])) as T;
}

/**
 * A long page's whole copy, read as typed properties rather than looked up key by key: sections,
 * lists and cards are walked in the order the locale module gives them. Its placeholders are
 * filled in on the server: the business figures (./copy.server.ts), and the provider on the legal
 * pages (app/routes/legal/company.server.ts).
 */
export function usePageCopy<N extends PageNamespace>() {
  return (useLoaderData() as PageData<N>).strings;
}
