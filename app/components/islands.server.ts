// The islands (./island.tsx) for the server's render; the browser build empties this module.
export { ConsentBanner } from "./consent-banner";
export { CreateMenu } from "./create-menu";
export { Engagement } from "./engagement";
export { GeneralErrorBoundary } from "./error-boundary";
export { HomeContent } from "./home-content";
export { LanguageSwitcher } from "./language-switcher";
export { MobileMenu } from "./mobile-menu";
export { SiteFooter } from "./site-footer";
