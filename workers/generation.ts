import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { workerServices } from "./server-build";

/** One order's generation: Cloudflare Workflows runs it step by step, each step retried and never repeated once done. */
export class GenerationWorkflow extends WorkflowEntrypoint<Env, { orderId: string }> {
  async run(event: WorkflowEvent<{ orderId: string }>, step: WorkflowStep) {
    await workerServices.runGeneration(this.env, event.payload.orderId, step);
  }
}
