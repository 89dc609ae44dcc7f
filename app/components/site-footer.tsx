import { Link } from "@remix-run/react";
import { useChrome } from "~/utils/root-data";
import { Logo } from "./logo";

const companyLinks = [
  { path: "/about", key: "footer.about" },
  { path: "/white-label", key: "footer.whiteLabel" },
  { path: "/terms-of-service", key: "nav.terms" },
  { path: "/privacy-policy", key: "nav.privacy" },
  { path: "/refund-policy", key: "footer.refund" },
] as const;

const externalLinks = [
  { name: "contact", key: "footer.contact" },
  { name: "affiliate", key: "footer.affiliate" },
  { name: "moreProjects", key: "footer.moreProjects" },
  { name: "linkedin", key: "footer.linkedin" },
  { name: "x", key: "footer.x" },
  { name: "instagram", key: "footer.instagram" },
] as const;

export function SiteFooter() {
  const { language, config, t, localize } = useChrome();
  const { links } = config;
  // A German legal notice (Impressum) is owed to German readers; the other languages link the
  // same page from the mobile menu's Legal group.
  const company = language === "de" ? [...companyLinks, { path: "/imprint", key: "nav.imprint" } as const] : companyLinks;

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={localize("/")} className="site-footer__logo">
            <Logo />
            <span className="visually-hidden">{t("homeLink")}</span>
          </Link>
          <p>{t("footer.tagline")}</p>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t("footer.company")}
          </h2>
          <ul>
            {company.map(({ path, key }) => (
              <li key={path}>
                <Link to={localize(path)}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-connect">
          <h2 id="footer-connect" className="site-footer__heading">
            {t("footer.connect")}
          </h2>
          <ul>
            {externalLinks.map(({ name, key }) =>
              links[name] ? (
                <li key={name}>
                  <a href={links[name]} rel="noopener noreferrer">
                    {t(key)}
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </nav>
      </div>
      <p className="container site-footer__rights">{t("footer.rights", { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
