import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { setFeatured } from "~/features/photos/gallery/gallery.server";
import { readOperatorForm } from "~/utils/auth.server";
import { postOnly } from "~/utils/http.server";

/** The dashboard's "feature on /examples" of a published headshot, or its withdrawal; back to the dashboard. */
export async function action(args: ActionFunctionArgs) {
  const form = await readOperatorForm(args, "Too many changes; try again shortly.");
  if (form instanceof Response) return form;
  await setFeatured(args.context.cloudflare.env, form.get("item") ?? "", form.get("featured") === "yes");
  return redirect("/dashboard#published", 303);
}

export const loader = postOnly;
