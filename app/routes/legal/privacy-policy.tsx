import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { ContactDetails, LegalDocument, PostalAddress } from "./legal-document";
import { resources } from "~/locales/resources.server";
import contentStyles from "~/styles/content.css";
import { consentCookie, consentDateCookie, regionCookie } from "~/features/consent/consent";
import { usePageCopy } from "~/content/content-page";
import { loadLegalPage } from "./company.server";
import { ctaVariantCookie } from "~/features/engagement/experiment";
import { preferredLanguageCookie } from "~/utils/i18n";
import { pageMeta, keyedPage } from "~/utils/page";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadLegalPage(args, "privacyPolicy");
  const { email, phone } = resources[page.language].imprint;
  return { ...page, contactLabels: { email, phone } };
}

export const meta = pageMeta;
export const handle = keyedPage;

type StorageKey = keyof (typeof resources)["en"]["privacyPolicy"]["browserStorage"];

/**
 * What the site and its tools keep in the browser, by the names a visitor finds in the browser's
 * tools: cookies and local storage keys of the site (spec, section 3), Google's and Meta's cookies.
 */
const browserStorage: ReadonlyArray<readonly [StorageKey, readonly string[]]> = [
  ["language", [preferredLanguageCookie]],
  ["consent", [consentCookie, consentDateCookie]],
  ["region", [regionCookie]],
  ["variant", [ctaVariantCookie, "ab_cta_exposure"]],
  [
    "newsletter",
    [
      "newsletter_subscribed",
      "newsletter_email",
      "newsletter_subscription_date",
      "newsletter_source",
      "nl_subscribed",
      "newsletter_tokens",
    ],
  ],
  [
    "welcome",
    ["welcome_flow_subscribed", "welcome_flow_first_name", "welcome_flow_last_name", "welcome_flow_email", "welcome_flow_discount_code"],
  ],
  ["pending", ["email_subscribers"]],
  ["checkout", ["checkout_ref"]],
  ["order", ["order_access", "order_offer"]],
  ["signup", ["newsletter_signup", "newsletter_confirm"]],
  ["campaign", ["utm_params"]],
  ["invitation", ["nl_dismissed_until", "nl_seen_48h"]],
  ["google", ["_ga", "_ga_<ID>"]],
  ["meta", ["_fbp"]],
];

export default function PrivacyPolicyPage() {
  const copy = usePageCopy<"privacyPolicy">();
  const { company, contactLabels } = useLoaderData<typeof loader>();
  return (
    <LegalDocument
      copy={copy}
      extras={{
        controller: (
          <>
            <PostalAddress name={company.name} company={company} />
            <ContactDetails company={company} labels={contactLabels} />
          </>
        ),
        storage: (
          <dl className="storage-list">
            {browserStorage.map(([key, names]) => (
              <div key={key}>
                <dt>
                  {names.map((name, index) => (
                    <Fragment key={name}>
                      {index ? ", " : null}
                      <code>{name}</code>
                    </Fragment>
                  ))}
                </dt>
                <dd>{copy.browserStorage[key]}</dd>
              </div>
            ))}
          </dl>
        ),
      }}
    />
  );
}
