/**
 * The buyer's private way back to an order, without an account: a token that names the order and
 * the moment it stops working, signed with ORDER_LINK_SECRET (HMAC-SHA256). It works until the
 * order's photos are deleted (facts.retentionDays after payment); nothing about it is stored, so a
 * changed id or date breaks the signature (docs/decisions/015-checkout-and-orders.md).
 */
import { facts } from "~/content/business";
import { sign, verify } from "~/utils/signing.server";

type LinkCheck = { status: "valid"; orderId: string; expiresAt: Date } | { status: "invalid" } | { status: "expired" };

const tokenShape = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

// The purpose is part of what is signed, so a signature made with the same secret for anything
// else can never pass as an order link.
const signed = (orderId: string, expires: string) => `order-link:${orderId}.${expires}`;

/** When an order's link stops working: the day its photos are deleted. */
export function linkExpiry(paidAt: string): Date {
  return new Date(Date.parse(paidAt) + facts.retentionDays * 86_400_000);
}

export async function orderLinkToken(secret: string, orderId: string, expiresAt: Date): Promise<string> {
  const expires = String(Math.floor(expiresAt.getTime() / 1000));
  return `${orderId}.${expires}.${await sign(secret, signed(orderId, expires))}`;
}

/** Whether a token is genuine and still current; an altered token is "invalid", never "expired". */
export async function checkOrderLink(secret: string, token: string, now = Date.now()): Promise<LinkCheck> {
  const match = tokenShape.exec(token);
  if (!match) return { status: "invalid" };
  const [, orderId, expires, signature] = match as unknown as [string, string, string, string];
  if (!(await verify(secret, signed(orderId, expires), signature))) return { status: "invalid" };
  const expiresAt = new Date(Number(expires) * 1000);
  return expiresAt.getTime() <= now ? { status: "expired" } : { status: "valid", orderId, expiresAt };
}
