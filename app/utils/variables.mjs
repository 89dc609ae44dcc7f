/**
 * Every variable the Worker reads, once: the README's configuration table is written from this list
 * (`node scripts/config-table.mjs`, checked by tests/build), `npm start` passes these names from its
 * environment and gives the `local` values to those not set, and app/utils/env.server.ts checks each
 * value (its schemas name exactly these variables, which a unit test holds). Plain JavaScript, so
 * that the scripts read it without a build.
 *
 * Each entry is a row of the table: `names` (a row may group related variables), `secrets` those of
 * them set with `wrangler secret put`, what it means, its default, and `local`, the values `npm start` uses.
 */

/** @type {ReadonlyArray<import("./variables.d.mts").VariableRow>} */
export const variableRows = [
  {
    names: ["APP_ENV"],
    meaning: "`local`, `test` or `production`; only local and test mode have the local checkout",
    default: "`production`; `npm start` sets `local`, the tests `test`",
    local: { APP_ENV: "local" },
  },
  {
    names: ["SITE_URL"],
    meaning:
      "the site's address: canonical links, hreflang alternates, the sitemap, robots.txt and e-mailed links are built from it, never from a request's `Host` header",
    default: "`https://resoume.com`; `npm start` sets `http://127.0.0.1:$PORT`",
    local: { SITE_URL: "http://127.0.0.1:$PORT" },
  },
  {
    names: ["GERMAN_SITE_URL"],
    meaning: "the German host (its name must contain `lebenslauf`): German pages are canonical there and named as the German alternates",
    default: "unset: German shares the English URLs and no German alternate is claimed for them",
  },
  {
    names: ["CONSENT_COUNTRIES"],
    meaning:
      "country codes (space or comma separated) whose visitors see the cookie banner and get nothing non-essential stored or loaded before they choose",
    default: "the EEA, `GB` and `CH`",
  },
  {
    names: ["HOSTING_COUNTRY"],
    meaning: "ISO country code named in the header's banner line",
    default: "`DE`",
  },
  {
    names: ["CONTACT_URL"],
    meaning: "footer contact link (`mailto:` or `https:`)",
    default: "`mailto:hello@resoume.com`",
  },
  {
    names: ["AFFILIATE_URL", "MORE_PROJECTS_URL"],
    meaning: "footer links to the affiliate programme and other projects",
    default: "resoume.com pages",
  },
  {
    names: ["LINKEDIN_URL", "X_URL", "INSTAGRAM_URL"],
    meaning: "footer links to the social profiles; an empty value hides the link",
    default: "the Resoume profiles",
  },
  {
    names: ["ADMIN_TOKEN"],
    secrets: ["ADMIN_TOKEN"],
    meaning: "operator token for `/dashboard`, at least 16 characters",
    default: "locally `local-operator-token`",
    local: { ADMIN_TOKEN: "local-operator-token" },
  },
  {
    names: ["EMAILOCTOPUS_API_KEY", "EMAILOCTOPUS_LIST_ID"],
    secrets: ["EMAILOCTOPUS_API_KEY"],
    meaning:
      "the newsletter list (EmailOctopus API v2); a sign-up waits in KV `SUBSCRIBERS` for its owner to confirm it by the link e-mailed to them, and, without these, after that too",
    default: "unset: the local default",
  },
  {
    names: ["EMAILOCTOPUS_API_URL"],
    meaning: "EmailOctopus's base URL (tests point it at a local fake)",
    default: "`https://api.emailoctopus.com`",
  },
  {
    names: ["RESEND_API_KEY"],
    secrets: ["RESEND_API_KEY"],
    meaning: "transactional e-mail through Resend; without it e-mails stay in the D1 outbox",
    default: "unset: the local default",
  },
  {
    names: ["RESEND_API_URL"],
    meaning: "Resend's base URL",
    default: "`https://api.resend.com`",
  },
  {
    names: ["EMAIL_FROM", "SALES_EMAIL"],
    meaning: "sender of the site's e-mails; where white-label leads are announced",
    default: "`Resoume <hello@resoume.com>`, `sales@resoume.com`",
  },
  {
    names: ["UPSTREAM_TIMEOUT_MS"],
    meaning: "how long a request waits for EmailOctopus or Resend",
    default: "`4000`",
  },
  {
    names: ["GA_MEASUREMENT_ID"],
    meaning: "Google tag id (`G-…`), loaded only with analytics consent",
    default: "unset: never loaded",
  },
  {
    names: ["META_PIXEL_ID"],
    meaning: "Meta pixel id (digits), loaded only with marketing consent",
    default: "unset: never loaded",
  },
  {
    names: ["PLAUSIBLE_DOMAIN"],
    meaning: "the site's domain in Plausible; page views and events for every visitor, without cookies",
    default: "unset: nothing sent",
  },
  {
    names: ["PLAUSIBLE_API_URL"],
    meaning: "Plausible's base URL (self-hosted Plausible, or the tests' fake)",
    default: "`https://plausible.io`",
  },
  {
    names: ["COMPANY_NAME", "COMPANY_REPRESENTATIVE"],
    meaning: "the provider and who represents it, as the imprint and the privacy policy name them",
    default: "sample values",
  },
  {
    names: ["COMPANY_ADDRESS", "COMPANY_COUNTRY"],
    meaning: "street and town, with a comma where a new line starts; ISO country code, named in the page's language",
    default: "sample values, `DE`",
  },
  {
    names: ["COMPANY_EMAIL", "COMPANY_PHONE"],
    meaning: "contact details in the imprint, the privacy policy, the terms and the refund policy; an empty phone hides it",
    default: "sample values",
  },
  {
    names: ["COMPANY_REGISTER", "COMPANY_VAT_ID"],
    meaning: "register court and number, VAT id (`DE…`); an empty value hides the line",
    default: "sample values",
  },
  {
    names: ["LEMONSQUEEZY_CHECKOUT_BASIC", "LEMONSQUEEZY_CHECKOUT_PREMIUM", "LEMONSQUEEZY_CHECKOUT_ULTIMATE"],
    meaning:
      "each plan's Lemon Squeezy checkout link, as the variant's \"Share\" shows it (`https://<store>.lemonsqueezy.com/checkout/buy/<uuid>`)",
    default: "empty: the local checkout",
  },
  {
    names: ["LEMONSQUEEZY_VARIANT_BASIC", "LEMONSQUEEZY_VARIANT_PREMIUM", "LEMONSQUEEZY_VARIANT_ULTIMATE"],
    meaning: "each plan's numeric variant id, which the webhooks carry; all six store variables or none",
    default: "empty: the local checkout",
  },
  {
    names: ["LEMONSQUEEZY_CURRENCY"],
    meaning:
      "the currency the store's six links charge (`USD` or `EUR`); every visitor is shown prices in it, unless the store has euro variants and the visitor reads German or comes from a country that uses the euro",
    default: "`USD`",
  },
  {
    names: [
      "LEMONSQUEEZY_CHECKOUT_EUR_BASIC",
      "LEMONSQUEEZY_CHECKOUT_EUR_PREMIUM",
      "LEMONSQUEEZY_CHECKOUT_EUR_ULTIMATE",
      "LEMONSQUEEZY_VARIANT_EUR_BASIC",
      "LEMONSQUEEZY_VARIANT_EUR_PREMIUM",
      "LEMONSQUEEZY_VARIANT_EUR_ULTIMATE",
    ],
    meaning:
      "optional euro variants of the store, all six or none: visitors on German pages or from a country that uses the euro are then shown euros and buy through them",
    default: "empty: no euro variants",
  },
  {
    names: ["LEMONSQUEEZY_ALLOW_TEST_MODE"],
    meaning:
      "`true` lets production accept orders placed in the store's test mode (a rehearsal before launch); otherwise they are acknowledged and create nothing",
    default: "`false`",
  },
  {
    names: ["LEMONSQUEEZY_API_URL"],
    meaning: "the store's API, through which the buyer's \"refund my order\" refunds a store's order",
    default: "`https://api.lemonsqueezy.com`",
  },
  {
    names: ["LEMONSQUEEZY_API_KEY"],
    secrets: ["LEMONSQUEEZY_API_KEY"],
    meaning:
      "the store's API key; without it a store's orders are not refunded from the order page (the buyer is told to try again) and the operator refunds in the store's dashboard; the local checkout's orders never need it",
    default: "none",
  },
  {
    names: ["LEMONSQUEEZY_WEBHOOK_SECRET"],
    secrets: ["LEMONSQUEEZY_WEBHOOK_SECRET"],
    meaning: "the webhook's signing secret (6 to 40 characters); without it paid orders are refused",
    default: "locally `local-webhook-secret`",
    local: { LEMONSQUEEZY_WEBHOOK_SECRET: "local-webhook-secret" },
  },
  {
    names: ["NEWSLETTER_TOKEN_SECRET"],
    secrets: ["NEWSLETTER_TOKEN_SECRET"],
    meaning:
      "signs the links that confirm a newsletter sign-up and the proof a browser gets once its owner confirmed (at least 32 characters); without it no sign-up can be confirmed, and without a valid proof the subscriber API tells nothing about an address and changes none of its tags",
    default: "locally `local-newsletter-token-secret-not-for-production`",
    local: { NEWSLETTER_TOKEN_SECRET: "local-newsletter-token-secret-not-for-production" },
  },
  {
    names: ["RATE_LIMIT_SECRET"],
    secrets: ["RATE_LIMIT_SECRET"],
    meaning:
      "keys the per-client rate-limit counters (an HMAC of the address, at least 32 characters); without it they are keyed per isolate",
    default: "locally `local-rate-limit-secret-not-for-production`",
    local: { RATE_LIMIT_SECRET: "local-rate-limit-secret-not-for-production" },
  },
  {
    names: ["ORDER_LINK_SECRET"],
    secrets: ["ORDER_LINK_SECRET"],
    meaning: "signs the buyers' private links to their orders (at least 32 characters)",
    default: "locally `local-order-link-secret-not-for-production`",
    local: { ORDER_LINK_SECRET: "local-order-link-secret-not-for-production" },
  },
  {
    names: ["ASTRIA_API_KEY"],
    secrets: ["ASTRIA_API_KEY"],
    meaning: "the image provider Astria (a tune per order, its prompts); without it the local generator makes preview images in the Worker",
    default: "unset: the local generator",
  },
  {
    names: ["ASTRIA_API_URL"],
    meaning: "Astria's base URL",
    default: "`https://api.astria.ai`",
  },
  {
    names: ["ASTRIA_CALLBACK_URL"],
    meaning: "the public origin Astria's callbacks are sent to (`/api/astria/callback`)",
    default: "`SITE_URL`",
  },
  {
    names: ["ASTRIA_RETRY_SECONDS"],
    meaning: "the first wait before an Astria call that answered 500 is retried (doubling); a 504 waits twice as long",
    default: "`30`",
  },
  {
    names: ["ASTRIA_PRICE_PER_IMAGE"],
    meaning:
      "what Astria charges per image it makes, in US dollars, as its invoices show: the dashboard's cost of an order is the images made (refused ones too) times this; the local generator's cost nothing",
    default: "`0.05`",
  },
  {
    names: ["JOB_POLL_SECONDS"],
    meaning: "how long a generation job waits for a callback or a free slot before it looks itself",
    default: "`300`",
  },
  {
    names: ["JOB_CONCURRENCY"],
    meaning: "generation jobs that run at once; the others wait, Ultimate first",
    default: "`20`",
  },
  {
    names: ["IMAGE_RETRY_MS"],
    meaning: "the first wait before a job's step that makes or stores images is retried (doubling, three times before the job gives up)",
    default: "`1000`",
  },
  {
    names: ["LOCAL_TRAINING_MS"],
    meaning: "how long the local generator (no `ASTRIA_API_KEY`) pretends to train, so that the order page shows the stage",
    default: "`3000`",
  },
  {
    names: ["LOCAL_FAILING_CANDIDATES"],
    meaning:
      "tests only (`APP_ENV=test`): the local generator's candidates, numbered per style from 0 and comma-separated, that show no face, so that the check refuses them and the job makes replacements",
    default: "none",
  },
  {
    names: ["LOCAL_UNCHECKED"],
    meaning:
      "the bench only (`APP_ENV=test`): `true` has the local generator store its images without the check, the baseline against which `npm run bench` measures what the check adds to an order",
    default: "`false`",
  },
];

/** Every variable's name. */
export const variableNames = variableRows.flatMap((row) => row.names);

/** The values `npm start` gives the variables its environment does not set; `$PORT` is its port. */
export const localValues = Object.assign({}, ...variableRows.map((row) => row.local ?? {}));

/** The README's configuration table. */
export function variableTable() {
  const cell = (row) =>
    row.names
      .map((name, index) => {
        // A name that only continues the one before it is written from its last difference on: `_PREMIUM`.
        const before = row.names[index - 1];
        const shared = before?.slice(0, before.lastIndexOf("_") + 1);
        const shown = shared && name.startsWith(shared) ? name.slice(shared.length - 1) : name;
        return `\`${shown}\`${row.secrets?.includes(name) ? " (secret)" : ""}`;
      })
      .join(", ");
  return [
    "| variable | meaning | default |",
    "|---|---|---|",
    ...variableRows.map((row) => `| ${cell(row)} | ${row.meaning} | ${row.default} |`),
  ].join("\n");
}
