import { afterEach, describe, expect, test, vi } from "vitest";
import { keepSchedule, nextRun, parseCron } from "./cron.mjs";

const at = (iso: string) => Date.parse(iso);
const next = (cron: string, after: string) => new Date(nextRun(cron, at(after))).toISOString();

describe("a cron expression's times, in UTC as Cloudflare reads them", () => {
  test.each([
    ["*/5 * * * *", "2026-11-29T04:12:47.000Z", "2026-11-29T04:15:00.000Z"],
    ["*/5 * * * *", "2026-11-29T04:15:00.000Z", "2026-11-29T04:20:00.000Z"],
    ["*/5 * * * *", "2026-12-31T23:58:00.000Z", "2027-01-01T00:00:00.000Z"],
    ["0 3 * * *", "2026-11-29T04:00:00.000Z", "2026-11-30T03:00:00.000Z"],
    ["30 2 * * 1", "2026-11-29T04:00:00.000Z", "2026-11-30T02:30:00.000Z"],
    ["0 0 * * 7", "2026-11-23T00:00:00.000Z", "2026-11-29T00:00:00.000Z"],
    ["15,45 8-9 * * *", "2026-11-29T08:50:00.000Z", "2026-11-29T09:15:00.000Z"],
    ["0 12 29 2 *", "2026-03-01T00:00:00.000Z", "2028-02-29T12:00:00.000Z"],
    // Both day fields restricted: either one matches, as in every cron.
    ["0 0 1 * 1", "2026-11-29T00:00:00.000Z", "2026-11-30T00:00:00.000Z"],
  ])("%s after %s is %s", (cron, after, expected) => {
    expect(next(cron, after)).toBe(expected);
  });

  test.each([["* * * *"], ["60 * * * *"], ["*/0 * * * *"], ["5-1 * * * *"], ["a * * * *"], ["0 0 31 2 *"]])("%s is refused", (cron) => {
    expect(() => nextRun(cron, at("2026-11-29T00:00:00.000Z"))).toThrow(/cron:/);
  });

  test("a minute that matches", () => {
    expect(parseCron("*/5 * * * *")(new Date(at("2026-11-29T04:20:00.000Z")))).toBe(true);
    expect(parseCron("*/5 * * * *")(new Date(at("2026-11-29T04:21:00.000Z")))).toBe(false);
  });
});

describe("the local server's schedule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test("fires each cron at its times with that time, logs each outcome, and one run never overlaps the next", async () => {
    vi.useFakeTimers({ now: at("2026-11-29T04:12:47.000Z") });
    const runs: Array<[string, string]> = [];
    const lines: string[] = [];
    let release: () => void = () => undefined;
    const schedule = keepSchedule({
      crons: ["*/5 * * * *"],
      trigger: (cron: string, time: number) => {
        runs.push([cron, new Date(time).toISOString()]);
        return runs.length === 2 ? new Promise<string>((resolve) => (release = () => resolve("ok"))) : Promise.resolve("ok");
      },
      log: (line: string) => lines.push(line),
    });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(runs).toEqual([["*/5 * * * *", "2026-11-29T04:15:00.000Z"]]);
    expect(lines).toEqual(['cron "*/5 * * * *" of 2026-11-29T04:15:00.000Z: ok in 0 ms']);
    // The second run takes seven minutes: the third starts when it ends, not while it runs.
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(runs).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(7 * 60_000);
    expect(runs).toHaveLength(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map(([, time]) => time)).toEqual(["2026-11-29T04:15:00.000Z", "2026-11-29T04:20:00.000Z", "2026-11-29T04:25:00.000Z"]);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(3);
  });

  test("a run that fails is logged, and the schedule goes on", async () => {
    vi.useFakeTimers({ now: at("2026-11-29T04:14:00.000Z") });
    const lines: string[] = [];
    const schedule = keepSchedule({
      crons: ["*/5 * * * *"],
      trigger: () => Promise.reject(new Error("connection refused")),
      log: (line: string) => lines.push(line),
    });
    await vi.advanceTimersByTimeAsync(6 * 60_000);
    schedule.stop();
    expect(lines).toEqual([
      'cron "*/5 * * * *" of 2026-11-29T04:15:00.000Z: failed (connection refused) in 0 ms',
      'cron "*/5 * * * *" of 2026-11-29T04:20:00.000Z: failed (connection refused) in 0 ms',
    ]);
  });

  test("sped up for the tests: the same times, one after the other", async () => {
    vi.useFakeTimers({ now: at("2026-11-29T04:14:00.000Z") });
    const times: string[] = [];
    const schedule = keepSchedule({
      crons: ["*/5 * * * *"],
      trigger: async (_: string, time: number) => (times.push(new Date(time).toISOString()), "ok"),
      log: () => undefined,
      every: 1_000,
    });
    await vi.advanceTimersByTimeAsync(3_000);
    schedule.stop();
    expect(times).toEqual(["2026-11-29T04:15:00.000Z", "2026-11-29T04:20:00.000Z", "2026-11-29T04:25:00.000Z"]);
  });
});
