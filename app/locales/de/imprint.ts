import type en from "../en/imprint";

export default {
  title: "Impressum | Resoume",
  description:
    "Impressum von Resoume: Anbieterkennzeichnung nach § 5 DDG mit Unternehmen, Vertretung, Anschrift, Kontakt, Registereintrag und Verantwortlichem für Inhalte.",
  heading: "Impressum",
  intro:
    "Wie jedes geschäftsmäßige Online-Angebot nennen wir hier die gesetzlich vorgeschriebenen Anbieterangaben: wer hinter Resoume steht, wie du uns erreichst und wer für die Inhalte dieser Website verantwortlich ist.",
  provider: "Angaben gemäß § 5 DDG",
  representedBy: "Vertreten durch: {{representative}}",
  contact: "Kontakt",
  phone: "Telefon",
  email: "E-Mail",
  register: "Registereintrag",
  vat: "Umsatzsteuer-ID",
  vatText: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: {{vatId}}",
  responsible: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
  disputes: "Verbraucherstreitbeilegung",
  disputesText:
    "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
} satisfies typeof en;
