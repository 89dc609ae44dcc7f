import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { download, parseDownloadChoice } from "~/features/photos/gallery/downloads.server";
import { orderForForm } from "./order.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A delivered order's downloads (app/features/photos/gallery/downloads.server.ts), for the browser that
 * holds the order's private link: the order in the address must be the cookie's, so an address alone
 * (shared, guessed or altered) opens nothing, and it works as long as the page does.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { orderId = "", which = "" } = args.params;
  const choice = parseDownloadChoice(which);
  if (!choice) return notFound();
  const access = await orderForForm(args, orderId);
  if (!("order" in access) || access.order.status !== "delivered") return notFound();
  return (await download(args.context.cloudflare.env, orderId, choice)) ?? notFound();
}
