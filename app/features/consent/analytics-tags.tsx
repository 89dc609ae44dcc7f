import { useLocation, useSubmit } from "@remix-run/react";
import { useEffect } from "react";
import type { RootData } from "~/features/chrome/root-data.server";
import { track } from "./analytics";
import { loadPart } from "~/utils/lazy";

/**
 * Records a page view on every navigation and starts the analytics tools, whose code is fetched
 * only now, after the page has started, and again whenever consent or the region changes. The
 * tools get `track` from here: imported by both, it would become a first-load chunk of its own.
 */
export function Analytics({ visitor, ids }: { visitor: RootData["visitor"]; ids: RootData["config"]["analytics"] }) {
  const { pathname, search } = useLocation();
  const submit = useSubmit();

  useEffect(() => {
    track("pageview", { title: document.title, path: pathname });
  }, [pathname, search]);

  useEffect(() => {
    void loadPart(() => import("./tags")).then(({ startTags }) =>
      startTags(visitor, ids, track, (region) => submit({ region }, { method: "post", action: "/consent", navigate: false })),
    );
  }, [visitor, ids, submit]);

  return null;
}
