import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { facts, formatPrice, plans, startingPrice } from "~/content/business";
import { getOkHtml, getPage, linkHrefs, main, visibleText } from "../setup/html";
import { languages, strings, visit, type Lng } from "../setup/languages";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The search landing pages (/cv-photo, /resume, /resume-headshot), the three ad landing variants
 * and the white-label page in English, German and Spanish: their own copy with the figures of
 * app/content/business.ts, calls to action that lead to the pricing page, links that lead somewhere.
 */

const pricing = (language: Lng) => (language === "es" ? "/es/pricing" : "/pricing");
// Prices are written with a no-break space, which reads as any other space.
const price = (amount: number, language: Lng) => formatPrice(amount, language).replace(/\s/g, " ");

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

async function read(language: Lng, path: string) {
  const [url, init] = visit[language](path);
  const html = await getOkHtml(worker, url, init);
  return { text: visibleText(main(html)), hrefs: linkHrefs(main(html)) };
}

/** A call to action is a link to the pricing page with the page's button wording. */
async function callsToAction(language: Lng, path: string, wording: string) {
  const [url, init] = visit[language](path);
  const html = main(await getOkHtml(worker, url, init));
  return [...html.matchAll(/<a\b[^>]*class="button button--primary button--large"[^>]*>([\s\S]*?)<\/a>/g)]
    .filter((match) => visibleText(match[1]!) === wording)
    .map((match) => linkHrefs(match[0])[0]);
}

const landingPages = [
  ["/cv-photo", "cvPhoto"],
  ["/resume", "resume"],
  ["/resume-headshot", "resumeHeadshot"],
] as const;

describe.each(languages)("search landing pages in %s", (language) => {
  test.each(landingPages)(
    "%s: its own topic, benefits, steps, every pack's price, and the pricing page at its top and end",
    async (path, namespace) => {
      const t = strings[language][namespace];
      const { text } = await read(language, path);
      for (const heading of [t.focus.heading, t.benefits.heading, t.steps.heading, t.plans.heading, t.faq.heading, t.closing.heading]) {
        expect(text).toContain(heading);
      }
      for (const card of Object.values(t.benefits.cards)) expect(text).toContain(card.title);
      for (const plan of plans) expect(text).toContain(`${plan.name}, ${price(plan.price, language)}: ${plan.photos}`);
      expect(text).toContain(String(facts.refundDays));
      expect(await callsToAction(language, path, t.cta)).toEqual([pricing(language), pricing(language)]);
    },
  );

  test("each page speaks to its own audience: no topic is shared", async () => {
    for (const [path, namespace] of landingPages) {
      const { text } = await read(language, path);
      for (const [, other] of landingPages.filter(([, candidate]) => candidate !== namespace)) {
        expect(text, `${path} shows the topic of ${other}`).not.toContain(strings[language][other].focus.heading);
      }
    }
  });

  test("the CV photo page explains the norms in German-speaking countries", async () => {
    const { text } = await read(language, "/cv-photo");
    expect(text).toContain("AGG");
    expect(text).toContain({ en: "Switzerland", de: "Schweiz", es: "Suiza" }[language]);
  });
});

const variants = [
  ["/ad-landing", (t: typeof strings.en.adLanding) => ({ heading: t.heading, body: t.original })],
  ["/ad-landing/direct-response", (t: typeof strings.en.adLanding) => ({ heading: t.directResponse.heading, body: t.directResponse })],
  ["/ad-landing/emotional-story", (t: typeof strings.en.adLanding) => ({ heading: t.emotionalStory.heading, body: t.emotionalStory })],
] as const;

describe.each(languages)("ad landing variants in %s", (language) => {
  const t = strings[language].adLanding;

  test.each(variants)("%s shows its own sections, and every link on it leads to the pricing page", async (path, copy) => {
    const { heading, body } = copy(t);
    const { text, hrefs } = await read(language, path);
    expect(text).toContain(heading);
    for (const section of Object.values(body.sections)) expect(text).toContain(section.heading);
    expect(text).toContain(body.closing.heading);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    expect(new Set(hrefs)).toEqual(new Set([pricing(language)]));
    // Another variant's sections are not on this page.
    for (const [otherPath, other] of variants.filter(([candidate]) => candidate !== path)) {
      for (const section of Object.values(other(t).body.sections)) {
        if (!Object.values(body.sections).some(({ heading: own }) => own === section.heading)) {
          expect(text, `${path} shows a section of ${otherPath}`).not.toContain(section.heading);
        }
      }
    }
  });

  test("the direct-response variant states every pack's price and the refund window", async () => {
    const { text } = await read(language, "/ad-landing/direct-response");
    expect(text).toContain(price(startingPrice, language));
    for (const plan of plans) expect(text).toContain(`${plan.name}, ${price(plan.price, language)}: ${plan.photos}`);
    expect(text).toContain(String(facts.refundDays));
  });
});

describe.each(languages)("white-label page in %s", (language) => {
  const t = strings[language].whiteLabel;

  test("says who it is for, what they get, how it works, and keeps the form", async () => {
    const { text, hrefs } = await read(language, "/white-label");
    for (const card of Object.values(t.audience.cards)) expect(text).toContain(card.title);
    for (const heading of [t.offer.heading, t.process.heading, t.privacy.heading, t.form.heading]) expect(text).toContain(heading);
    expect(text).toContain(`${facts.teamMinPeople}`);
    expect(text).toContain(`${facts.whiteLabelQuoteHours}`);
    expect(text).toContain(t.form.submit);
    // The call at the top jumps to the form.
    expect(hrefs).toContain("#quote");
  });
});

describe.each(languages)("in %s", (language) => {
  test("no placeholder is left unfilled, and every link leads to a page", async () => {
    const paths = [...landingPages.map(([path]) => path), ...variants.map(([path]) => path), "/white-label"];
    for (const path of paths) {
      const { text, hrefs } = await read(language, path);
      expect(text, path).not.toMatch(/\{\{|\}\}/);
      for (const href of hrefs.filter((candidate) => candidate.startsWith("/"))) {
        expect((await getPage(worker, href, visit[language](path)[1])).status, `${path} → ${href}`).toBe(200);
      }
    }
  });
});
