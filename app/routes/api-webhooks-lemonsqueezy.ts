import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { postOnly } from "~/utils/http.server";
import { receivePaymentWebhook } from "~/features/orders/payments.server";

/** Lemon Squeezy's payment webhooks (app/features/orders/payments.server.ts); the local checkout sends the same ones. */
export const action = ({ request, context }: ActionFunctionArgs) => receivePaymentWebhook(request, context.cloudflare.env);

export const loader = postOnly;
