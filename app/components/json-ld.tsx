import { useNonce } from "~/utils/nonce";

/**
 * Structured data for search engines. `json` must come from a serializer that escapes `<`
 * (`scriptJson` in app/content/structured-data.server.ts), since it is written into the element as it
 * is. The element carries the page's CSP nonce like every inline script.
 */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" nonce={useNonce()} dangerouslySetInnerHTML={{ __html: json }} />;
}
