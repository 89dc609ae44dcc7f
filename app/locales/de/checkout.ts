import type en from "../en/checkout";

export default {
  title: "Kasse: Wähle dein Fotopaket | Resoume",
  description:
    "Wähle Basic, Premium oder Ultimate und bezahle einmal über unseren sicheren Checkout. Kein Abo, kein Konto und volle Erstattung innerhalb von 30 Tagen.",
  heading: "Paket wählen und bezahlen",
  intro:
    "Such dir das passende Paket aus: Basic mit einem Stil und Lieferung in etwa 2 Stunden oder Premium und Ultimate mit mehr Stilen und Lieferung in unter 1 Stunde. Die Zahlung läuft über ein sicheres Checkout-Fenster, danach geht es direkt zum Upload deiner Selfies. Du zahlst einmal und kannst innerhalb von 30 Tagen eine Erstattung verlangen.",
  plansHeading: "Wähle dein Paket",
  steps: {
    heading: "So geht es nach der Zahlung weiter",
    items: [
      "Du bezahlst einmal in einem sicheren Checkout-Fenster. Deine Kartendaten verarbeitet unser Zahlungspartner Lemon Squeezy; wir sehen sie nie.",
      "Du kommst direkt zur Upload-Seite, und wenige Minuten später erhältst du eine E-Mail mit deinem persönlichen Link zu deiner Bestellung.",
      "Du lädst {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch (mindestens {{selfiesMin}}) und bekommst deine Bewerbungsfotos per E-Mail, so schnell, wie es dein Paket verspricht.",
    ],
  },
  promise: {
    heading: "Unser Versprechen",
    items: [
      "Du bist mit deinen Fotos nicht zufrieden? Sag uns innerhalb von {{refundDays}} Tagen Bescheid, und du bekommst dein Geld vollständig zurück.",
      "{{retentionDays}} Tage nach deiner Bestellung löschen wir deine Selfies und Bewerbungsfotos endgültig.",
    ],
    refundPolicy: "Erstattungsbedingungen",
  },
  more: {
    team: "Du bestellst für {{count}} oder mehr Personen? Frag uns per E-Mail nach einem Teampreis.",
    teamAction: "Schreib uns",
    teamSubject: "Bewerbungsfotos für unser Team",
    whiteLabel: "Du möchtest Bewerbungsfotos für deine eigenen Kundinnen und Kunden anbieten?",
    whiteLabelAction: "Zum White-Label-Angebot",
  },
} satisfies typeof en;
