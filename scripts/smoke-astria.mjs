#!/usr/bin/env node
/**
 * `npm run smoke:astria`: the real Astria adapter (app/services/astria.server.ts) against the real
 * Astria, free of charge: a `branch=fast` mock tune (astria-docs docs/api/0-overview.md, "Mock testing"), one
 * prompt on it, its image fetched as the job fetches it (Astria's hosts only, within the byte cap),
 * then the prompt and the tune deleted as an order's deletion deletes them. Runs only when
 * ASTRIA_API_KEY is set, and says plainly that it was skipped otherwise. ASTRIA_API_URL points it
 * elsewhere (the local fake, in its own test); SMOKE_POLL_SECONDS sets how often it asks.
 */
import "./lib/project-node.mjs";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const key = process.env.ASTRIA_API_KEY;
if (!key) {
  console.log("Astria smoke test skipped: ASTRIA_API_KEY is not set, so nothing was sent to Astria.");
  process.exit(0);
}

const config = {
  ASTRIA_API_URL: process.env.ASTRIA_API_URL ?? "https://api.astria.ai",
  ASTRIA_API_KEY: key,
  ASTRIA_RETRY_SECONDS: 30,
};
const pollMs = Number(process.env.SMOKE_POLL_SECONDS ?? "10") * 1000;
// Mock training and rendering take seconds; this is far beyond them.
const deadline = Date.now() + 15 * 60_000;
// Where Astria posts its callbacks: nothing listens, the smoke test asks instead, as the job does when one is lost.
const callback = "https://example.com/resoume-astria-smoke";
// The training photo of Astria's own examples (astria-docs docs/api/0-tune/1-create.md).
const selfie = "https://i.imgur.com/HLHBnl9.jpeg";

/** The adapter as the Worker runs it, compiled from its TypeScript. */
async function loadAdapter() {
  const dir = mkdtempSync(path.join(tmpdir(), "resoume-smoke-"));
  const outfile = path.join(dir, "astria.mjs");
  try {
    await build({
      entryPoints: [path.join(root, "app/services/astria.server.ts")],
      bundle: true,
      format: "esm",
      platform: "node",
      outfile,
      alias: { "~": path.join(root, "app") },
      logLevel: "error",
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Astria's answer, or the reason the smoke test stops. */
function valueOf(step, answer) {
  if ("value" in answer) return answer.value;
  throw new Error(`${step}: ${"refused" in answer ? answer.refused : `${answer.reason} (asked to wait ${answer.waitSeconds} s)`}`);
}

async function until(step, ask, done) {
  for (;;) {
    const answer = await ask();
    const value = "waitSeconds" in answer ? null : valueOf(step, answer);
    if (value && done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${step}: not done after 15 minutes`);
    await new Promise((resolve) => setTimeout(resolve, "waitSeconds" in answer ? answer.waitSeconds * 1000 : pollMs));
  }
}

const astria = await loadAdapter();
let tune = null;
let prompt = null;
try {
  tune = valueOf(
    "create the mock tune",
    await astria.createTune(config, {
      title: `resoume-smoke-${randomUUID()}`,
      subject: "man",
      imageUrls: [selfie, selfie, selfie, selfie],
      callback,
      mock: true,
    }),
  );
  console.log(`Mock tune ${tune.id} created.`);
  await until(
    "train the mock tune",
    () => astria.getTune(config, tune.id),
    (found) => Boolean(found.trained_at),
  );
  console.log(`Mock tune ${tune.id} trained.`);
  prompt = valueOf(
    "create a prompt",
    await astria.createPrompt(config, {
      tune: tune.id,
      mock: true,
      text: "ohwx man, professional headshot",
      images: 1,
      // Basic's side (app/content/business.ts), the smallest an order asks for.
      side: 1024,
      callback,
    }),
  );
  console.log(`Prompt ${prompt.id} created under tune ${prompt.tune_id}.`);
  const done = await until(
    "render the prompt",
    () => astria.getPrompt(config, prompt.tune_id, prompt.id),
    (found) => found.images.length > 0,
  );
  const bytes = await astria.downloadImage(config, done.images[0], 8 * 1024 * 1024, 30_000);
  console.log(`Image fetched from ${new URL(done.images[0]).host}: ${bytes.length} bytes.`);
} catch (error) {
  console.error(`Astria smoke test failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  try {
    if (prompt) await astria.deletePrompt(config, prompt.tune_id, prompt.id);
    if (tune) await astria.deleteTune(config, tune.id);
    if (tune) console.log(`Deleted${prompt ? ` prompt ${prompt.id} and` : ""} tune ${tune.id}.`);
  } catch (error) {
    console.error(`Astria smoke test could not clean up: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
if (!process.exitCode) console.log("Astria smoke test passed.");
