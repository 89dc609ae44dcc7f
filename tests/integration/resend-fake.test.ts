import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { resendFailures, startFakeResend, type FakeResend } from "../fakes/resend";
import { expectFakeToAnswerAsDocumented, loadFixtures, send } from "../fakes/vendor-fixtures";

/**
 * The Resend fake answers as Resend documents (tests/fixtures/vendors/resend/, each with its page):
 * the sent e-mail's id, its errors by name and status, the edge's 403 without a User-Agent, the
 * rate limit's headers, and what an idempotency key does.
 */

let resend: FakeResend;

beforeAll(async () => {
  // The documentation's own example key.
  resend = await startFakeResend({ apiKey: "re_xxxxxxxxx" });
});

afterAll(async () => {
  await resend?.close();
});

const scripted = (name: string) => {
  if (name === "rateLimited") return resend.misbehave(resendFailures.rateLimited(1));
  if (name === "domainNotVerified") return resend.misbehave(resendFailures.domainNotVerified("domain.com"));
  if (name === "dailyQuotaExceeded") return resend.misbehave(resendFailures.dailyQuotaExceeded);
  if (name === "applicationError") return resend.misbehave(resendFailures.serverError);
  throw new Error(`No scripted state "${name}"`);
};

const fixtures = loadFixtures("resend");

describe("answers as Resend's documentation shows", () => {
  test.each(fixtures)("%s", async (_, fixture) => {
    await expectFakeToAnswerAsDocumented(resend.url, fixture, scripted);
  });
});

test("the same idempotency key and payload answer the first id again and send once", async () => {
  const [, fixture] = fixtures.find(([name]) => name === "send-email-idempotent")!;
  const request = { ...fixture.request, headers: { ...fixture.request.headers, "Idempotency-Key": "welcome-user/replayed" } };
  const first = JSON.parse((await send(resend.url, request)).text) as { id: string };
  const again = JSON.parse((await send(resend.url, request)).text) as { id: string };
  expect(again.id).toBe(first.id);
  expect(resend.sent.filter((mail) => mail.id === first.id)).toHaveLength(1);
});
