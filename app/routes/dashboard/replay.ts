import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { requireOperator } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { postOnly } from "~/utils/http.server";
import { replayPending } from "~/features/newsletter/newsletter.server";
import { checkRateLimit, readFormOrRejection, RequestRejected } from "~/utils/request-guard.server";

/**
 * The dashboard's "replay now": every waiting sign-up is sent to EmailOctopus at once, whatever its
 * backoff says, and the operator returns to the dashboard with the result in its address. Only the
 * operator gets here, so a honeypot would have nobody to catch.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireOperator(request, getEnv(context));
  const env = context.cloudflare.env;
  const form = await readFormOrRejection(request, 1024);
  if (form instanceof RequestRejected) return new Response(form.message, { status: form.status });
  const rate = await checkRateLimit(env, request, "operator");
  if (!rate.allowed)
    return new Response("Too many replays; try again shortly.", {
      status: 429,
      headers: { "Retry-After": String(rate.retryAfterSeconds) },
    });

  const report = await replayPending(env, { force: true });
  const params = new URLSearchParams({ replayed: String(report.delivered), failed: String(report.failed) });
  if (!report.configured) params.set("unconfigured", "1");
  if (report.rateLimited) params.set("rateLimited", "1");
  return redirect(`/dashboard?${params}`, 303);
}

export const loader = postOnly;
