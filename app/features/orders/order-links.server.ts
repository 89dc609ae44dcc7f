/**
 * The buyer's private way back to an order, without an account: a token that names the order and
 * the moment it stops working, signed with ORDER_LINK_SECRET (HMAC-SHA256). It works until the
 * order's photos are deleted (facts.retentionDays after payment); nothing about it is stored, so a
 * changed id or date breaks the signature (docs/decisions/015-checkout-and-orders.md).
 */
import { facts } from "~/content/business";

type LinkCheck = { status: "valid"; orderId: string; expiresAt: Date } | { status: "invalid" } | { status: "expired" };

const encoder = new TextEncoder();
const tokenShape = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function key(secret: string) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

// The purpose is part of what is signed, so a signature made with the same secret for anything
// else can never pass as an order link.
const signed = (orderId: string, expires: string) => encoder.encode(`order-link:${orderId}.${expires}`);

/** When an order's link stops working: the day its photos are deleted. */
export function linkExpiry(paidAt: string): Date {
  return new Date(Date.parse(paidAt) + facts.retentionDays * 86_400_000);
}

export async function orderLinkToken(secret: string, orderId: string, expiresAt: Date): Promise<string> {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  const signature = await crypto.subtle.sign("HMAC", await key(secret), signed(orderId, expires));
  return `${orderId}.${expires}.${base64url(new Uint8Array(signature))}`;
}

/** Whether a token is genuine and still current; an altered token is "invalid", never "expired". */
export async function checkOrderLink(secret: string, token: string, now = Date.now()): Promise<LinkCheck> {
  const match = tokenShape.exec(token);
  if (!match) return { status: "invalid" };
  const [, orderId, expires, signature] = match as unknown as [string, string, string, string];
  const genuine = await crypto.subtle.verify("HMAC", await key(secret), fromBase64url(signature), signed(orderId, expires));
  if (!genuine) return { status: "invalid" };
  const expiresAt = new Date(Number(expires) * 1000);
  return expiresAt.getTime() <= now ? { status: "expired" } : { status: "valid", orderId, expiresAt };
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
