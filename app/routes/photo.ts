import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { findOrder } from "~/features/orders/orders.server";
import { croppedPreview } from "~/features/photos/gallery/crops.server";
import { jpegFile, storedFile, type AnswerFile } from "~/features/photos/gallery/downloads.server";
import { frameNamed } from "~/features/photos/gallery/formats";
import { tileCopyKey, widthsOf } from "~/features/photos/jobs/headshots.server";
import { checkPhotoUrl } from "~/features/photos/photo-urls.server";
import { getEnv } from "~/utils/env.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * One stored photo, for a signed address that is still current (app/features/photos/photo-urls.server.ts):
 * a selfie, a headshot, its thumbnail (or the tile picture `w` and `f` name, ADR 097), or its preview
 * in the download format `frame` names; 404 where the headshot does not give that format or picture.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const { orderId = "", photoId = "" } = params;
  if (!secret) return notFound();
  const url = new URL(request.url);
  const address = await checkPhotoUrl(secret, orderId, photoId, url);
  if (address === null) return notFound();
  const { size, left } = address;
  const frame = size === "preview" ? frameNamed(url.searchParams.get("frame")) : null;
  if (size === "preview" && !frame) return notFound();
  const env = context.cloudflare.env;
  // A selfie the buyer uploaded, or a headshot made for them (which has a thumbnail and previews).
  const row = await env.DB.prepare(
    "SELECT r2_key, NULL AS thumb_key, NULL AS thumb_widths, 0 AS headshot FROM order_photos WHERE id = ?1 AND order_id = ?2 " +
      "UNION ALL SELECT r2_key, thumb_key, thumb_widths, 1 AS headshot FROM order_headshots WHERE id = ?1 AND order_id = ?2 AND refused IS NULL",
  )
    .bind(photoId, orderId)
    .first<{ r2_key: string; thumb_key: string | null; thumb_widths: string | null; headshot: number }>();
  let file: AnswerFile | null = null;
  if (frame) {
    const preview = row?.headshot ? await croppedPreview(env, row.r2_key, frame) : null;
    if (typeof preview === "string") return notFound();
    file = preview && jpegFile(preview);
  } else if (size === "thumb" && (url.searchParams.has("w") || url.searchParams.has("f"))) {
    const copy = row?.thumb_key ? tileCopy(row.thumb_key, widthsOf(row.thumb_widths), url.searchParams) : null;
    if (row && !copy) return notFound();
    file = copy ? await storedFile(env, copy) : null;
  } else {
    const key = size === "thumb" ? (row?.thumb_key ?? row?.r2_key) : row?.r2_key;
    file = key ? await storedFile(env, key) : null;
  }
  if (!file) {
    // Deleted as promised: gone for good, which the answer says.
    const deleted = (await findOrder(env, orderId))?.status === "deleted";
    return deleted ? new Response("Gone", { status: 410, headers: { "Cache-Control": "no-store" } }) : notFound();
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": file.type,
      "Content-Length": String(file.size),
      // The buyer's own photo: only their browser keeps it, and only while the address is current.
      "Cache-Control": `private, max-age=${left}`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** The key of the tile picture `w` (a width the headshot offers) and `f` (`webp` or `jpg`) name, or null. */
function tileCopy(thumbKey: string, widths: number[], query: URLSearchParams): string | null {
  const width = Number(query.get("w"));
  const format = query.get("f");
  if (!widths.includes(width) || (format !== "webp" && format !== "jpg")) return null;
  return tileCopyKey(thumbKey, widths, width, format);
}
