import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findOrder } from "~/features/orders/orders.server";
import { checkPhotoUrl } from "~/features/photos/photo-urls.server";
import { getEnv } from "~/utils/env.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/** One stored photo, for a signed address that is still current (app/features/photos/photo-urls.server.ts). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const { orderId = "", photoId = "" } = params;
  if (!secret) return notFound();
  const address = await checkPhotoUrl(secret, orderId, photoId, new URL(request.url));
  if (address === null) return notFound();
  const { size, left } = address;
  const env = context.cloudflare.env;
  // A selfie the buyer uploaded, or a headshot made for them (which has a thumbnail).
  const row = await env.DB.prepare(
    "SELECT r2_key, NULL AS thumb_key FROM order_photos WHERE id = ?1 AND order_id = ?2 " +
      "UNION ALL SELECT r2_key, thumb_key FROM order_headshots WHERE id = ?1 AND order_id = ?2 AND refused IS NULL",
  )
    .bind(photoId, orderId)
    .first<{ r2_key: string; thumb_key: string | null }>();
  const key = size === "thumb" ? (row?.thumb_key ?? row?.r2_key) : row?.r2_key;
  const object = key ? await env.PHOTOS.get(key) : null;
  if (!object) {
    // Deleted as promised: gone for good, which the answer says.
    const deleted = (await findOrder(env, orderId))?.status === "deleted";
    return deleted ? new Response("Gone", { status: 410, headers: { "Cache-Control": "no-store" } }) : notFound();
  }
  return new Response(object.body, {
    headers: {
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Content-Length": String(object.size),
      // The buyer's own photo: only their browser keeps it, and only while the address is current.
      "Cache-Control": `private, max-age=${left}`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
