import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { exportOrder } from "~/features/photos/gallery/export.server";
import { isGone, orderForForm } from "~/features/orders/access.server";

/**
 * The buyer's data as one zip (app/features/photos/gallery/export.server.ts), for the browser that
 * holds the order's private link and only for that order, at any stage until it is deleted.
 */
export async function loader(args: LoaderFunctionArgs) {
  const access = await orderForForm(args, args.params.orderId ?? "");
  if (!("order" in access) || isGone(access.order))
    return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return exportOrder(args.context.cloudflare.env, access.order);
}
