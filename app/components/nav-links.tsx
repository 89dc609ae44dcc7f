import { useLocation } from "@remix-run/react";
import { useChrome } from "~/features/chrome/chrome";
import { ChromeLink } from "~/features/chrome/chrome-link";

export const mainLinks = [
  { path: "/", key: "nav.home" },
  { path: "/pricing", key: "nav.pricing" },
  { path: "/blog", key: "nav.blog" },
  { path: "/examples", key: "nav.examples" },
  { path: "/about", key: "nav.about" },
] as const;

export const createLinks = [
  { path: "/create-headshot", key: "nav.createHeadshot" },
  { path: "/cv-photo", key: "nav.cvPhoto" },
  { path: "/linkedin-photo-review", key: "nav.linkedinReview" },
  { path: "/resume-review", key: "nav.resumeReview" },
] as const;

export const legalLinks = [
  { path: "/privacy-policy", key: "nav.privacy" },
  { path: "/terms-of-service", key: "nav.terms" },
  { path: "/imprint", key: "nav.imprint" },
] as const;

type NavLinkSpec = (typeof mainLinks | typeof createLinks | typeof legalLinks)[number];

/** Blog counts as current for every blog path, whatever its language. */
function isCurrent(target: string, pathname: string): boolean {
  if (target.includes("/blog")) return /^\/(es\/)?blog(\/|$)/.test(pathname);
  return pathname.replace(/\/+$/, "") === target.replace(/\/+$/, "");
}

export function NavLinks({ links, onNavigate }: { links: readonly NavLinkSpec[]; onNavigate?: () => void }) {
  const { t, localize } = useChrome();
  const { pathname } = useLocation();
  return links.map(({ path, key }) => {
    const to = localize(path);
    return (
      <li key={path}>
        <ChromeLink to={to} aria-current={isCurrent(to, pathname) ? "page" : undefined} onClick={onNavigate}>
          {t(key)}
        </ChromeLink>
      </li>
    );
  });
}
