import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { readOperatorForm } from "~/utils/auth.server";
import { postOnly } from "~/utils/http.server";
import { replayPending } from "~/features/newsletter/replay.server";

/**
 * The dashboard's "replay now": every waiting sign-up is sent to EmailOctopus at once, whatever its
 * backoff says, and the operator returns to the dashboard with the result in its address.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readOperatorForm(args, "Too many replays; try again shortly.");
  if (form instanceof Response) return form;

  const report = await replayPending(args.context.cloudflare.env, { force: true });
  const params = new URLSearchParams({ replayed: String(report.delivered), failed: String(report.failed) });
  if (!report.configured) params.set("unconfigured", "1");
  if (report.rateLimited) params.set("rateLimited", "1");
  return redirect(`/dashboard?${params}`, 303);
}

export const loader = postOnly;
