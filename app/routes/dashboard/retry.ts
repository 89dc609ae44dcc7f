import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { retryGeneration } from "~/features/photos/jobs/generation.server";
import { readOperatorForm } from "~/utils/auth.server";
import { postOnly } from "~/utils/http.server";

/** The dashboard's "retry" of a failed generation job; the operator returns to the dashboard with the outcome. */
export async function action(args: ActionFunctionArgs) {
  const form = await readOperatorForm(args, "Too many retries; try again shortly.");
  if (form instanceof Response) return form;
  const order = form.get("order") ?? "";
  const retried = await retryGeneration(args.context.cloudflare.env, order);
  return redirect(`/dashboard?${new URLSearchParams({ [retried ? "retried" : "notRetried"]: order })}#jobs`, 303);
}

export const loader = postOnly;
