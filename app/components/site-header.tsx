import { Link, useLocation } from "@remix-run/react";
import { useRef, type RefObject } from "react";
import { useChrome } from "~/utils/root-data";
import { useDetailsDisclosure, useMenuDisclosure } from "~/utils/disclosure";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

const mainLinks = [
  { path: "/", key: "nav.home" },
  { path: "/pricing", key: "nav.pricing" },
  { path: "/blog", key: "nav.blog" },
  { path: "/examples", key: "nav.examples" },
  { path: "/about", key: "nav.about" },
] as const;

const createLinks = [
  { path: "/create-headshot", key: "nav.createHeadshot" },
  { path: "/cv-photo", key: "nav.cvPhoto" },
  { path: "/linkedin-photo-review", key: "nav.linkedinReview" },
  { path: "/resume-review", key: "nav.resumeReview" },
] as const;

const legalLinks = [
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

function NavLinks({ links, onNavigate }: { links: readonly NavLinkSpec[]; onNavigate?: () => void }) {
  const { t, localize } = useChrome();
  const { pathname } = useLocation();
  return links.map(({ path, key }) => {
    const to = localize(path);
    return (
      <li key={path}>
        <Link to={to} aria-current={isCurrent(to, pathname) ? "page" : undefined} onClick={onNavigate}>
          {t(key)}
        </Link>
      </li>
    );
  });
}

const countryNames = new Map<string, Intl.DisplayNames>();

// Intl objects are costly to build; one per language serves every request of the isolate.
function countryName(code: string, language: string): string {
  let names = countryNames.get(language);
  if (!names) countryNames.set(language, (names = new Intl.DisplayNames([language], { type: "region" })));
  return names.of(code) ?? code;
}

export function SiteBanner() {
  const { language, config, t } = useChrome();
  const { hostingCountry } = config;
  const country = countryName(hostingCountry, language);
  return <p className="site-banner">{t("banner", { country })}</p>;
}

export function SiteHeader({ reduced }: { reduced: boolean }) {
  const { t, localize } = useChrome();
  const headerRef = useRef<HTMLElement>(null);
  return (
    <header ref={headerRef} className={reduced ? "site-header site-header--reduced" : "site-header"}>
      <SiteBanner />
      <div className="site-header__bar container">
        <Link to={localize("/")} className="site-header__logo">
          <Logo />
          <span className="visually-hidden">{t("homeLink")}</span>
        </Link>
        {reduced ? null : (
          <>
            <nav aria-label={t("nav.label")} className="desktop-nav">
              <ul className="desktop-nav__list">
                <NavLinks links={mainLinks} />
                <li>
                  <CreateMenu />
                </li>
              </ul>
            </nav>
            <LanguageSwitcher className="desktop-only" />
            <MobileMenu headerRef={headerRef} />
          </>
        )}
      </div>
    </header>
  );
}

/**
 * Opens on hover and on keyboard focus through CSS alone, so it works without JavaScript; with
 * JavaScript a click toggles it too and Escape or a click elsewhere closes it.
 */
function CreateMenu() {
  const { t } = useChrome();
  const { ref, open, dismissed, toggle, handlers } = useMenuDisclosure<HTMLDivElement>();
  const state = open ? " is-open" : dismissed ? " is-dismissed" : "";
  return (
    <div ref={ref} className={`create-menu${state}`} {...handlers}>
      <button
        type="button"
        className="create-menu__toggle"
        aria-expanded={open}
        aria-controls="create-menu-list"
        onClick={toggle}
      >
        {t("nav.create")}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id="create-menu-list" className="create-menu__list">
        <NavLinks links={createLinks} />
      </ul>
    </div>
  );
}

/**
 * A native disclosure, so the panel opens without JavaScript. With JavaScript it closes after a
 * navigation, a link click or a click outside the header.
 */
function MobileMenu({ headerRef }: { headerRef: RefObject<HTMLElement> }) {
  const { t, localize } = useChrome();
  const { ref, open, close, onToggle } = useDetailsDisclosure(headerRef);

  return (
    <details ref={ref} className="mobile-menu" onToggle={onToggle}>
      <summary className="mobile-menu__toggle">
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
          <path d={open ? "M5 5l12 12M17 5 5 17" : "M3 6h16M3 11h16M3 16h16"} stroke="currentColor" strokeWidth="2" />
        </svg>
        <span>{open ? t("nav.closeMenu") : t("nav.openMenu")}</span>
      </summary>
      <div className="mobile-menu__panel">
        <nav aria-label={t("nav.label")}>
          <ul className="mobile-menu__list">
            <NavLinks links={mainLinks} onNavigate={close} />
          </ul>
          <p className="mobile-menu__group">{t("nav.create")}</p>
          <ul className="mobile-menu__list">
            <NavLinks links={createLinks} onNavigate={close} />
          </ul>
        </nav>
        <Link to={localize("/create-headshot")} className="button button--primary button--block" onClick={close}>
          {t("nav.createButton")}
        </Link>
        <nav aria-label={t("nav.legal")}>
          <p className="mobile-menu__group">{t("nav.legal")}</p>
          <ul className="mobile-menu__list mobile-menu__list--small">
            <NavLinks links={legalLinks} onNavigate={close} />
          </ul>
        </nav>
        <LanguageSwitcher className="language-switcher--inline" />
      </div>
    </details>
  );
}
