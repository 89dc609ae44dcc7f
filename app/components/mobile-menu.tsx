import type { RefObject } from "react";
import { useDetailsDisclosure } from "~/utils/disclosure";
import { useChrome } from "~/features/chrome/chrome";
import { ChromeLink } from "~/features/chrome/chrome-link";
import { LanguageSwitcher } from "./language-switcher";
import { createLinks, legalLinks, mainLinks, NavLinks } from "./nav-links";

/**
 * A native disclosure, so the panel opens without JavaScript. With JavaScript it closes after a
 * navigation, a link click or a click outside the header.
 */
export function MobileMenu({ headerRef }: { headerRef: RefObject<HTMLElement> }) {
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
        <ChromeLink to={localize("/create-headshot")} className="button button--primary button--block" onClick={close}>
          {t("nav.createButton")}
        </ChromeLink>
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
