import { startMiniflare } from "../../scripts/lib/worker.mjs";

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
  const start = () =>
    startMiniflare({
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
  // The migrations go through Miniflare's proxy to D1, whose connection to workerd is now and then
  // lost on this busy two-core machine ("other side closed"): a Worker that did not start is started
  // once more, and a second failure fails the file.
  const mf = await start().catch((error: unknown) => {
    console.warn("The test Worker did not start; starting it again:", error);
    return start();
  });
  return {
    mf,
    /** A request as a browser would send it; `redirect: "manual"` so tests see redirects. */
    // Miniflare's undici Response has the same shape as the global one that the tests' helpers take.
    fetch: (pathname: string, init: RequestInit = {}) =>
      mf.dispatchFetch(new URL(pathname, "http://localhost").href, {
        redirect: "manual",
        ...init,
      } as never) as unknown as Promise<Response>,
    db: () => mf.getD1Database("DB") as Promise<D1Database>,
    kv: () => mf.getKVNamespace("SUBSCRIBERS") as Promise<KVNamespace>,
    /** Runs the Worker's scheduled handler as the cron trigger of wrangler.toml would at `time`. */
    cron: async (time: Date) => (await mf.getWorker()).scheduled({ cron: "*/5 * * * *", scheduledTime: time }),
    dispose: () => mf.dispose(),
  };
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;
