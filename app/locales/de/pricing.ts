import type en from "../en/pricing";

export default {
  title: "Preise: KI-Bewerbungsfotos ab {{startingPrice}} | Resoume",
  description:
    "Drei Einmal-Pakete für KI-Bewerbungsfotos in Studioqualität: Basic, Premium und Ultimate. Kein Abo, 30 Tage Geld-zurück-Versprechen, alle Fotos nach 30 Tagen gelöscht.",
  heading: "Einfache Preise, einmal zahlen",
  intro:
    "Wähle das Paket, das zu deiner Bewerbung passt: Basic für ein schnelles neues Profilfoto, Premium für mehr Stile und höhere Auflösung, Ultimate für die volle Auswahl mit bevorzugter Lieferung. Du zahlst einmal, bekommst deine Fotos per E-Mail und brauchst kein Konto. Bist du nicht zufrieden, erstatten wir dir den Betrag innerhalb von 30 Tagen.",
  plansHeading: "Die Pakete im Vergleich",
  included: {
    heading: "In jedem Paket enthalten",
    items: [
      "Eine Zahlung: kein Abo, kein Konto, keine versteckten Kosten",
      "Deine Bewerbungsfotos per E-Mail, bereit zum Herunterladen",
      "Geld zurück innerhalb von {{refundDays}} Tagen, wenn du nicht zufrieden bist",
      "Deine Selfies und Fotos werden {{retentionDays}} Tage nach der Bestellung gelöscht",
    ],
    refundPolicy: "Zu den Erstattungsbedingungen",
    privacyPolicy: "So schützen wir deine Fotos",
  },
  team: {
    heading: "Bewerbungsfotos für dein ganzes Team",
    text: "Du bestellst für {{count}} oder mehr Personen? Wir stellen dir einen Teampreis und einheitliche Stile für alle zusammen, damit Website, Präsentationen und LinkedIn-Profile wie aus einem Guss wirken. Schreib uns, wie viele Personen dabei sind und welche Stile dir vorschweben, und du bekommst ein Angebot per E-Mail.",
    action: "Teampreis anfragen",
    subject: "Bewerbungsfotos für unser Team",
  },
  whiteLabel: {
    heading: "Bewerbungsfotos unter deiner eigenen Marke",
    text: "HR-Beratungen, Karrierecoaches und Outplacement-Firmen können unsere Bewerbungsfotos mit eigenem Logo und eigenen Preisen anbieten. Erzähl uns von deinem Unternehmen, und du bekommst innerhalb von {{hours}} Stunden ein Angebot.",
    action: "Zum White-Label-Angebot",
  },
} satisfies typeof en;
