/**
 * What the Worker's own code (workers/) runs of the app beside the pages: the cron's jobs, one
 * order's generation and its re-dos, the checkout origins its security headers allow, the render cache's key and
 * the visitor's cookies that a kept answer adds. They reach workers/ through the server build's
 * entry module (entry.server.tsx, workers/server-build.ts), so the code they share with the routes
 * is bundled once.
 */
export { checkoutFramesOf } from "./services/lemonsqueezy.server";
export { runScheduledJobs } from "./features/scheduled.server";
export { runGeneration } from "./features/photos/jobs/generation.server";
export { runRedo } from "./features/photos/jobs/redo.server";
export { renderKeyOf } from "./render-cache.server";
export { visitorOf } from "./features/consent/visitor.server";
