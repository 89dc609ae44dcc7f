/**
 * The Worker's cron triggers on a local server: the edge fires them in production, and nothing
 * does under `wrangler dev` or Miniflare. So `npm start` keeps the schedule that wrangler.toml's
 * `[triggers] crons` names, in UTC as Cloudflare reads it, and runs the Worker's `scheduled`
 * handler at each time: through Miniflare's own call where the server is Miniflare, through the
 * route `wrangler dev --test-scheduled` adds (`/__scheduled`) where it is wrangler's.
 */

const fields = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12 },
  { name: "day of week", min: 0, max: 7 },
];

/** One field's allowed values: `*`, `N`, `A-B`, each with an optional `/STEP`, separated by commas. */
function values(text, { name, min, max }) {
  const allowed = new Set();
  for (const part of text.split(",")) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron: "${part}" is not a ${name}`);
    const [, , from, to, step] = match;
    const first = from === undefined ? min : Number(from);
    const last = to !== undefined ? Number(to) : from === undefined || step !== undefined ? max : first;
    const by = step === undefined ? 1 : Number(step);
    if (first < min || last > max || first > last || by < 1) throw new Error(`cron: "${part}" is out of range for a ${name}`);
    for (let value = first; value <= last; value += by) allowed.add(value);
  }
  return allowed;
}

/** A five-field expression (minute hour day-of-month month day-of-week), as Cloudflare's cron triggers take it. */
export function parseCron(expression) {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: "${expression}" needs five fields`);
  const [minutes, hours, days, months, weekdays] = parts.map((part, index) => values(part, fields[index]));
  // Sunday is 0 and 7; and as in every cron, when both day fields are restricted either one matches.
  if (weekdays.has(7)) weekdays.add(0);
  const anyDay = parts[2] === "*";
  const anyWeekday = parts[4] === "*";
  return (date) => {
    const day = days.has(date.getUTCDate());
    const weekday = weekdays.has(date.getUTCDay());
    const dayMatches = anyDay || anyWeekday ? day && weekday : day || weekday;
    return minutes.has(date.getUTCMinutes()) && hours.has(date.getUTCHours()) && months.has(date.getUTCMonth() + 1) && dayMatches;
  };
}

const minute = 60_000;

/** The first minute after `after` (epoch ms) that the expression names. */
export function nextRun(expression, after) {
  const matches = parseCron(expression);
  // Four years of minutes reach every date an expression can name (29 February included).
  for (let at = Math.floor(after / minute) * minute + minute, end = at + 4 * 366 * 24 * 60 * minute; at < end; at += minute) {
    if (matches(new Date(at))) return at;
  }
  throw new Error(`cron: "${expression}" names no date`);
}

/**
 * Fires each expression at its times for as long as the server runs: `trigger(cron, scheduledTime)`
 * and a log line with its outcome. A run is never started while the one before of the same
 * expression is still going (the edge, too, lets a run finish). `every` (ms), for the tests only,
 * fires the same times one after the other every so many milliseconds, as on a clock sped up: a
 * replay's backoff, counted from the scheduled times, is then waited out in seconds.
 */
export function keepSchedule({ crons, trigger, log, every, now = Date.now }) {
  const timers = new Set();
  let stopped = false;
  const plan = (cron, after) => {
    if (stopped) return;
    const at = nextRun(cron, after);
    const timer = setTimeout(
      async () => {
        timers.delete(timer);
        const started = now();
        const outcome = await trigger(cron, at).catch((error) => `failed (${error.message ?? error})`);
        log(`cron "${cron}" of ${new Date(at).toISOString()}: ${outcome} in ${now() - started} ms`);
        plan(cron, at);
      },
      every ?? Math.max(0, at - now()),
    );
    timers.add(timer);
  };
  for (const cron of crons) plan(cron, now());
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
    },
  };
}

/**
 * Runs the scheduled handler of the Worker that `wrangler dev --test-scheduled` serves at `url`
 * once, as its cron would at `scheduledTime`: its outcome, "ok" or why not.
 */
export async function triggerScheduled(url, cron, scheduledTime) {
  const response = await fetch(`${url}/__scheduled?${new URLSearchParams({ cron, time: String(scheduledTime) })}`);
  await response.body?.cancel();
  return response.ok ? "ok" : `failed (${response.status})`;
}
