import { useRef } from "react";
import { useChrome } from "~/features/chrome/chrome";
import { ChromeLink } from "~/features/chrome/chrome-link";
import { CreateMenu } from "./create-menu";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";
import { mainLinks, NavLinks } from "./nav-links";

export function SiteBanner() {
  const { facts, t } = useChrome();
  return <p className="site-banner">{t("banner", { country: facts.hostingCountry })}</p>;
}

export function SiteHeader({ reduced }: { reduced: boolean }) {
  const { t, localize } = useChrome();
  const headerRef = useRef<HTMLElement>(null);
  return (
    <header ref={headerRef} className={reduced ? "site-header site-header--reduced" : "site-header"}>
      <SiteBanner />
      <div className="site-header__bar container">
        <ChromeLink to={localize("/")} className="site-header__logo">
          <img className="logo" src="/images/logo-dark.svg" width={132} height={28} alt="" />
          <span className="visually-hidden">{t("homeLink")}</span>
        </ChromeLink>
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
