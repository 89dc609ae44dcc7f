/**
 * A job of the cron trigger (every 5 minutes, wrangler.toml). All jobs run in one invocation, which
 * the platform lets make `outgoingRequestLimit` requests to outside services (features/scheduled.server.ts):
 * each job says how many one run of it makes at most, and keeps to it by working in batches.
 */
export type ScheduledJob = {
  name: string;
  outgoingRequests: number;
  run: (env: Env, scheduledTime: number) => Promise<unknown>;
};
