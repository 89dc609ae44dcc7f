import type { AnchorHTMLAttributes } from "react";
import { useChrome } from "./chrome";

/**
 * A link of the chrome (the header, its menus, the footer, the buy button on phones) to a page of
 * the site by its path. Remix's `<Link>` resolves its path against the route it is in and sets up
 * prefetching and five event handlers for each link: the forty of a page's chrome took a thirtieth
 * of its render on the server. This writes the anchor Remix's would, `data-discover` included (so
 * that the router learns the route before a click, as it does for Remix's links), and follows a
 * plain click in the router.
 */
export function ChromeLink({ to, onClick, children, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const { follow } = useChrome();
  return (
    <a
      {...props}
      data-discover="true"
      href={to}
      onClick={(event) => {
        onClick?.(event);
        follow(event, to);
      }}
    >
      {children}
    </a>
  );
}
