/**
 * Keeps a local server answering for a long test run: it asks `url` every `everyMs` on a new
 * connection, and when nothing has answered for `stuckMs` it calls `restart` and goes on watching.
 * A job may hold workerd's one thread for many seconds (ADR 042), so only a silence far longer than
 * any job's counts (ADR 043).
 */
import http from "node:http";
import { readFileSync } from "node:fs";

const answers = (url, timeoutMs) =>
  new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: timeoutMs }, (response) => {
      response.resume();
      response.on("end", () => resolve(true));
      response.on("error", () => resolve(false));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(false));
  });

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function watchAnswers({ url, everyMs = 10_000, stuckMs = 120_000, restart, log }) {
  let stopped = false;
  let lastAnswer = Date.now();
  void (async () => {
    while (!stopped) {
      await pause(everyMs);
      if (stopped) break;
      if (await answers(url, Math.min(stuckMs, everyMs * 3))) {
        lastAnswer = Date.now();
      } else if (!stopped && Date.now() - lastAnswer >= stuckMs) {
        await log(`no answer from ${url} for ${Math.round((Date.now() - lastAnswer) / 1000)} s: restarting it`);
        try {
          await restart();
          lastAnswer = Date.now();
        } catch (error) {
          // Still silent: the next round tries again.
          await log(`the restart failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  })();
  return {
    stop: () => {
      stopped = true;
    },
  };
}

/** CPU seconds a process has used (user and system), from /proc; null where it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of stat; the split above starts at field 3.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Whether the process at `pid` spins or waits over `ms`, and its memory: what a stuck server was doing. */
export async function processState(pid, ms = 3_000) {
  const before = cpuSeconds(pid);
  await pause(ms);
  const after = cpuSeconds(pid);
  if (before === null || after === null) return `process ${pid} is gone`;
  let rss = "";
  try {
    rss = ` with ${Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024)} MB resident`;
  } catch {
    rss = "";
  }
  return `process ${pid} used ${Math.round(((after - before) * 100_000) / ms)} % of a core over ${ms / 1000} s${rss}`;
}
