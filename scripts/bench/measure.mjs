/** Timing requests and work on an instance: wall time, workerd CPU time and workerd memory. */
import { workerdCpu, workerdMemory } from "./workerd.mjs";

/** Requests measured for a figure unless told otherwise, after a warm-up of `warmup` requests. */
export const requests = 300;
export const warmup = 30;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Median wall time and workerd CPU time (both in ms) per request that `send` makes on `instance` (and
 * reads to its end): `cpu` over workerd's threads, `cpuMain` over its main thread (workerdCpu()).
 */
export async function measure(instance, send, counts = { warmup, requests }) {
  for (let i = 0; i < counts.warmup; i++) await send();
  const times = [];
  const cpuBefore = workerdCpu(instance);
  for (let i = 0; i < counts.requests; i++) {
    const start = performance.now();
    await send();
    times.push(performance.now() - start);
  }
  const cpuAfter = workerdCpu(instance);
  const perRequest = (seconds) => (seconds * 1000) / counts.requests;
  return { wall: median(times), times, cpu: perRequest(cpuAfter.all - cpuBefore.all), cpuMain: perRequest(cpuAfter.main - cpuBefore.main) };
}

/** The wall time of `work` and how far `instance`'s workerd processes' memory rises above where it started meanwhile. */
export async function wallTimeAndMemoryRise(instance, work) {
  const before = workerdMemory(instance);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, workerdMemory(instance))), 5);
  const start = performance.now();
  const result = await work();
  const wall = performance.now() - start;
  clearInterval(sampler);
  return { ...result, wall, rise: (peak - before) * 1024 };
}
