import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { PageIntro } from "~/components/page-heading";
import { requireOperator } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { pageMeta } from "~/utils/page";
import { loadPage } from "~/utils/page.server";

export async function loader(args: LoaderFunctionArgs) {
  requireOperator(args.request, getEnv(args.context));
  return loadPage(args, "dashboard");
}

export const meta = pageMeta;

export default function DashboardPage() {
  return <PageIntro />;
}
