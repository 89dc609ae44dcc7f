import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { workerServices } from "./server-build";

/**
 * One order's generation, or one re-do of a headshot of it (`redo`, its number within the order):
 * Cloudflare Workflows runs it step by step, each step retried and never repeated once done.
 */
export class GenerationWorkflow extends WorkflowEntrypoint<Env, { orderId: string; redo?: number }> {
  async run(event: WorkflowEvent<{ orderId: string; redo?: number }>, step: WorkflowStep) {
    const { orderId, redo } = event.payload;
    if (redo === undefined) await workerServices.runGeneration(this.env, orderId, step);
    else await workerServices.runRedo(this.env, orderId, redo, step);
  }
}
