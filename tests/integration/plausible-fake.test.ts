import { afterAll, beforeAll, expect, test } from "vitest";
import { startFakePlausible, type FakePlausible } from "../fakes/plausible.mjs";
import { expectFakeToAnswerAsDocumented, loadFixtures } from "../fakes/vendor-fixtures";

/**
 * The Plausible fake answers as Plausible's Events API does (tests/fixtures/vendors/plausible/, each
 * with its page): 202 "ok" for an event, the same with `x-plausible-dropped` for one it drops, and
 * 400 with the errors by field for one it cannot use.
 */

let plausible: FakePlausible;

beforeAll(async () => {
  plausible = await startFakePlausible();
});

afterAll(async () => {
  await plausible?.close();
});

test.each(loadFixtures("plausible"))("%s", async (name, fixture) => {
  const before = plausible.events.length;
  const answer = await expectFakeToAnswerAsDocumented(plausible.url, fixture);
  // Only an event answered without a drop is counted.
  const counted = answer.status === 202 && !answer.headers.has("x-plausible-dropped");
  expect(plausible.events.length - before, name).toBe(counted ? 1 : 0);
});
