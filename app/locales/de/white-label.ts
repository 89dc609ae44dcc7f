import type en from "../en/white-label";

export default {
  title: "White Label: Bewerbungsfotos für HR & Coaches | Resoume",
  description:
    "Biete deinen Kundinnen und Kunden Bewerbungsfotos in Studioqualität unter deiner Marke an. Für HR-Beratungen und Karrierecoaches, Angebot in 24 Stunden.",
  heading: "Professionelle Bewerbungsfotos unter deiner Marke",
  intro:
    "Als Karrierecoach oder HR-Beratung hilfst du Menschen, sich von ihrer besten Seite zu zeigen, und ein starkes Foto gehört dazu. Mit unserem White-Label-Angebot erhalten deine Kundinnen und Kunden Porträts in Studioqualität aus ihren eigenen Selfies, präsentiert unter deiner Marke. Erzähl uns kurz von deinem Unternehmen und deinem Einsatzzweck, dann bekommst du innerhalb von 24 Stunden ein Angebot; Teampreise ab 10 Personen fragst du einfach per E-Mail an.",
  form: {
    heading: "Fordere dein White-Label-Angebot an",
    text: "Erzähl uns, wer du bist und wie du mit uns arbeiten möchtest. Unser Team schickt dir innerhalb von 24 Stunden ein passendes Angebot.",
    email: "Geschäftliche E-Mail-Adresse",
    firstName: "Vorname",
    lastName: "Nachname",
    companyName: "Name des Unternehmens",
    companySize: "Unternehmensgröße",
    companySizePlaceholder: "Bitte wählen",
    companySizeOption: "{{range}} Mitarbeitende",
    useCase: "Wie möchtest du Resoume einsetzen? (optional)",
    useCaseHint: "Zum Beispiel: wie viele Kundinnen und Kunden im Monat, welche Stile und wie du die Fotos übergeben möchtest. Höchstens 2000 Zeichen.",
    submit: "Angebot anfordern",
    successHeading: "Danke, {{firstName}}!",
    successText: "Deine Anfrage ist bei unserem Team angekommen. Dein Angebot kommt innerhalb von 24 Stunden an {{email}}.",
  },
} satisfies typeof en;
