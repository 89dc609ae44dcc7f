import { useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { RootData } from "~/features/chrome/root-data.server";
import { countWithPlausible, track } from "./analytics";
import { regionCookie } from "./consent";
import { loadPart, whenIdle } from "~/utils/lazy";
import { remember } from "~/utils/storage";

/**
 * Records a page view on every navigation, counts it with Plausible, and starts the analytics
 * tools, whose code is fetched only once the visitor's consent is known, and again whenever consent
 * or the region changes. The tools get `track` from here: imported by both, it would become a
 * first-load chunk of its own.
 */
export function Analytics({ visitor, ids }: { visitor: RootData["visitor"]; ids: RootData["config"]["analytics"] }) {
  const { pathname, search } = useLocation();
  const submit = useSubmit();
  // What the page's inline script gave Consent Mode, which the tools update from.
  const applied = useRef(visitor.consent).current;

  useEffect(() => {
    track("pageview", { title: document.title, path: pathname });
  }, [pathname, search]);

  useEffect(() => {
    if (ids.plausible) countWithPlausible();
  }, [ids.plausible]);

  // The region is kept in the browser too (spec section 3), whatever the consent: once the browser
  // is idle, since the page's first use of its storage opens it, the longest step of the page's start.
  const { region } = visitor;
  useEffect(() => (region ? whenIdle(() => remember(regionCookie, region)) : undefined), [region]);

  useEffect(() => {
    // A visitor who has yet to decide where consent is asked fetches none of the tools' code; one
    // the edge could not place fetches it to guess the region from the time zone.
    if (visitor.region && !visitor.consent) return;
    void loadPart(() => import("./tags")).then(({ startTags }) =>
      startTags(visitor, applied, ids, track, (region) =>
        submit({ region, variant: visitor.variant }, { method: "post", action: "/consent", navigate: false }),
      ),
    );
  }, [visitor, applied, ids, submit]);

  return null;
}
