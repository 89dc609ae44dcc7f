import type en from "../en/white-label";

export default {
  title: "White Label: Bewerbungsfotos für HR & Coaches | Resoume",
  description:
    "Biete deinen Kundinnen und Kunden Bewerbungsfotos in Studioqualität unter deiner Marke an: für HR-Beratungen, Karrierecoaches und Outplacement-Anbieter.",
  heading: "Professionelle Bewerbungsfotos unter deiner Marke",
  intro:
    "Karrierecoaches, HR-Beratungen und Outplacement-Anbieter helfen Menschen, sich von ihrer besten Seite zu zeigen, und ein starkes Foto gehört dazu. Mit unserem White-Label-Angebot erhalten deine Kundinnen und Kunden Porträts in Studioqualität aus ihren eigenen Selfies, präsentiert unter deiner Marke. Erzähl uns von deinem Unternehmen, und du erhältst innerhalb von {{quoteHours}} Stunden ein Angebot.",
  jump: "Angebot anfragen",
  audience: {
    heading: "Für wen es gedacht ist",
    cards: {
      hr: {
        title: "HR-Beratungen",
        text: "Ergänze deine Pakete für Bewerbung und Personal Branding um professionelle Fotos, ohne Fotografen im Team.",
      },
      coaches: {
        title: "Karrierecoaches",
        text: "Gib deinen Klientinnen und Klienten ein Foto, das zu dem Selbstvertrauen passt, das du mit ihnen aufgebaut hast, genau dann, wenn Lebenslauf und LinkedIn-Profil fertig sind.",
      },
      outplacement: {
        title: "Outplacement-Anbieter",
        text: "Bereite ganze Gruppen von Mitarbeitenden auf ihren nächsten Schritt vor, wo auch immer sie sind, mit einheitlichen Porträts und ohne Studio-Logistik.",
      },
      teams: {
        title: "Unternehmen und Teams",
        text: "Einheitliche Porträts für Teamseiten, E-Mail-Signaturen und interne Verzeichnisse, zu Teampreisen ab {{teamMinPeople}} Personen.",
      },
    },
  },
  offer: {
    heading: "Was du bekommst",
    blocks: [
      "- Deine eigene Marke: dein Logo und deine Farben auf der Seite, auf der deine Kundinnen und Kunden ihre Selfies hochladen, und dein Name in den E-Mails, mit denen die Fotos ankommen.",
      "- Kontingente: Kaufe Pakete zu Mengenpreisen im Voraus und gib sie an deine Kundinnen und Kunden weiter, wann immer du sie brauchst.",
      "- Teampreise ab {{teamMinPeople}} Personen, für Gruppenprogramme und ganze Teams.",
      "- Die Qualität unserer eigenen Pakete: alle {{styleCount}} Stile, höhere Auflösung und bis zu {{ultimatePhotos}} Fotos pro Person.",
      "- Eine feste Ansprechperson für dich und deine Kundschaft sowie Rechnungen für deine Buchhaltung.",
    ],
  },
  process: {
    heading: "So funktioniert es",
    steps: [
      "Erzähl uns über das Formular unten von deinem Unternehmen und deiner Kundschaft.",
      "Innerhalb von {{quoteHours}} Stunden senden wir dir ein Angebot, zugeschnitten auf deine Mengen und deine Marke.",
      "Gemeinsam richten wir deine Upload-Seite in deinem Design ein.",
      "Deine Kundinnen und Kunden laden ihre Selfies hoch und erhalten ihre Fotos per E-Mail, unter deiner Marke.",
    ],
  },
  privacy: {
    heading: "Die Fotos deiner Kundschaft sind in guten Händen",
    blocks: [
      "Jedes Selfie und jedes Foto wird {{retentionDays}} Tage nach der Bestellung gelöscht, auch bei unseren Dienstleistern. Wir verwenden die Fotos deiner Kundinnen und Kunden nur für deren Porträts, nie für Werbung und nie, um Modelle für andere zu trainieren.",
      "Die Daten deiner Kundschaft verarbeiten wir in deinem Auftrag auf Grundlage eines Vertrags zur Auftragsverarbeitung (Art. 28 DSGVO), den wir vor dem Start mit dir schließen. Einzelheiten erklärt unsere [Datenschutzerklärung](/privacy-policy).",
    ],
  },
  form: {
    heading: "Fordere dein White-Label-Angebot an",
    text: "Erzähl uns, wer du bist und wie du mit uns arbeiten möchtest. Unser Team schickt dir innerhalb von {{quoteHours}} Stunden ein passendes Angebot.",
    email: "Geschäftliche E-Mail-Adresse",
    firstName: "Vorname",
    lastName: "Nachname",
    companyName: "Name des Unternehmens",
    companySize: "Unternehmensgröße",
    companySizePlaceholder: "Bitte wählen",
    companySizeOption: "{{range}} Mitarbeitende",
    useCase: "Wie möchtest du Resoume einsetzen? (optional)",
    useCaseHint:
      "Zum Beispiel: wie viele Kundinnen und Kunden im Monat, welche Stile und wie du die Fotos übergeben möchtest. Höchstens 2000 Zeichen.",
    submit: "Angebot anfordern",
    successHeading: "Danke, {{firstName}}!",
    successText: "Deine Anfrage ist bei unserem Team angekommen. Dein Angebot kommt innerhalb von {{quoteHours}} Stunden an {{email}}.",
  },
} satisfies typeof en;
