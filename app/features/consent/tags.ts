/**
 * The analytics tools: this module is fetched only once the visitor's consent is known (given,
 * refused, or granted outside the EU) or the region must be guessed, the tools load only as far as
 * the consent allows, and they are fed from the queue that `track` (./analytics.ts) fills. Each tool
 * keeps its place in the queue, so events that came before the tool (or before consent) are
 * replayed to it in order. Plausible, which counts everyone, is ./analytics.ts's own.
 *
 * - The Google tag loads only with analytics consent; Consent Mode's defaults were set by the
 *   page's inline script before anything else (app/features/consent/consent-mode.server.ts).
 * - The Meta pixel and its PageView load only with marketing consent.
 */
import type { RootData } from "~/features/chrome/root-data.server";
import type { AnalyticsEvent, AnalyticsEventName, track as Track } from "./analytics";
import {
  consentDateCookie,
  consentCookie,
  consentSignals,
  regionCookie,
  regionFromTimeZone,
  serializeConsent,
  type Region,
} from "./consent";
import { recalled, remember } from "~/utils/storage";

type Visitor = RootData["visitor"];
type Ids = RootData["config"]["analytics"];
type Command = (...args: unknown[]) => void;
type Pixel = Command & { callMethod?: Command; queue: unknown[]; push: Command; loaded: boolean; version: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Command;
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

/** Delivery polls for a tool's function this often, and gives up after the default wait (spec, section 9). */
const pollMs = 100;
const defaultWaitMs = 5_000;

const exposureKey = "ab_cta_exposure";

// What each event is called by Google and Meta. Unlisted events keep their own name in Plausible,
// become snake_case for Google, and are not sent to Meta, which only measures ads.
const catalogue: Partial<Record<AnalyticsEventName, { google: string; meta?: string }>> = {
  pageview: { google: "page_view", meta: "PageView" },
  "opened-checkout": { google: "begin_checkout", meta: "InitiateCheckout" },
  "finished-checkout": { google: "purchase", meta: "Purchase" },
  "newsletter-signup": { google: "sign_up", meta: "Subscribe" },
  "white-label-lead": { google: "generate_lead", meta: "Lead" },
};

type Tool = { allowed: () => boolean; ready: () => boolean; send: (event: AnalyticsEvent) => void; delivered: number; waiting: boolean };

let state: { visitor: Visitor; ids: Ids } | null = null;
let googleLoaded = false;
let pixelLoaded = false;
let regionReported = false;

const tool = (allowed: Tool["allowed"], ready: Tool["ready"], send: Tool["send"]): Tool => ({
  allowed,
  ready,
  send,
  delivered: 0,
  waiting: false,
});

const tools = [
  tool(
    () => Boolean(state?.visitor.consent?.analytics && state.ids.googleTagId),
    () => typeof window.gtag === "function",
    ({ name, props, url }) =>
      window.gtag!(
        "event",
        catalogue[name]?.google ?? name.toLowerCase().replace(/[^a-z0-9]+/g, "_"),
        // The page is the one the event happened on, which may lie before the latest navigation.
        name === "pageview" ? { page_title: props.title, page_location: url, page_path: props.path } : { ...props, page_location: url },
      ),
  ),
  tool(
    () => Boolean(state?.visitor.consent?.marketing && state.ids.metaPixelId),
    () => typeof window.fbq === "function",
    ({ name, props }) => {
      const event = catalogue[name]?.meta;
      if (event) window.fbq!("track", event, name === "pageview" ? {} : props);
    },
  ),
];

function flush(): void {
  const queue = window.__analyticsQueue ?? [];
  for (const each of tools) {
    if (!each.allowed() || each.delivered >= queue.length) continue;
    if (!each.ready()) {
      waitFor(each);
      continue;
    }
    while (each.delivered < queue.length) each.send(queue[each.delivered++]!);
  }
}

function waitFor(each: Tool): void {
  if (each.waiting) return;
  each.waiting = true;
  const started = Date.now();
  const timer = setInterval(() => {
    if (!each.ready() && Date.now() - started < defaultWaitMs) return;
    clearInterval(timer);
    each.waiting = false;
    // Given up: the events stay queued for this tool until consent changes again.
    if (each.ready()) flush();
  }, pollMs);
}

function loadScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function loadGoogleTag(id: string): void {
  googleLoaded = true;
  loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
  window.gtag!("js", new Date());
  // Page views are sent by this module on every navigation, with the page's own title.
  window.gtag!("config", id, { send_page_view: false, anonymize_ip: true, cookie_flags: "SameSite=Lax;Secure" });
}

// Meta's documented base code, without the inline script: a queue that fbevents.js takes over.
function loadPixel(id: string): void {
  pixelLoaded = true;
  const pixel = function (...args: unknown[]) {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  } as Pixel;
  Object.assign(pixel, { queue: [], loaded: true, version: "2.0" });
  pixel.push = pixel;
  window.fbq = window._fbq = pixel;
  loadScript("https://connect.facebook.net/en_US/fbevents.js");
  pixel("init", id);
}

/**
 * Takes the commands that send a hit (`sending`) out of a tool's queue that its script has not
 * taken over yet: the Google tag and the pixel each run their queue in order once they load.
 */
function dropUnsent(queue: unknown[] | undefined, sending: string): void {
  if (!queue) return;
  for (let index = queue.length - 1; index >= 0; index -= 1) {
    if ((queue[index] as ArrayLike<unknown>)[0] === sending) queue.splice(index, 1);
  }
}

/**
 * Called once consent is known and whenever the root's data changes. Applies the visitor's consent,
 * loads what it allows, reports the consent and the experiment once, and delivers the queue.
 * `applied` is the consent the page's inline script gave Consent Mode when the document loaded.
 */
export function startTags(
  visitor: Visitor,
  applied: Visitor["consent"],
  ids: Ids,
  track: typeof Track,
  reportRegion: (region: Region) => void,
): void {
  const previous = state ? state.visitor.consent : applied;
  // Events tracked while the tools are being set up must wait: Google drops events that reach it
  // before its consent update and config.
  window.__analyticsFlush = undefined;
  state = { visitor, ids };
  const { consent, consentDate, region, variant } = visitor;

  if (!region && !regionReported) {
    regionReported = true;
    const guessed = regionFromTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    remember(regionCookie, guessed);
    reportRegion(guessed);
  }

  if (consent && consentDate && recalled(consentDateCookie) !== consentDate) {
    remember(consentCookie, serializeConsent(consent));
    remember(consentDateCookie, consentDate);
    track("consent-updated", { analytics: consent.analytics, marketing: consent.marketing });
  }

  if (consent && (consent.analytics !== previous?.analytics || consent.marketing !== previous?.marketing)) {
    // Hits a tool's script has not taken yet (it is still loading) go with the consent they needed:
    // nothing leaves the page once the visitor has said no.
    if (!consent.analytics && window.dataLayer?.push === Array.prototype.push) dropUnsent(window.dataLayer, "event");
    if (!consent.marketing && !window.fbq?.callMethod) dropUnsent(window.fbq?.queue, "track");
    window.gtag?.("consent", "update", consentSignals(consent));
    if (pixelLoaded) window.fbq?.("consent", consent.marketing ? "grant" : "revoke");
  }
  if (consent?.analytics && ids.googleTagId && !googleLoaded) loadGoogleTag(ids.googleTagId);
  if (consent?.marketing && ids.metaPixelId && !pixelLoaded) loadPixel(ids.metaPixelId);

  // The exposure is an analytics event, and its marker is kept only with analytics consent.
  if (consent?.analytics && recalled(exposureKey) !== variant) {
    remember(exposureKey, variant);
    if (recalled(exposureKey) === variant) track("experiment-exposure", { experiment: "cta", variant });
  }

  window.__analyticsFlush = flush;
  flush();
}
