import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { setFeatured } from "~/features/photos/gallery/gallery.server";
import { readOperatorForm } from "~/utils/auth.server";
import { postOnly } from "~/utils/http.server";
import { resolveLanguage } from "~/utils/i18n.server";
import { resources } from "~/locales/resources.server";

/** The dashboard's "feature on /examples" of a published headshot, or its withdrawal; back to the dashboard. */
export async function action(args: ActionFunctionArgs) {
  const form = await readOperatorForm(args, "Too many changes; try again shortly.");
  if (form instanceof Response) return form;
  const featured = form.get("featured") === "yes";
  if (!(await setFeatured(args.context.cloudflare.env, form.get("item") ?? "", featured)) && featured) {
    const { language } = await resolveLanguage(args.request);
    return new Response(resources[language].dashboard.published.refused, {
      status: 409,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return redirect("/dashboard#published", 303);
}

export const loader = postOnly;
