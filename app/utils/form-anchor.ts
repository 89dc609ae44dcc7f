import { useLocation } from "@remix-run/react";

/**
 * A form's action that brings its answer back to the form: this page's address with an anchor in
 * the form's section, so that on a long page an error or a confirmation is in view after the post,
 * with JavaScript (the router scrolls to the anchor) and without (the browser does).
 */
export function useActionAt(anchor: string): string {
  return `${useLocation().pathname}#${anchor}`;
}
