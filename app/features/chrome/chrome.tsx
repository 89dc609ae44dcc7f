import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { createContext, useContext, useMemo, type ReactNode } from "react";
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
};

const ChromeContext = createContext<Chrome | null>(null);

/** The chrome's translator and path helper, made once per page for the many parts that use them. */
export function ChromeProvider({ data, children }: { data: RootData; children: ReactNode }) {
  const { language, config, chrome: strings, facts, visitor } = data;
  const { variant } = visitor;
  const { search } = useLocation();
  const chrome = useMemo(() => {
    const t = createTranslator(strings);
    const cta = t(`cta.${variant}`, { price: facts.startingPrice });
    const localize = (path: string) => localizePath(path, language);
    return { language, config, facts, t, cta, referral: referralOf(search), localize, track };
  }, [language, config, strings, facts, variant, search]);
  return <ChromeContext.Provider value={chrome}>{children}</ChromeContext.Provider>;
}

/** The chrome's strings in the page's language, and paths in that language. */
export function useChrome(): Chrome {
  const chrome = useContext(ChromeContext);
  if (!chrome) throw new Error("useChrome is for components inside <ChromeProvider>");
  return chrome;
}
