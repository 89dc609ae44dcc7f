import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redoJobId, signalGeneration } from "~/features/orders/generation-job.server";
import { callbackEvent, checkCallback } from "~/features/photos/jobs/astria-job.server";
import { getEnv } from "~/utils/env.server";
import { postOnly } from "~/utils/http.server";
import { readBody } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

// A wrapped tune or prompt object with its image addresses: a few kilobytes.
const maxBody = 256 * 1024;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status });

/**
 * `POST /api/astria/callback?order=…&event=…&sig=…`: Astria says a tune trained or a prompt's images
 * are ready (app/features/photos/jobs/astria-job.server.ts). Astria signs nothing, so the address
 * carries the order's own signature, which never expires and is the same for each of the order's
 * callbacks: the body (`{ "tune": … }` or `{ "prompt": … }`) is read and dropped, and the job is only
 * woken, to read the tune or prompt from Astria's API itself. A job that cannot take the event
 * (queued, paused, finished) asks Astria by itself when it runs, as it does when a callback is lost.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order") ?? "";
  const event = url.searchParams.get("event") ?? "";
  const secret = getEnv(context).ORDER_LINK_SECRET;
  const named = callbackEvent.exec(event);
  if (!secret || !uuid.test(orderId) || !named) return answer(404, { error: "Unknown callback" });
  if (!(await checkCallback(secret, orderId, url.searchParams.get("sig") ?? ""))) return answer(403, { error: "Invalid signature" });

  try {
    JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(await readBody(request, maxBody)));
  } catch (error) {
    if (error instanceof RequestRejected) return answer(error.status, { error: error.message });
    return answer(400, { error: "The body is not JSON" });
  }
  try {
    // A re-do's prompt wakes the re-do's own job (docs/decisions/092-the-buyers-re-do.md).
    const [, redo, type] = named;
    const job = redo ? redoJobId(orderId, Number(redo)) : orderId;
    if (!(await signalGeneration(context.cloudflare.env, job, type!))) return answer(404, { error: "No job for this order" });
  } catch (error) {
    console.warn(`Astria's ${event} callback for order ${orderId} found its job unable to take it:`, error);
    return answer(202, { received: true });
  }
  return answer(200, { received: true });
}

export const loader = postOnly;
