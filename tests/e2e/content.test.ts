/**
 * The home, examples and about pages in English, German and Spanish, with JavaScript on and off:
 * every section a visitor scrolls through, with its figures filled in.
 */
import type { Page } from "@playwright/test";
import { desktop, expect, gotoReady, preferLanguage, test } from "./fixtures";

test.use({ viewport: desktop });

const home = [
  {
    language: "en",
    path: "/",
    heading: "Studio-quality headshots, straight from your selfies",
    sections: [
      "How it works",
      "7 styles for the work you do",
      "From selfie to headshot",
      "Pay once, keep your headshots",
      "Frequently asked questions",
      "Your next profile photo is a few selfies away",
    ],
    steps: ["Choose your pack", "Upload your selfies", "Receive your headshots"],
    styles: ["Academic", "Casual", "Corporate", "Creative", "Greenery", "Real estate", "Warm"],
    question: "How many selfies do I need?",
    answer: "Upload 8 to 10 selfies for the best results, at least 5.",
    promise: "Delivered in about 2 hours, in under 1 hour with Premium",
    pricing: { intro: "Three packs, from 12 headshots for $19 to 120 for $49.", link: "Compare the packs", href: "/pricing" },
    closing: "One payment from $19, and a full refund within 30 days if you are not happy.",
    buy: "Get your headshots from $19",
  },
  {
    language: "de",
    path: "/",
    heading: "Bewerbungsfotos in Studioqualität – direkt aus deinen Selfies",
    sections: [
      "So funktioniert’s",
      "7 Stile für deinen Beruf",
      "Vom Selfie zum Bewerbungsfoto",
      "Einmal zahlen, Fotos behalten",
      "Häufige Fragen",
      "Dein nächstes Bewerbungsfoto ist nur ein paar Selfies entfernt",
    ],
    steps: ["Paket wählen", "Selfies hochladen", "Fotos erhalten"],
    styles: ["Akademisch", "Casual", "Business", "Kreativ", "Im Grünen", "Immobilien", "Warm"],
    question: "Wie viele Selfies brauche ich?",
    answer: "Lade für die besten Ergebnisse 8 bis 10 Selfies hoch, mindestens 5.",
    promise: "Fertig in etwa 2 Stunden, mit Premium in unter 1 Stunde",
    pricing: { intro: "Drei Pakete, von 12 Fotos für 19 € bis 120 Fotos für 49 €.", link: "Pakete vergleichen", href: "/pricing" },
    closing: "Einmal zahlen ab 19 € – und volle Erstattung innerhalb von 30 Tagen, wenn du nicht zufrieden bist.",
    buy: "Deine Bewerbungsfotos ab 19 €",
  },
  {
    language: "es",
    path: "/es",
    heading: "Fotos de estudio, directamente desde tus selfies",
    sections: [
      "Cómo funciona",
      "7 estilos para tu profesión",
      "Del selfie a la foto profesional",
      "Pagas una vez, las fotos son tuyas",
      "Preguntas frecuentes",
      "Tu próxima foto de perfil está a unos pocos selfies",
    ],
    steps: ["Elige tu pack", "Sube tus selfies", "Recibe tus fotos"],
    styles: ["Académico", "Informal", "Corporativo", "Creativo", "Naturaleza", "Inmobiliario", "Cálido"],
    question: "¿Cuántos selfies necesito?",
    answer: "Sube entre 8 y 10 selfies para conseguir los mejores resultados, al menos 5.",
    promise: "Listas en unas 2 horas, en menos de 1 hora con Premium",
    pricing: { intro: "Tres packs, desde 12 fotos por 19 US$ hasta 120 por 49 US$.", link: "Compara los packs", href: "/es/pricing" },
    closing: "Un solo pago desde 19 US$ y reembolso íntegro en 30 días si no te convence.",
    buy: "Tus fotos profesionales desde 19 US$",
  },
] as const;

/** Text as the page shows it, with the no-break spaces that currency formats use read as spaces. */
const shown = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "[\\s\\u00a0]"));

const section = (page: Page, heading: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

for (const content of home) {
  test(`the home page in ${content.language} shows every section`, async ({ page, context, baseURL }) => {
    if (content.language === "de") await preferLanguage(context, baseURL, "de");
    await gotoReady(page, content.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(content.heading);
    await expect(main.getByText(shown(content.promise))).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([...content.sections]);

    const [steps, styles, examples, pricing, faq, closing] = content.sections.map((heading) => section(page, heading));
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([...content.steps]);
    await expect(styles.getByRole("heading", { level: 3 })).toHaveText([...content.styles]);
    // Three selfies beside the headshots made of them, each described.
    await expect(examples.getByRole("img")).toHaveCount(6);
    for (const image of await examples.getByRole("img").all()) await expect(image).toHaveAttribute("alt", /\S{3}/);

    await expect(pricing).toHaveAttribute("id", "pricing");
    await expect(pricing.getByText(shown(content.pricing.intro))).toBeVisible();
    await expect(pricing.getByRole("link", { name: content.pricing.link })).toHaveAttribute("href", content.pricing.href);

    await expect(faq.getByRole("heading", { level: 3 })).toHaveCount(8);
    await expect(faq.getByRole("heading", { level: 3, name: content.question })).toBeVisible();
    await expect(faq.getByText(shown(content.answer))).toBeVisible();

    await expect(closing.getByText(shown(content.closing))).toBeVisible();
    const buy = closing.getByRole("link", { name: shown(content.buy) });
    await expect(buy).toBeVisible();
    await expect(buy).toHaveAttribute("href", content.pricing.href);
  });
}

test("the parallax pictures are decoration: visible, yet not announced", async ({ page }) => {
  await gotoReady(page, "/");
  const hero = page.locator(".hero");
  await expect(hero.locator("img")).toHaveCount(3);
  for (const image of await hero.locator("img").all()) {
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute("alt", "");
  }
  await expect(hero.getByRole("img")).toHaveCount(0);
});

const examples = [
  {
    language: "en",
    path: "/examples",
    headings: [
      "Academic",
      "Casual",
      "Corporate",
      "Creative",
      "Greenery",
      "Real estate",
      "Warm",
      "How to get results like these",
      "Found your style?",
    ],
    guide: "/blog/how-to-take-selfies-for-ai-headshots",
  },
  {
    language: "de",
    path: "/examples",
    headings: [
      "Akademisch",
      "Casual",
      "Business",
      "Kreativ",
      "Im Grünen",
      "Immobilien",
      "Warm",
      "So bekommst du solche Ergebnisse",
      "Deinen Stil gefunden?",
    ],
    guide: "/blog/de/selfies-fuer-ki-bewerbungsfotos",
  },
  {
    language: "es",
    path: "/es/examples",
    headings: [
      "Académico",
      "Informal",
      "Corporativo",
      "Creativo",
      "Naturaleza",
      "Inmobiliario",
      "Cálido",
      "Cómo conseguir resultados así",
      "¿Ya tienes tu estilo?",
    ],
    guide: "/blog/es/selfies-para-fotos-profesionales-con-ia",
  },
] as const;

for (const content of examples) {
  test(`the examples page in ${content.language} shows a selfie and a headshot for each style`, async ({ page, context, baseURL }) => {
    if (content.language === "de") await preferLanguage(context, baseURL, "de");
    await gotoReady(page, content.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([...content.headings]);
    await expect(main.locator(".example-list").getByRole("img")).toHaveCount(14);
    await expect(main.locator(`a[href="${content.guide}"]`)).toBeVisible();
  });
}

const about = [
  {
    language: "en",
    path: "/about",
    headings: ["Why we built Resoume", "What we promise", "For coaches, HR consultants and teams", "Talk to us"],
    whiteLabel: "/white-label",
    refund: "within 30 days of your purchase",
  },
  {
    language: "de",
    path: "/about",
    headings: ["Warum es Resoume gibt", "Was wir versprechen", "Für Coaches, Personalberatungen und Teams", "Sprich mit uns"],
    whiteLabel: "/white-label",
    refund: "innerhalb von 30 Tagen nach dem Kauf",
  },
  {
    language: "es",
    path: "/es/about",
    headings: ["Por qué creamos Resoume", "Lo que prometemos", "Para coaches, consultoras de RR. HH. y equipos", "Hablemos"],
    whiteLabel: "/es/white-label",
    refund: "en los 30 días siguientes a la compra",
  },
] as const;

for (const content of about) {
  test(`the about page in ${content.language} tells the story, the promises and how to reach us`, async ({ page, context, baseURL }) => {
    if (content.language === "de") await preferLanguage(context, baseURL, "de");
    await gotoReady(page, content.path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText([...content.headings]);
    await expect(main.getByText(content.refund)).toBeVisible();
    await expect(main.locator(`a[href="${content.whiteLabel}"]`)).toBeVisible();
    await expect(main.locator('a[href="mailto:hello@resoume.com"]')).toBeVisible();
  });
}
