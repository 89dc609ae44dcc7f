import { Form, useLocation } from "@remix-run/react";
import type { FormEvent } from "react";
import { languageOptions, preferredLanguageCookie } from "~/utils/i18n";
import { localPath } from "~/utils/local-path";
import { useChrome } from "~/features/chrome/chrome";
import { useDetailsDisclosure } from "~/utils/disclosure";
import { remember } from "~/utils/storage";

/**
 * A disclosure with one submit button per language. Without JavaScript the form posts to
 * /set-language, which stores the choice and returns the visitor to the same page in that language.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { language, t, track } = useChrome();
  const { pathname, search } = useLocation();
  const { ref, close, onToggle } = useDetailsDisclosure();
  const current = languageOptions.find((option) => option.code === language) ?? languageOptions[0];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const chosen = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    close();
    if (!chosen || chosen === language) {
      event.preventDefault();
      return;
    }
    // Where storage is unavailable, the cookie set by the server is what counts.
    remember(preferredLanguageCookie, chosen);
    track("Language Changed", { from: language, to: chosen });
  };

  return (
    <details ref={ref} className={`language-switcher ${className}`} onToggle={onToggle}>
      <summary className="language-switcher__toggle">
        <span className="visually-hidden">{t("language.current", { language: current.nativeName })}</span>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.6">
          <circle cx="10" cy="10" r="8" />
          <path d="M2 10h16M10 2c2.5 2.3 3.6 5 3.6 8s-1.1 5.7-3.6 8c-2.5-2.3-3.6-5-3.6-8S7.5 4.3 10 2Z" />
        </svg>
        <span aria-hidden="true">{current.code.toUpperCase()}</span>
      </summary>
      <Form method="post" action="/set-language" className="language-switcher__menu" onSubmit={onSubmit}>
        <input type="hidden" name="returnTo" value={localPath(pathname + search) ?? "/"} />
        <p className="language-switcher__label">{t("language.choose")}</p>
        {languageOptions.map((option) => (
          <button
            key={option.code}
            type="submit"
            name="language"
            value={option.code}
            lang={option.code}
            aria-current={option.code === language ? "true" : undefined}
            className="language-switcher__option"
          >
            {option.nativeName}
          </button>
        ))}
      </Form>
    </details>
  );
}
