import { Form, Link } from "@remix-run/react";
import type { RootData } from "~/features/chrome/root-data.server";

// Everything comes in by props: an import of the chrome's modules would split them out of the
// first-load bundle into chunks of their own.
type Props = {
  strings: NonNullable<RootData["consentBanner"]>;
  consent: RootData["visitor"]["consent"];
  /** The experiment's variant this page shows, kept by /consent once the visitor allows analytics. */
  variant: RootData["visitor"]["variant"];
  /** This page, without the parameter that reopened the banner. */
  returnTo: string;
  privacyHref: string;
};

/**
 * The cookie banner: a form that posts the choice to /consent and comes back to this page, so its
 * buttons work without JavaScript. "Accept selected" sits with the categories, inside the details.
 * Rejecting is as easy as accepting: both are one click, side by side, styled alike.
 */
export function ConsentBanner({ strings: t, consent, variant, returnTo, privacyHref }: Props) {
  // Without a saved choice the categories start as the spec's defaults: analytics on, marketing off.
  const selected = consent ?? { analytics: true, marketing: false };

  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <Form method="post" action="/consent" replace preventScrollReset className="consent-banner__inner container">
        <h2 id="consent-title" className="consent-banner__title">
          {t.title}
        </h2>
        <p className="consent-banner__text">
          {t.text} <Link to={privacyHref}>{t.privacy}</Link>
        </p>
        <input type="hidden" name="returnTo" value={returnTo} />
        <input type="hidden" name="variant" value={variant} />
        <details className="consent-banner__details">
          <summary>{t.customize}</summary>
          <fieldset className="consent-banner__categories">
            <legend className="visually-hidden">{t.categories}</legend>
            <label>
              <input type="checkbox" checked disabled />
              <span>
                <strong>{t.essential}</strong> {t.essentialText}
              </span>
            </label>
            {(["analytics", "marketing"] as const).map((category) => (
              <label key={category}>
                <input type="checkbox" name={category} defaultChecked={selected[category]} />
                <span>
                  <strong>{t[category]}</strong> {t[`${category}Text`]}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" name="choice" value="accept_selected" className="button button--secondary">
            {t.acceptSelected}
          </button>
        </details>
        <div className="consent-banner__actions">
          <button type="submit" name="choice" value="reject_all" className="button button--secondary">
            {t.rejectAll}
          </button>
          <button type="submit" name="choice" value="accept_all" className="button button--secondary">
            {t.acceptAll}
          </button>
        </div>
      </Form>
    </section>
  );
}
