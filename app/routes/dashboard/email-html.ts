import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { outboxMessage } from "~/services/outbox.server";
import { requireOperator } from "~/utils/auth.server";

/**
 * One sent e-mail's HTML body, shown in the frame of the dashboard's e-mail view as a mail program
 * shows it. A frame's `srcdoc` takes the page's policy, which allows no inline style, and an e-mail's
 * look is all inline styles; so the body comes from here, under a policy of its own: its styles and
 * images apply, nothing in it runs (no script source, and a sandbox), and only the site's own pages
 * may frame it. Its links open in a new tab, outside the sandbox.
 */
export async function loader(args: LoaderFunctionArgs) {
  await requireOperator(args);
  const message = await outboxMessage(args.context.cloudflare.env, args.params.id ?? "");
  if (!message?.html) throw new Response("Not Found", { status: 404 });
  const { origin } = new URL(args.request.url);
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    // The delivery e-mail's first look: the order's images, behind this site's signed addresses.
    `img-src ${origin} https: data:`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "sandbox allow-popups allow-popups-to-escape-sandbox",
  ].join("; ");
  const head = /<head[^>]*>/i.exec(message.html);
  const inNewTabs = head
    ? `${message.html.slice(0, head.index + head[0].length)}<base target="_blank">${message.html.slice(head.index + head[0].length)}`
    : `<base target="_blank">${message.html}`;
  return new Response(inNewTabs, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": policy,
      // Operator data: never stored by a browser or a shared cache, never indexed.
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
