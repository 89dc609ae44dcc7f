import { useLocation, useNavigate, useRouteLoaderData, type NavigateFunction } from "@remix-run/react";
import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from "react";
import type { RootData } from "./root-data.server";
import { track } from "~/features/consent/analytics";
import { defaultLanguage, localizePath, pathLanguage, type Language } from "~/utils/i18n";
import { referralOf, type Referral } from "~/utils/query-params";
import { createTranslator, type Translator } from "~/utils/translate";

/** The root loader's data; missing only on an error screen for a failure of the root loader itself. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function usePageLanguage(): Language {
  const { pathname } = useLocation();
  return useRootData()?.language ?? pathLanguage(pathname) ?? defaultLanguage;
}

type Chrome = {
  language: Language;
  facts: RootData["facts"];
  /** The main buy button's wording for this visitor's experiment variant, with the starting price. */
  cta: string;
  referral: Referral;
  config: RootData["config"];
  t: Translator<RootData["chrome"]>;
  localize: (path: string) => string;
  /**
   * Reports an event (app/features/consent/analytics.ts). Islands and pages take it from here: importing it
   * themselves would split it into a first-load chunk of its own.
   */
  track: typeof track;
  /** Follows a click on a link to `to`, a path of the site, in the router, as Remix's `<Link>` does (./chrome-link.tsx). */
  follow: (event: MouseEvent<HTMLAnchorElement>, to: string) => void;
};

type Click = Pick<globalThis.MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/**
 * Whether a click on a link asks for nothing but to follow it here: the main button, no modifier
 * key (a new tab or window, a download: the browser's to do) and no handler before that took it.
 * Only such a click may be answered in the page instead (the router, the checkout, a popup). It is
 * kept in this module, which every page loads first, so that the parts that use it fetch no module
 * of its own.
 */
export const isPlainClick = (event: Click): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A plain click goes through the router, replacing the history entry when it leads to where the
 * page already is; any other opens the link as the browser would. (The chrome's links name no
 * other target.)
 */
const followWith = (navigate: NavigateFunction) => (event: MouseEvent<HTMLAnchorElement>, to: string) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  navigate(to, { replace: window.location.pathname + window.location.search + window.location.hash === to });
};

const ChromeContext = createContext<Chrome | null>(null);

/** The chrome's translator and path helper, made once per page for the many parts that use them. */
export function ChromeProvider({ data, children }: { data: RootData; children: ReactNode }) {
  const { language, config, chrome: strings, facts, visitor } = data;
  const { variant } = visitor;
  const { search } = useLocation();
  const navigate = useNavigate();
  const chrome = useMemo(() => {
    const t = createTranslator(strings);
    const cta = t(`cta.${variant}`, { price: facts.startingPrice });
    const localize = (path: string) => localizePath(path, language);
    return { language, config, facts, t, cta, referral: referralOf(search), localize, track, follow: followWith(navigate) };
  }, [language, config, strings, facts, variant, search, navigate]);
  return <ChromeContext.Provider value={chrome}>{children}</ChromeContext.Provider>;
}

/** The chrome's strings in the page's language, and paths in that language. */
export function useChrome(): Chrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error("useChrome is for components inside <ChromeProvider>");
  return chrome;
}
