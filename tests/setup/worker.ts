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
  /** Opens the Worker's isolate to a DevTools client on this port (0: a free one), to read its memory. */
  inspectorPort?: number;
};

// The Workers a test file started and has not stopped, and the file they belong to: a file's
// `afterAll` that never got its Worker (its `beforeAll` timed out while workerd was starting) cannot
// stop it, so the file's end does (./worker-teardown.ts), and a start that ends after its file has
// ended stops at once. Files run one after another in a test thread (vitest.config.ts).
const running = new Set<{ dispose: () => Promise<void> }>();
let file = 0;

/** Stops every Worker the test file that ends now left running. */
export async function stopLeftWorkers() {
  file += 1;
  await Promise.all([...running].map((worker) => worker.dispose()));
}

/** The built Worker in workerd with local bindings, configured as in a test deployment. */
export async function startWorker({
  vars = {},
  cf = { country: "US", isEUCountry: false },
  without,
  persist,
  inspectorPort,
}: WorkerOptions = {}) {
  const startedIn = file;
  const mf = await startMiniflare({
    bindings: {
      APP_ENV: "test",
      SITE_URL: "http://localhost",
      ADMIN_TOKEN: testAdminToken,
      RATE_LIMIT_SECRET: "test-rate-limit-secret-0123456789abcdef",
      NEWSLETTER_TOKEN_SECRET: testNewsletterSecret,
      // A generation job's fixed waits, short: many tests follow a job to its end, and none of them is
      // about how long these last.
      LOCAL_TRAINING_MS: "100",
      IMAGE_RETRY_MS: "50",
      ...vars,
    },
    cf,
    without,
    persist,
    inspectorPort,
  });
  if (startedIn !== file) {
    await mf.dispose();
    throw new Error("The test file ended before its Worker had started; the Worker was stopped.");
  }
  // Answers whose body a test may leave unread (it looked at the status or a header): Miniflare's
  // dispose waits for every answer's body to end, which an unread one does only once the garbage
  // collector has found it, often ten seconds and more. Weak, so that this keeps none of them alive.
  const answers: Array<WeakRef<Response>> = [];
  let stopped: Promise<void> | undefined;
  const worker = {
    mf,
    /** A request as a browser would send it; `redirect: "manual"` so tests see redirects. */
    // Miniflare's undici Response has the same shape as the global one that the tests' helpers take.
    fetch: async (pathname: string, init: RequestInit = {}) => {
      const response = (await mf.dispatchFetch(new URL(pathname, "http://localhost").href, {
        redirect: "manual",
        ...init,
      } as never)) as unknown as Response;
      answers.push(new WeakRef(response));
      return response;
    },
    // The stores as the Worker sees them, through Miniflare's proxy.
    db: async () => (await mf.getD1Database("DB")) as D1Database,
    kv: async () => (await mf.getKVNamespace("SUBSCRIBERS")) as KVNamespace,
    // Through unknown: its objects' Headers are undici's, whose iterators lack the helpers that
    // workers-types 5 gives workerd's.
    photos: async () => (await mf.getR2Bucket("PHOTOS")) as unknown as R2Bucket,
    /** Runs the Worker's scheduled handler as the cron trigger of wrangler.toml would at `time`. */
    cron: async (time: Date) => (await mf.getWorker()).scheduled({ cron: "*/5 * * * *", scheduledTime: time }),
    /** Stops the Worker; once, however often it is asked. */
    dispose: () => {
      running.delete(worker);
      stopped ??= (async () => {
        const unread = answers.map((answer) => answer.deref()).filter((response) => response?.body && !response.bodyUsed);
        // A body a test is still reading is locked, and ends with the Worker anyway.
        await Promise.all(unread.map((response) => response!.body!.cancel().catch(() => undefined)));
        await mf.dispose();
      })();
      return stopped;
    },
  };
  running.add(worker);
  return worker;
}

export type TestWorker = Awaited<ReturnType<typeof startWorker>>;

/**
 * The same Worker and stores, each request of it arriving from the edge with `cf` (a visitor of
 * another country): a file that needs a second region asks this of its Worker instead of starting
 * another workerd, seconds each.
 */
export const visitedFrom = (worker: TestWorker, cf: Record<string, unknown>): TestWorker => ({
  ...worker,
  fetch: (pathname, init = {}) => worker.fetch(pathname, { cf, ...init } as RequestInit),
});
