import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { retryGeneration } from "~/features/photos/jobs/generation.server";
import { requireOperator } from "~/utils/auth.server";
import { getEnv } from "~/utils/env.server";
import { postOnly } from "~/utils/http.server";
import { checkRateLimit, readFormOrRejection, RequestRejected } from "~/utils/request-guard.server";

/** The dashboard's "retry" of a failed generation job; the operator returns to the dashboard with the outcome. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireOperator(request, getEnv(context));
  const env = context.cloudflare.env;
  const form = await readFormOrRejection(request, 1024);
  if (form instanceof RequestRejected) return new Response(form.message, { status: form.status });
  const rate = await checkRateLimit(env, request, "operator");
  if (!rate.allowed)
    return new Response("Too many retries; try again shortly.", {
      status: 429,
      headers: { "Retry-After": String(rate.retryAfterSeconds) },
    });
  const retried = await retryGeneration(env, form.get("order") ?? "");
  return redirect(`/dashboard?${new URLSearchParams({ [retried ? "retried" : "notRetried"]: form.get("order") ?? "" })}#jobs`, 303);
}

export const loader = postOnly;
