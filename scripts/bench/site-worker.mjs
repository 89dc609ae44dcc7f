/** The site's Worker as the bench runs it: its build, the copy workerd runs, and its bindings. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { root } from "../lib/worker.mjs";

// Others build in this checkout too: the build takes their lock, and the Worker runs from a copy
// taken under it, so that a build of theirs cannot swap or remove the bundle under this run.
export const benchDist = path.join(root, "node_modules/.cache/resoume-bench/dist-deploy");
/** The build's static files, which the pages' first loads fetch. */
export const publicDir = path.join(root, "public");
// With the secret production has: without it the Worker warns on the review's first rate-limit check.
export const productionBindings = {
  APP_ENV: "production",
  RATE_LIMIT_SECRET: "bench-rate-limit-secret-0123456789abcdef",
  NEWSLETTER_TOKEN_SECRET: "bench-newsletter-token-secret-0123456789",
};

/** Builds the Worker and copies it to `benchDist`; exits the bench if the build fails. */
export function buildSiteWorker() {
  const locked = spawnSync("flock", ["--version"], { stdio: "ignore" }).status === 0;
  const buildCommand = `npm run --silent build:worker && rm -rf '${benchDist}' && mkdir -p '${benchDist}' && cp -R dist-deploy/. '${benchDist}'`;
  const built = spawnSync(...(locked ? ["flock", ["/tmp/resoume-build.lock", "sh", "-c", buildCommand]] : ["sh", ["-c", buildCommand]]), {
    stdio: "ignore",
    cwd: root,
  });
  if (built.status !== 0) {
    console.error("build failed: run `npm run build:worker` to see why");
    process.exit(1);
  }
}
