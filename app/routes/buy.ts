import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { plans } from "~/content/business";
import { issueCheckoutRef } from "~/features/orders/checkout-ref.server";
import { checkoutSetup, storeCheckoutUrl } from "~/services/lemonsqueezy.server";
import { edgeCountry } from "~/utils/edge.server";
import { getEnv, getPublicConfig } from "~/utils/env.server";
import { utmKeys } from "~/utils/utm";
import { visitorRead } from "~/features/consent/visitor.server";

/**
 * `GET /buy/<plan>`: where every buy button leads. It issues this browser a checkout reference (in
 * an HttpOnly cookie, app/features/orders/checkout-ref.server.ts) and sends the visitor on to the
 * store's checkout (or the local one) with that reference, what the link carried and the visit's
 * campaign. Without JavaScript it redirects; the checkout overlay asks for JSON instead and opens
 * the address it gets.
 */
export function loader({ request, context, params }: LoaderFunctionArgs) {
  const env = getEnv(context);
  const plan = plans.find((candidate) => candidate.key === params.plan);
  const setup = checkoutSetup(env);
  if (!plan || setup.mode === "unavailable") throw new Response("Not Found", { status: 404 });
  const ref = issueCheckoutRef(context, request);
  const given = new URL(request.url).searchParams;
  // The campaign kept for the visit joins here: a page's links name only their own address's, since
  // a kept page is the same for every visitor of its key (docs/decisions/034-render-cache-key-and-first-visits.md).
  if (!utmKeys.some((key) => given.has(`checkout[custom][${key}]`)))
    for (const [key, value] of Object.entries(visitorRead(request, context).visitor.utm ?? {}))
      given.set(`checkout[custom][${key}]`, value);
  const url = storeCheckoutUrl(setup, plan.id, given, ref, {
    store: getPublicConfig(env).store,
    country: edgeCountry(request, context),
  })!;
  const headers = { "Cache-Control": "no-store" };
  if ((request.headers.get("Accept") ?? "").includes("application/json")) return Response.json({ url, ref }, { headers });
  return redirect(url, { status: 303, headers });
}
