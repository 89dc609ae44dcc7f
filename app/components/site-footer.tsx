import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { discounts, welcomeCode } from "~/content/business";
import { cookieSettingsParam, welcomeOfferQuery } from "~/utils/query-params";
import { useChrome } from "~/features/chrome/chrome";
import { ChromeLink } from "~/features/chrome/chrome-link";

const headshotLinks = [
  { path: "/cv-photo", key: "nav.cvPhoto" },
  { path: "/resume", key: "footer.resume" },
  { path: "/resume-headshot", key: "footer.resumeHeadshot" },
  { path: "/examples", key: "nav.examples" },
  { path: "/pricing", key: "nav.pricing" },
] as const;

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

type InternalLink = (typeof headshotLinks | typeof companyLinks)[number] | { path: "/imprint"; key: "nav.imprint" };

export function SiteFooter() {
  const { language, config, facts, t, localize } = useChrome();
  const { links } = config;
  // A German legal notice (Impressum) is owed to German readers; the other languages link the
  // same page from the mobile menu's Legal group.
  const company: readonly InternalLink[] = language === "de" ? [...companyLinks, { path: "/imprint", key: "nav.imprint" }] : companyLinks;
  const internal = (list: readonly InternalLink[]) =>
    list.map(({ path, key }) => (
      <li key={path}>
        <ChromeLink to={localize(path)}>{t(key)}</ChromeLink>
      </li>
    ));

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <ChromeLink to={localize("/")} className="site-footer__logo">
            <img className="logo" src="/images/logo-light.svg" width={132} height={28} alt="" />
            <span className="visually-hidden">{t("homeLink")}</span>
          </ChromeLink>
          <p>{t("footer.tagline")}</p>
          <p>
            {/* A plain link: the page loads without JavaScript, and with it the discount popup opens instead. */}
            <a href={`${localize("/newsletter")}?${welcomeOfferQuery}`} data-discount-offer="">
              {t("footer.discount", { percent: discounts[welcomeCode] })}
            </a>
          </p>
        </div>
        <FooterColumn id="footer-headshots" heading={t("footer.headshots")}>
          {internal(headshotLinks)}
        </FooterColumn>
        <FooterColumn id="footer-company" heading={t("footer.company")}>
          {internal(company)}
          <li>
            {/* Opens the cookie banner again on this page, so a choice can be changed or withdrawn. */}
            <Link to={`?${cookieSettingsParam}`} rel="nofollow" preventScrollReset>
              {t("cookieSettings")}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn id="footer-connect" heading={t("footer.connect")}>
          {externalLinks.map(({ name, key }) =>
            links[name] ? (
              <li key={name}>
                <a href={links[name]} rel="noopener noreferrer">
                  {t(key)}
                </a>
              </li>
            ) : null,
          )}
        </FooterColumn>
      </div>
      <p className="container site-footer__rights">{t("footer.rights", { year: facts.year })}</p>
    </footer>
  );
}

function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <ul>{children}</ul>
    </nav>
  );
}
