import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { decideRefund } from "~/features/orders/refunds.server";
import { RefundFailed } from "~/services/lemonsqueezy.server";
import { readOperatorForm } from "~/utils/auth.server";
import { postOnly } from "~/utils/http.server";

/**
 * The dashboard's "grant" or "decline" of a buyer's refund request (ADR 091); the operator returns
 * to the dashboard with the outcome. A store that fails leaves the request pending, to grant again.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readOperatorForm(args, "Too many refund decisions; try again shortly.");
  if (form instanceof Response) return form;
  const order = form.get("order") ?? "";
  const decision = form.get("decision");
  if (decision !== "grant" && decision !== "decline") return new Response("Unknown decision", { status: 400 });
  let outcome: "granted" | "declined" | "undecided" | "failed";
  try {
    outcome = (await decideRefund(args.context.cloudflare.env, order, decision))
      ? decision === "grant"
        ? "granted"
        : "declined"
      : "undecided";
  } catch (error) {
    if (!(error instanceof RefundFailed)) throw error;
    console.error(`Granting the refund of order ${order} failed; the request stays pending:`, error.message);
    outcome = "failed";
  }
  return redirect(`/dashboard?${new URLSearchParams({ refund: outcome })}#refunds`, 303);
}

export const loader = postOnly;
