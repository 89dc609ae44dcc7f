import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { plans } from "~/content/business";
import { issueCheckoutRef } from "~/features/orders/checkout-ref.server";
import { checkoutSetup, storeCheckoutUrl } from "~/services/lemonsqueezy.server";
import { edgeCountry } from "~/utils/edge.server";
import { getEnv, getPublicConfig } from "~/utils/env.server";

/**
 * `GET /buy/<plan>`: where every buy button leads. It issues this browser a checkout reference (in
 * an HttpOnly cookie, app/features/orders/checkout-ref.server.ts) and sends the visitor on to the
 * store's checkout (or the local one) with that reference and what the link carried. Without
 * JavaScript it redirects; the checkout overlay asks for JSON instead and opens the address it gets.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = getEnv(context);
  const plan = plans.find((candidate) => candidate.key === params.plan);
  const setup = checkoutSetup(env);
  if (!plan || setup.mode === "unavailable") throw new Response("Not Found", { status: 404 });
  const ref = issueCheckoutRef(context, request);
  const url = storeCheckoutUrl(setup, plan.id, new URL(request.url).searchParams, ref, {
    store: getPublicConfig(env).store,
    country: edgeCountry(request, context),
  })!;
  const headers = { "Cache-Control": "no-store" };
  if ((request.headers.get("Accept") ?? "").includes("application/json")) return Response.json({ url, ref }, { headers });
  return redirect(url, { status: 303, headers });
}
