import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import * as z from "zod";
import { sendEvent } from "~/services/plausible.server";
import { getEnv } from "~/utils/env.server";
import { postOnly } from "~/utils/http.server";
import { readBodyText } from "~/utils/request-body.server";
import { RequestRejected } from "~/utils/request-rejected";

const maxBodyBytes = 4_096;

const EventSchema = z.object({
  name: z.string().trim().min(1).max(120),
  url: z.string().url().max(2_000),
  referrer: z.string().max(2_000).nullish(),
  props: z
    .record(z.string().max(64), z.union([z.string().max(300), z.number(), z.boolean()]))
    .refine((props) => Object.keys(props).length <= 30)
    .optional(),
});

/**
 * The browser's events for Plausible, forwarded with the visitor's user agent and address. The
 * browser does not wait for Plausible: the answer is 202 once the event is accepted.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  // Only this site's own pages may report; anything else would pollute the statistics.
  if (request.headers.get("Sec-Fetch-Site") !== "same-origin" && request.headers.get("Origin") !== new URL(request.url).origin) {
    return Response.json({ error: "Cross-site events are not accepted" }, { status: 403 });
  }
  const env = getEnv(context);
  if (!env.PLAUSIBLE_DOMAIN) return new Response(null, { status: 204 });

  let parsed;
  try {
    parsed = EventSchema.safeParse(JSON.parse(await readBodyText(request, maxBodyBytes)));
  } catch (error) {
    if (error instanceof RequestRejected) return Response.json({ error: error.message }, { status: error.status });
    return Response.json({ error: "Event is not JSON" }, { status: 400 });
  }
  if (!parsed.success || new URL(parsed.data.url).origin !== new URL(request.url).origin) {
    return Response.json({ error: "Event is not valid" }, { status: 400 });
  }

  const visit = { userAgent: request.headers.get("User-Agent") ?? "", ip: request.headers.get("CF-Connecting-IP") };
  context.cloudflare.ctx.waitUntil(
    sendEvent({ baseUrl: env.PLAUSIBLE_API_URL, domain: env.PLAUSIBLE_DOMAIN }, parsed.data, visit).catch((error: unknown) =>
      console.error("analytics event not delivered:", error),
    ),
  );
  return new Response(null, { status: 202 });
}

export const loader = postOnly;
