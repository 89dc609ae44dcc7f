import { useLocation } from "@remix-run/react";

/**
 * Without JavaScript, the page loads itself again every `seconds`. The address is named without its
 * fragment: a refresh of an address with one (after a skip link or a form's anchor) only scrolls.
 */
export function NoscriptRefresh({ seconds }: { seconds: number }) {
  const { pathname, search } = useLocation();
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`${seconds}; url=${pathname}${search}`} />
    </noscript>
  );
}
