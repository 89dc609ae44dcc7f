import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import type { ServerBuild } from "@remix-run/cloudflare";
// @ts-expect-error: written by `remix build`; it has no type declarations.
import * as build from "../build/server/index.js";
import type { runGeneration } from "../app/features/photos/jobs/generation.server";

// The job's code comes through the server build's entry module (app/entry.server.tsx), bundled once
// with the routes that start and show it.
const { runGeneration: run } = (build as ServerBuild).entry.module as unknown as { runGeneration: typeof runGeneration };

/** One order's generation: Cloudflare Workflows runs it step by step, each step retried and never repeated once done. */
export class GenerationWorkflow extends WorkflowEntrypoint<Env, { orderId: string }> {
  async run(event: WorkflowEvent<{ orderId: string }>, step: WorkflowStep) {
    await run(this.env, event.payload.orderId, step);
  }
}
