import { describe, expect, test } from "vitest";
import { checkOrderLink, linkExpiry, orderLinkToken } from "./order-links.server";

const secret = "unit-test-order-link-secret-0123456789";
const orderId = "3f9c2a1e-8b7d-4c6e-9f10-2a3b4c5d6e7f";
const paidAt = "2026-11-01T12:00:00.000Z";
const day = 86_400_000;

describe("order links", () => {
  test("work from payment until the photos are deleted 30 days later, and not a second longer", async () => {
    const expiresAt = linkExpiry(paidAt);
    expect(expiresAt.toISOString()).toBe("2026-12-01T12:00:00.000Z");
    const token = await orderLinkToken(secret, orderId, expiresAt);
    expect(await checkOrderLink(secret, token, Date.parse(paidAt))).toEqual({ status: "valid", orderId, expiresAt });
    expect(await checkOrderLink(secret, token, expiresAt.getTime() - 1_000)).toMatchObject({ status: "valid" });
    expect(await checkOrderLink(secret, token, expiresAt.getTime())).toEqual({ status: "expired" });
    expect(await checkOrderLink(secret, token, expiresAt.getTime() + 365 * day)).toEqual({ status: "expired" });
  });

  test("an expired link with its date moved forward is invalid, not valid", async () => {
    const token = await orderLinkToken(secret, orderId, linkExpiry(paidAt));
    const moved = token.replace(/\.(\d+)\./, (_, expires: string) => `.${Number(expires) + 365 * 86_400}.`);
    expect(await checkOrderLink(secret, moved, Date.parse("2027-06-01T00:00:00Z"))).toEqual({ status: "invalid" });
  });

  test.each([
    ["another secret", (token: string) => token, "another-secret-another-secret-0123456789"],
    ["a leading zero in the date", (token: string) => token.replace(/\.(\d+)\./, ".0$1."), secret],
    ["an upper-case id", (token: string) => token.toUpperCase(), secret],
    ["a missing part", (token: string) => token.split(".").slice(0, 2).join("."), secret],
    ["padding on the signature", (token: string) => `${token}=`, secret],
  ])("%s: invalid", async (_, change, checkWith) => {
    const token = await orderLinkToken(secret, orderId, linkExpiry(paidAt));
    expect(await checkOrderLink(checkWith, change(token), Date.parse(paidAt))).toEqual({ status: "invalid" });
  });

  test("the last character of a signature changed in the bits no byte uses: invalid", async () => {
    // Every token whose signature ends in A, B, C or D also decodes from the other three.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let day = 0; day < 64; day += 1) {
      const token = await orderLinkToken(secret, orderId, new Date(Date.parse(paidAt) + day * 86_400_000));
      const last = token.at(-1)!;
      const sibling = alphabet[alphabet.indexOf(last) ^ 1]!;
      expect(await checkOrderLink(secret, token.slice(0, -1) + sibling, Date.parse(paidAt))).toEqual({ status: "invalid" });
    }
  });
});
