import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PageIntro } from "~/components/page-heading";
import { requireOperator } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { pageMeta } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

export async function loader(args: LoaderFunctionArgs) {
  requireOperator(args.request, getEnv(args.context));
  return loadPage(args, "dashboard");
}

// Operator data: never stored by a browser or a shared cache, never indexed.
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" });

export const meta = pageMeta;

export default function DashboardPage() {
  return <PageIntro />;
}
