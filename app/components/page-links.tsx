import type { HtmlLinkDescriptor } from "@remix-run/cloudflare";
import { UNSAFE_RemixContext, useMatches } from "@remix-run/react";
import { createContext, Fragment, useContext } from "react";
import { useNonce } from "~/utils/nonce";

declare module "react" {
  // A stylesheet link's `disabled` (HTML's, which React passes on as it is).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration names the same type parameter
  interface LinkHTMLAttributes<T> {
    disabled?: boolean;
  }
}

/**
 * The text of each stylesheet of the client build, by its address (build/styles.js, written after
 * `remix build` by scripts/build-styles.mjs): the Worker hands it to the document's render.
 */
const StylesheetTexts = createContext<ReadonlyMap<string, string> | null>(null);

export const StylesheetTextsProvider = StylesheetTexts.Provider;

// In the browser, the stylesheets the first document brought inline, read before React hydrates it:
// hydration renders them again, the same, from here. A stylesheet that a later page needs comes as a
// link, which Remix has loaded before it shows that page.
const documentStyles = typeof document === "undefined" ? [] : [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")];
const inlinedInDocument: ReadonlyMap<string, string> = new Map(
  documentStyles.map((style) => [style.dataset.href!, style.textContent ?? ""]),
);
// A page shown later may need one of them again, as a new element: it carries the document's nonce,
// which the browser hides from the attribute but not from the property.
const documentNonce = documentStyles[0]?.nonce ?? "";

/**
 * The links of the page's routes (`links` exports), with their stylesheets inline in the document
 * (docs/decisions/052-paint-before-the-code.md): a first paint then waits on no request but the
 * document's own.
 */
export function PageLinks() {
  const nonce = useNonce() || documentNonce;
  const texts = useContext(StylesheetTexts) ?? inlinedInDocument;
  const { routeModules } = useContext(UNSAFE_RemixContext)!;
  // Each link once, in the routes' order, by what it says.
  const links = new Map<string, HtmlLinkDescriptor>();
  for (const match of useMatches()) {
    // The site's routes link files only, never a page to prefetch (Remix's `{ page }` descriptor).
    for (const link of (routeModules[match.id]?.links?.() ?? []) as HtmlLinkDescriptor[]) links.set(JSON.stringify(link), link);
  }
  return (
    <>
      {[...links].map(([key, link]) => {
        const text = link.rel === "stylesheet" && link.href ? texts.get(link.href) : undefined;
        if (text === undefined) return <link key={key} {...link} />;
        // Before a route's action or loader, Remix preloads its stylesheets unless the document has a
        // `link[rel="stylesheet"]` of the same address, and meanwhile leaves the answer's redirect
        // unhandled. A disabled link says it is here without being fetched or applied.
        return (
          <Fragment key={link.href}>
            <style nonce={nonce} data-href={link.href} dangerouslySetInnerHTML={{ __html: text }} />
            <link rel="stylesheet" href={link.href} disabled />
          </Fragment>
        );
      })}
    </>
  );
}
