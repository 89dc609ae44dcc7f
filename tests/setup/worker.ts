import { resilient, sentAgainIfDropped, startMiniflare } from "../../scripts/lib/worker.mjs";

export const testAdminToken = "test-operator-token-0123456789";
export const testNewsletterSecret = "test-newsletter-token-secret-0123456789";

type WorkerOptions = {
  /** Configuration variables (app/utils/variables.mjs) on top of wrangler.toml's [vars]. */
  vars?: Record<string, string>;
  cf?: Record<string, unknown>;
  /** Bindings to leave out, as if that store were down (`["SUBSCRIBERS"]`). */
  without?: string[];
  /** A directory that keeps every store, so that a Worker started again on it carries on (a restart). */
  persist?: string;
};

/** The built Worker in workerd with local bindings, configured as in a test deployment. */
export async function startWorker({ vars = {}, cf = { country: "US", isEUCountry: false }, without, persist }: WorkerOptions = {}) {
  const mf = await startMiniflare({
    bindings: {
      APP_ENV: "test",
      SITE_URL: "http://localhost",
      ADMIN_TOKEN: testAdminToken,
      RATE_LIMIT_SECRET: "test-rate-limit-secret-0123456789abcdef",
      NEWSLETTER_TOKEN_SECRET: testNewsletterSecret,
      ...vars,
    },
    cf,
    without,
    persist,
  });
  return {
    mf,
    /** A request as a browser would send it; `redirect: "manual"` so tests see redirects. */
    // Miniflare's undici Response has the same shape as the global one that the tests' helpers take.
    fetch: (pathname: string, init: RequestInit = {}) =>
      sentAgainIfDropped(() =>
        mf.dispatchFetch(new URL(pathname, "http://localhost").href, {
          redirect: "manual",
          ...init,
        } as never),
      ) as unknown as Promise<Response>,
    // The stores as the Worker sees them, through Miniflare's proxy (each request to it sent again
    // if workerd dropped it unread: scripts/lib/worker.mjs).
    db: async () => resilient(await mf.getD1Database("DB")) as D1Database,
    kv: async () => resilient(await mf.getKVNamespace("SUBSCRIBERS")) as KVNamespace,
    photos: async () => resilient(await mf.getR2Bucket("PHOTOS")) as R2Bucket,
    /** Runs the Worker's scheduled handler as the cron trigger of wrangler.toml would at `time`. */
    cron: async (time: Date) => resilient(await mf.getWorker()).scheduled({ cron: "*/5 * * * *", scheduledTime: time }),
    dispose: () => mf.dispose(),
  };
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
