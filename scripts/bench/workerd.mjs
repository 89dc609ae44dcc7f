/** The Miniflare instances the bench starts, and their workerd processes' CPU time and memory. */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** Pids of the workerd processes this process started so far. */
const workerdPids = () =>
  spawnSync("pgrep", ["-P", String(process.pid), "workerd"], { encoding: "utf8" })
    .stdout.trim()
    .split("\n")
    .filter(Boolean);
/** Each Miniflare's own workerd processes: the CPU of one instance is not counted to another's requests. */
const pidsOf = new Map();

/** Starts an instance with `start`, waits until it is ready, and notes the workerd processes it started. */
export async function startInstance(start) {
  const before = new Set(workerdPids());
  const instance = await start();
  await instance.ready;
  pidsOf.set(
    instance,
    workerdPids().filter((pid) => !before.has(pid)),
  );
  return instance;
}

/**
 * CPU seconds used so far by `instance`'s workerd processes: `all` over their threads, `main` over
 * each process's main thread, which runs the isolates and Miniflare's own Workers (the other is V8's,
 * for garbage collection and optimising compilation). Read from each thread's schedstat, whose first
 * field is nanoseconds on a CPU: /proc/<pid>/stat counts in clock ticks of 10 ms, about 0.17 ms per
 * request in a turn of 60, a fifth to a tenth of a kept answer's Worker CPU.
 */
export function workerdCpu(instance) {
  const cpu = { main: 0, all: 0 };
  for (const pid of pidsOf.get(instance))
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      let seconds;
      try {
        seconds = Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1e9;
      } catch {
        continue; // a thread that ended since the listing
      }
      cpu.all += seconds;
      if (tid === pid) cpu.main += seconds;
    }
  return cpu;
}

/** CPU seconds used so far by `instance`'s workerd processes, every thread counted. */
export const workerdCpuSeconds = (instance) => workerdCpu(instance).all;

/** Resident memory (kB) of `instance`'s workerd processes. */
export const workerdMemory = (instance) =>
  pidsOf.get(instance).reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0), 0);

/** A visitor's GET of a page of `instance` (in English, `headers` added, at `origin`), read to its end. */
export const fetchFrom =
  (instance, headers = {}, origin = "http://localhost") =>
  async (pathname) => {
    const response = await instance.dispatchFetch(`${origin}${pathname}`, { headers: { "Accept-Language": "en-US", ...headers } });
    return { status: response.status, body: await response.text(), headers: response.headers };
  };
