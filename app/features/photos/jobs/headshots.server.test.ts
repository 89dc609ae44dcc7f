import { describe, expect, test } from "vitest";
import { plans } from "~/content/business";
import { maxDecodedPixels } from "~/features/photos/photon.server";
import { headshotSide } from "./headshots.server";

describe("each plan's side", () => {
  test("is what Astria is asked for: a multiple of 8, and within the Worker's decoding budget once delivered", () => {
    expect(plans.map((plan) => [plan.id, headshotSide(plan.id)])).toEqual([
      ["BASIC", 1024],
      ["PREMIUM", 1536],
      ["ULTIMATE", 1536],
    ]);
    for (const { side } of plans) {
      expect(side % 8).toBe(0);
      expect(side ** 2).toBeLessThanOrEqual(maxDecodedPixels);
    }
  });
});
