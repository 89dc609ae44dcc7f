import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { download, parseDownloadChoice } from "~/features/photos/gallery/downloads.server";
import { parseFormat } from "~/features/photos/gallery/formats";
import { orderForForm } from "~/features/orders/access.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A delivered order's downloads (app/features/photos/gallery/downloads.server.ts), in the format its
 * query names (`?format=cv&country=DE`, gallery/formats.ts), for the browser that
 * holds the order's private link: the order in the address must be the cookie's, so an address alone
 * (shared, guessed or altered) opens nothing, and it works as long as the page does.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { orderId = "", which = "" } = args.params;
  const choice = parseDownloadChoice(which);
  const format = parseFormat(new URL(args.request.url).searchParams);
  if (!choice || !format) return notFound();
  const access = await orderForForm(args, orderId);
  if (!("order" in access) || access.order.status !== "delivered") return notFound();
  return (await download(args.context.cloudflare.env, orderId, choice, format, access.order.language)) ?? notFound();
}
