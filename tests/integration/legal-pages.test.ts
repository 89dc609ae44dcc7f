import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { facts, formatPrice, plans } from "~/content/business";
import { getOkHtml, getPage, linkHrefs, main, visibleText } from "../setup/html";
import { languages, strings, visit, type Lng } from "../setup/languages";
import { orderEvent, paymentVars, sendWebhook } from "../setup/payments";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The refund policy, privacy policy, terms of service and imprint in English, German and Spanish:
 * the figures of app/content/business.ts, the provider's details from the configuration, the
 * privacy policy's processors, rights, retention and browser storage, and working links.
 */

// How each language says "N days" where the pages state a period.
const days: Record<Lng, (count: number) => string> = {
  en: (count) => `${count} days`,
  de: (count) => `${count} Tagen`,
  es: (count) => `${count} días`,
};

// How each language's privacy policy places the generation jobs' state with the database and the photos.
const jobStateInTheEu: Record<Lng, string> = {
  en: "the progress of your order in Cloudflare's job service (Workflows), all three in the EU",
  de: "der Fortschritt deiner Bestellung im Auftragsdienst von Cloudflare (Workflows), alle drei in der EU",
  es: "el avance de tu pedido, en el servicio de tareas de Cloudflare (Workflows); los tres en la UE",
};

const legalPages = ["/refund-policy", "/privacy-policy", "/terms-of-service", "/imprint"] as const;

// wrangler.toml's sample provider.
const sample = {
  name: "Resoume UG (haftungsbeschränkt)",
  representative: "Lena Hoffmann",
  street: "Oranienstraße 185",
  town: "10999 Berlin",
  email: "hello@resoume.com",
  phone: "+49 30 5683 7140",
  register: "Amtsgericht Charlottenburg, HRB 231874 B",
  vatId: "DE318472965",
};

/** The app's source files under `dir`, tests left out. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
    .map((file) => path.join(dir, file));

async function pageText(worker: TestWorker, language: Lng, path: string) {
  const [url, init] = visit[language](path);
  const html = await getOkHtml(worker, url, init);
  return { html, text: visibleText(main(html)), hrefs: linkHrefs(main(html)) };
}

describe("with the sample provider of wrangler.toml", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker();
  });
  afterAll(() => worker?.dispose());

  describe.each(languages)("in %s", (language) => {
    const t = strings[language];

    test("the refund policy states the refund window, how to ask by e-mail and what happens to the photos", async () => {
      const { text, hrefs } = await pageText(worker, language, "/refund-policy");
      expect(text).toContain(days[language](facts.refundDays));
      expect(text).toContain(days[language](facts.retentionDays));
      for (const { heading } of Object.values(t.refundPolicy.sections)) expect(text).toContain(heading);
      expect(hrefs).toContain(`mailto:${sample.email}`);
    });

    test("the privacy policy names the controller, every processor, the rights, the retention and the browser storage", async () => {
      const { text } = await pageText(worker, language, "/privacy-policy");
      for (const detail of [sample.name, sample.street, sample.town, sample.email, sample.phone]) expect(text).toContain(detail);
      for (const processor of [
        "Cloudflare",
        "Workers AI",
        "Astria",
        "Resend",
        "EmailOctopus",
        "Lemon Squeezy",
        "Plausible",
        "Google Analytics",
        "Meta",
      ]) {
        expect(text).toContain(processor);
      }
      // Access, rectification, erasure, restriction, portability, objection, withdrawal, complaint.
      for (const article of ["15", "16", "17", "18", "20", "21", "77"]) expect(text).toMatch(new RegExp(`art\\. ${article}\\b`, "i"));
      expect(text).toMatch(/art\. 7[ .(]/i);
      expect(text).toContain(days[language](facts.retentionDays));
      const stored = [
        "preferred-language",
        "cookie-consent",
        "cookie-consent-date",
        "user_region",
        "ab_cta_variant",
        "newsletter_subscribed",
        "newsletter_email",
        "newsletter_subscription_date",
        "newsletter_source",
        "welcome_flow_subscribed",
        "welcome_flow_first_name",
        "welcome_flow_last_name",
        "welcome_flow_email",
        "welcome_flow_discount_code",
        "email_subscribers",
        "nl_dismissed_until",
        "nl_seen_48h",
        "nl_subscribed",
        "_ga",
        "_fbp",
      ];
      for (const name of stored) expect(text).toContain(name);
    });

    test("the privacy policy names every cookie the site sets", async () => {
      const { text } = await pageText(worker, language, "/privacy-policy");
      // Each cookie of the site is named once, by a constant (`const orderCookie = "order_access"`).
      const named = sourceFiles("app").flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/const \w*[cC]ookie = "([\w-]+)"/g)].map(([, name]) => name),
      );
      expect(named.length).toBeGreaterThan(10);
      expect(named.filter((name) => !text.includes(name))).toEqual([]);
    });

    test("the privacy policy keeps the generation jobs' state in the EU, as wrangler.toml binds it, with no exception", async () => {
      const { text } = await pageText(worker, language, "/privacy-policy");
      expect(text).toContain(jobStateInTheEu[language]);
      expect(text).not.toMatch(/outside it|außerhalb der EU liegen|fuera de ella/);
    });

    test("the privacy policy's cookie settings link opens the cookie banner", async () => {
      const { hrefs } = await pageText(worker, language, "/privacy-policy");
      const href = `${language === "es" ? "/es" : ""}/privacy-policy?cookie-settings`;
      // In the section on analytics and again among the rights.
      expect(hrefs.filter((candidate) => candidate.includes("cookie-settings"))).toEqual([href, href]);
      // A visitor outside the EU has consented already, so the banner shows only because of the link.
      expect(visibleText(await getOkHtml(worker, "/privacy-policy", visit[language]("/")[1]))).not.toContain(t.consent.title);
      expect(visibleText(await getOkHtml(worker, href, visit[language]("/")[1]))).toContain(t.consent.title);
    });

    test("the terms state each pack's price and photos, delivery, refund and deletion", async () => {
      const { text } = await pageText(worker, language, "/terms-of-service");
      // The price's no-break space reads as any other space.
      for (const plan of plans)
        expect(text).toContain(`${plan.name}, ${formatPrice(plan.price, language).replace(/\s/g, " ")}: ${plan.photos}`);
      expect(text).toContain(days[language](facts.refundDays));
      expect(text).toContain(days[language](facts.retentionDays));
      for (const { heading } of Object.values(t.termsOfService.sections)) expect(text).toContain(heading);
    });

    test("the imprint names the provider with representative, address, contact, register and VAT id", async () => {
      const { text, hrefs } = await pageText(worker, language, "/imprint");
      for (const detail of Object.values(sample)) expect(text).toContain(detail);
      expect(text).toContain(language === "de" ? "Deutschland" : language === "es" ? "Alemania" : "Germany");
      expect(hrefs).toEqual(expect.arrayContaining([`mailto:${sample.email}`, "tel:+493056837140"]));
    });

    test("no placeholder is left unfilled, and every link leads to a page", async () => {
      for (const path of legalPages) {
        const { text, hrefs } = await pageText(worker, language, path);
        expect(text, path).not.toMatch(/\{\{|\}\}/);
        for (const href of hrefs.filter((candidate) => candidate.startsWith("/"))) {
          expect((await getPage(worker, href, visit[language](path)[1])).status, `${path} → ${href}`).toBe(200);
        }
      }
    });
  });
});

describe("with a provider configured in the environment", () => {
  const configured = {
    COMPANY_NAME: "Bergblick Porträts GmbH",
    COMPANY_REPRESENTATIVE: "Jonas Weber",
    COMPANY_ADDRESS: "Hauptplatz 3, 8010 Graz",
    COMPANY_COUNTRY: "AT",
    COMPANY_EMAIL: "kontakt@bergblick.example",
    COMPANY_PHONE: "",
    COMPANY_REGISTER: "",
    COMPANY_VAT_ID: "ATU12345678",
  };
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ vars: configured });
  });
  afterAll(() => worker?.dispose());

  test.each([
    ["en", "Austria"],
    ["de", "Österreich"],
    ["es", "Austria"],
  ] as const)(
    "the %s imprint shows the configured details, the country named in its language, and no line for what is empty",
    async (language, country) => {
      const { text, hrefs } = await pageText(worker, language, "/imprint");
      for (const detail of [
        "Bergblick Porträts GmbH",
        "Jonas Weber",
        "Hauptplatz 3",
        "8010 Graz",
        country,
        "kontakt@bergblick.example",
        "ATU12345678",
      ]) {
        expect(text).toContain(detail);
      }
      expect(hrefs).toContain("mailto:kontakt@bergblick.example");
      expect(hrefs.some((href) => href.startsWith("tel:"))).toBe(false);
      const t = strings[language].imprint;
      expect(text).not.toContain(t.phone);
      expect(text).not.toContain(t.register);
      for (const detail of Object.values(sample)) expect(text).not.toContain(detail);
    },
  );

  test.each(languages)("in %s the privacy policy, the terms and the refund policy name the configured provider", async (language) => {
    const privacy = await pageText(worker, language, "/privacy-policy");
    expect(privacy.text).toContain("Bergblick Porträts GmbH");
    expect(privacy.text).toContain("Hauptplatz 3");
    expect(privacy.hrefs).toContain("mailto:kontakt@bergblick.example");
    expect((await pageText(worker, language, "/terms-of-service")).text).toContain("Bergblick Porträts GmbH");
    expect((await pageText(worker, language, "/refund-policy")).hrefs).toContain("mailto:kontakt@bergblick.example");
  });
});

test("without the provider's name no page pretends to have one: the legal pages fail, payments and the cron go on", async () => {
  const worker = await startWorker({ vars: { COMPANY_NAME: "", ...paymentVars } });
  try {
    for (const path of legalPages) expect((await getPage(worker, path)).status, path).toBe(500);
    expect((await getPage(worker, "/")).status).toBe(200);
    expect((await getPage(worker, "/pricing")).status).toBe(200);
    // A paid order is recorded all the same, and the scheduled jobs run.
    const paid = await sendWebhook(worker, orderEvent({ orderId: "7000001" }));
    expect(paid.status).toBe(200);
    const db = await worker.db();
    expect(await db.prepare("SELECT COUNT(*) AS n FROM orders WHERE provider_order_id = ?").bind("7000001").first("n")).toBe(1);
    await expect(worker.cron(new Date())).resolves.not.toThrow();
  } finally {
    await worker.dispose();
  }
});
