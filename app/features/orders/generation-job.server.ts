/**
 * The order's generation job (docs/decisions/022-generation-jobs.md): a Cloudflare Workflows
 * instance whose id is the order's. This module is the only one that reaches the `GENERATION`
 * binding, so that how a job is started, woken or stopped is decided in one place.
 */

/** Starts the order's job once (its id is the order's); a second start finds it and changes nothing. */
export async function startGeneration(env: Env, orderId: string): Promise<void> {
  await createOnce(env, orderId, { orderId });
}

async function createOnce(env: Env, id: string, params: GenerationParams): Promise<void> {
  try {
    await env.GENERATION.create({ id, params });
  } catch (error) {
    if (!/already exists/i.test(String(error))) throw error;
  }
}

/** What a job is given: its order, and for a re-do its number within the order. */
type GenerationParams = { orderId: string; redo?: number };

/**
 * The job of an order's `k`-th re-do (docs/decisions/092-the-buyers-re-do.md): an instance of its own,
 * named by the order and the re-do, so that the form sent twice starts one.
 */
export const redoJobId = (orderId: string, k: number) => `${orderId}-redo-${k}`;

export async function startRedo(env: Env, orderId: string, k: number): Promise<void> {
  await createOnce(env, redoJobId(orderId, k), { orderId, redo: k });
}

/** Runs the order's job again from its start (its steps repeat nothing that stands), or starts it if it never was. */
export async function restartGeneration(env: Env, orderId: string): Promise<void> {
  const instance = await env.GENERATION.get(orderId).catch(() => null);
  if (instance) await instance.restart();
  else await startGeneration(env, orderId);
}

/**
 * Sends the order's job (or, by its instance's id, a re-do's) an event (a free slot, the image
 * provider's callback, the watchdog's touch): false when there is no such job; throws when the job
 * cannot take events (finished, or paused).
 */
export async function signalGeneration(env: Env, jobId: string, type: string): Promise<boolean> {
  const instance = await env.GENERATION.get(jobId).catch(() => null);
  if (!instance) return false;
  await instance.sendEvent({ type, payload: {} });
  return true;
}

/** Where the order's job stands, with the error it stopped with; null when the order has no job. */
export async function generationState(env: Env, orderId: string): Promise<InstanceStatus | null> {
  const instance = await env.GENERATION.get(orderId).catch(() => null);
  return instance ? instance.status() : null;
}

/**
 * Stops the order's job for good (or, by its instance's id, a re-do's), if there is one; a job
 * already finished is left as it is.
 */
export async function stopGeneration(env: Env, jobId: string): Promise<void> {
  const instance = await env.GENERATION.get(jobId).catch(() => null);
  await instance?.terminate().catch(() => undefined);
}

/** Instance states in which a job goes on without being touched. */
const leftAlone = new Set<InstanceStatus["status"]>(["queued", "paused", "waitingForPause"]);

/**
 * The cron watchdog's look at one job's instance, the order's or a re-do's, so that none hangs
 * silently: `start`ed where its start was lost; `fail`ed with the reason where it stopped outside its
 * own handling (errored or terminated); left to run where it is queued or paused; otherwise touched
 * with an event no step waits for, since the local engine (wrangler dev, Miniflare) resumes an
 * instance after a restart only when it is next touched (Cloudflare resumes it by itself).
 */
export async function watchInstance(
  env: Env,
  jobId: string,
  { start, fail }: { start(): Promise<void>; fail(reason: string): Promise<unknown> },
): Promise<void> {
  const state = await generationState(env, jobId);
  if (!state) return start();
  const { status, error } = state;
  if (status === "errored" || status === "terminated" || status === "complete") {
    await fail(`The job stopped (${status})${error ? `: ${error.message}` : ""}`);
  } else if (!leftAlone.has(status)) {
    await signalGeneration(env, jobId, "watchdog");
  }
}
