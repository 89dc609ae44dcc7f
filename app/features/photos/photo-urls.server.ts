/**
 * Nothing in the photos bucket is public: the Worker hands out addresses that name one photo of one
 * order (or its thumbnail, or a headshot's previews in its download formats) and stop working after
 * `lifetimeSeconds` or at a given time, signed with ORDER_LINK_SECRET for this purpose only.
 */
import { sign, verify } from "~/utils/signing.server";

export const lifetimeSeconds = 600;

/**
 * The photo itself, its thumbnail, or a headshot's preview in a download format: the page names the
 * format (`&frame=`) beside the signature, since every format of a headshot is its buyer's to see
 * and each preview is made once (ADR 049), so one address serves the tile whichever is chosen.
 */
export type PhotoSize = "full" | "thumb" | "preview";

const message = (orderId: string, photoId: string, size: PhotoSize, expires: string) =>
  size === "full" ? `photo:${orderId}/${photoId}.${expires}` : `photo:${orderId}/${photoId}/${size}.${expires}`;

type Options = { now?: number; size?: PhotoSize; expiresAt?: Date };

/** A signed address; an e-mail's images get `expiresAt` (the day the photos are deleted), pages the short lifetime. */
export async function photoUrl(secret: string, orderId: string, photoId: string, options: Options = {}): Promise<string> {
  const { now = Date.now(), size = "full", expiresAt } = options;
  const expires = String(Math.floor((expiresAt?.getTime() ?? now + lifetimeSeconds * 1000) / 1000));
  const query = `expires=${expires}&sig=${await sign(secret, message(orderId, photoId, size, expires))}`;
  return `/photos/${orderId}/${photoId}?${size === "full" ? "" : `size=${size}&`}${query}`;
}

/** Which size the address asks for and the seconds it has left, or null when it is altered or expired. */
export async function checkPhotoUrl(
  secret: string,
  orderId: string,
  photoId: string,
  url: URL,
  now = Date.now(),
): Promise<{ size: PhotoSize; left: number } | null> {
  const expires = url.searchParams.get("expires") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  const size = (["thumb", "preview"] as const).find((name) => name === url.searchParams.get("size")) ?? "full";
  if (!/^\d{1,12}$/.test(expires) || !(await verify(secret, message(orderId, photoId, size, expires), signature))) return null;
  const left = Number(expires) - Math.floor(now / 1000);
  return left > 0 ? { size, left } : null;
}
