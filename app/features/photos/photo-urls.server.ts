/**
 * Nothing in the photos bucket is public: the Worker hands out addresses that name one photo of one
 * order and stop working after `lifetimeSeconds`, signed with ORDER_LINK_SECRET for this purpose only.
 */
import { sign, verify } from "~/utils/signing.server";

export const lifetimeSeconds = 600;

const message = (orderId: string, photoId: string, expires: string) => `photo:${orderId}/${photoId}.${expires}`;

export async function photoUrl(secret: string, orderId: string, photoId: string, now = Date.now()): Promise<string> {
  const expires = String(Math.floor(now / 1000) + lifetimeSeconds);
  return `/photos/${orderId}/${photoId}?expires=${expires}&sig=${await sign(secret, message(orderId, photoId, expires))}`;
}

/** Seconds the address has left, or null when it is altered or expired. */
export async function checkPhotoUrl(secret: string, orderId: string, photoId: string, url: URL, now = Date.now()): Promise<number | null> {
  const expires = url.searchParams.get("expires") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  if (!/^\d{1,12}$/.test(expires) || !(await verify(secret, message(orderId, photoId, expires), signature))) return null;
  const left = Number(expires) - Math.floor(now / 1000);
  return left > 0 ? left : null;
}
