import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { orderAction } from "./steps.server";

// The uploader's endpoint: one photo a request, answered as JSON with its outcome
// (app/features/photos/upload/uploader.tsx); the page's own action answers forms sent without JavaScript.
export async function action(args: ActionFunctionArgs) {
  const answer = await orderAction(args);
  if (!("data" in answer)) return answer;
  return Response.json(answer.data, answer.init ?? undefined);
}

export const loader = () => new Response("Not found", { status: 404 });
