import type en from "../en/white-label";

export default {
  title: "White Label: Bewerbungsfotos für HR & Coaches | Resoume",
  description:
    "Biete deinen Kundinnen und Kunden Bewerbungsfotos in Studioqualität unter deiner Marke an. Für HR-Beratungen und Karrierecoaches, Angebot in 24 Stunden.",
  heading: "Professionelle Bewerbungsfotos unter deiner Marke",
  intro:
    "Als Karrierecoach oder HR-Beratung hilfst du Menschen, sich von ihrer besten Seite zu zeigen, und ein starkes Foto gehört dazu. Mit unserem White-Label-Angebot erhalten deine Kundinnen und Kunden Porträts in Studioqualität aus ihren eigenen Selfies, präsentiert unter deiner Marke. Erzähl uns kurz von deinem Unternehmen und deinem Einsatzzweck, dann bekommst du innerhalb von 24 Stunden ein Angebot; Teampreise ab 10 Personen fragst du einfach per E-Mail an.",
} satisfies typeof en;
