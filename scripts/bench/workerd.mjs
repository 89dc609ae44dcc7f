/** The Miniflare instances the bench starts, and their workerd processes' CPU time and memory. */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

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

/** CPU seconds (user + system) used so far by `instance`'s workerd processes. */
export function workerdCpuSeconds(instance) {
  const ticks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }));
  return pidsOf.get(instance).reduce((sum, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return sum + (Number(fields[11]) + Number(fields[12])) / ticks;
  }, 0);
}

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
