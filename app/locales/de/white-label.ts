import type en from "../en/white-label";

export default {
  title: "White Label: Bewerbungsfotos für HR & Coaches | Resoume",
  description:
    "Bieten Sie Ihren Kundinnen und Kunden Bewerbungsfotos in Studioqualität unter Ihrer Marke an: für HR-Beratungen, Karrierecoaches und Outplacement-Anbieter.",
  heading: "Professionelle Bewerbungsfotos unter Ihrer Marke",
  intro:
    "Karrierecoaches, HR-Beratungen und Outplacement-Anbieter helfen Menschen, sich von ihrer besten Seite zu zeigen, und ein starkes Foto gehört dazu. Mit unserem White-Label-Angebot erhalten Ihre Kundinnen und Kunden Porträts in Studioqualität aus ihren eigenen Selfies, präsentiert unter Ihrer Marke. Erzählen Sie uns von Ihrem Unternehmen, und Sie erhalten innerhalb von {{quoteHours}} Stunden ein Angebot.",
  jump: "Angebot anfragen",
  audience: {
    heading: "Für wen es gedacht ist",
    cards: {
      hr: {
        title: "HR-Beratungen",
        text: "Ergänzen Sie Ihre Pakete für Bewerbung und Personal Branding um professionelle Fotos, ohne Fotografen im Team.",
      },
      coaches: {
        title: "Karrierecoaches",
        text: "Geben Sie Ihren Klientinnen und Klienten ein Foto, das zu dem Selbstvertrauen passt, das Sie mit ihnen aufgebaut haben, genau dann, wenn Lebenslauf und LinkedIn-Profil fertig sind.",
      },
      outplacement: {
        title: "Outplacement-Anbieter",
        text: "Bereiten Sie ganze Gruppen von Mitarbeitenden auf ihren nächsten Schritt vor, wo auch immer sie sind, mit einheitlichen Porträts und ohne Studio-Logistik.",
      },
      teams: {
        title: "Unternehmen und Teams",
        text: "Einheitliche Porträts für Teamseiten, E-Mail-Signaturen und interne Verzeichnisse, zu Teampreisen ab {{teamMinPeople}} Personen.",
      },
    },
  },
  offer: {
    heading: "Was Sie bekommen",
    blocks: [
      "- Ihre eigene Marke: Ihr Logo und Ihre Farben auf der Seite, auf der Ihre Kundinnen und Kunden ihre Selfies hochladen, und Ihr Name in den E-Mails, mit denen die Fotos ankommen.",
      "- Kontingente: Kaufen Sie Pakete zu Mengenpreisen im Voraus und geben Sie sie an Ihre Kundinnen und Kunden weiter, wann immer Sie sie brauchen.",
      "- Teampreise ab {{teamMinPeople}} Personen, für Gruppenprogramme und ganze Teams.",
      "- Die Qualität unserer eigenen Pakete: alle {{styleCount}} Stile, höhere Auflösung und bis zu {{ultimatePhotos}} Fotos pro Person.",
      "- Eine feste Ansprechperson für Sie und Ihre Kundschaft sowie Rechnungen für Ihre Buchhaltung.",
    ],
  },
  process: {
    heading: "So funktioniert es",
    steps: [
      "Erzählen Sie uns über das Formular unten von Ihrem Unternehmen und Ihrer Kundschaft.",
      "Innerhalb von {{quoteHours}} Stunden senden wir Ihnen ein Angebot, zugeschnitten auf Ihre Mengen und Ihre Marke.",
      "Gemeinsam richten wir Ihre Upload-Seite in Ihrem Design ein.",
      "Ihre Kundinnen und Kunden laden ihre Selfies hoch und erhalten ihre Fotos per E-Mail, unter Ihrer Marke.",
    ],
  },
  privacy: {
    heading: "Die Fotos Ihrer Kundschaft sind in guten Händen",
    blocks: [
      "Jedes Selfie und jedes Foto wird {{retentionDays}} Tage nach der Bestellung gelöscht, auch bei unseren Dienstleistern. Wir verwenden die Fotos Ihrer Kundinnen und Kunden nur für deren Porträts, nie für Werbung und nie, um Modelle für andere zu trainieren.",
      "Die Daten Ihrer Kundschaft verarbeiten wir in Ihrem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO), den wir vor dem Start mit Ihnen schließen. Einzelheiten erklärt unsere [Datenschutzerklärung](/privacy-policy).",
    ],
  },
  form: {
    heading: "Fordern Sie Ihr White-Label-Angebot an",
    text: "Erzählen Sie uns, wer Sie sind und wie Sie mit uns arbeiten möchten. Unser Team schickt Ihnen innerhalb von {{quoteHours}} Stunden ein passendes Angebot.",
    email: "Geschäftliche E-Mail-Adresse",
    firstName: "Vorname",
    lastName: "Nachname",
    companyName: "Name des Unternehmens",
    companySize: "Unternehmensgröße",
    companySizePlaceholder: "Bitte wählen",
    companySizeOption: "{{range}} Mitarbeitende",
    useCase: "Wie möchten Sie Resoume einsetzen? (optional)",
    useCaseHint: "Zum Beispiel: wie viele Kundinnen und Kunden im Monat, welche Stile und wie Sie die Fotos übergeben möchten. Höchstens 2000 Zeichen.",
    submit: "Angebot anfordern",
    successHeading: "Danke, {{firstName}}!",
    successText: "Ihre Anfrage ist bei unserem Team angekommen. Ihr Angebot kommt innerhalb von {{quoteHours}} Stunden an {{email}}.",
  },
} satisfies typeof en;
