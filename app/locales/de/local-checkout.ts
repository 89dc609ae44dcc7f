import type en from "../en/local-checkout";

export default {
  title: "Testkasse | Resoume",
  description: "Ein Ersatz für das Zahlungsfenster, solange kein Shop verbunden ist: ein Testkauf, der nichts kostet.",
  heading: "Testkasse",
  intro:
    "Es ist kein Shop verbunden, deshalb steht diese Seite für das Zahlungsfenster. Hier zu bezahlen kostet nichts: Die Seite schickt dieser Website denselben signierten Bestell-Webhook wie der Zahlungsanbieter und bringt dich dann zu deiner Bestellung.",
  form: {
    label: "Testkauf",
    email: "E-Mail-Adresse",
    plan: "Paket",
    choosePlan: "Paket wählen",
    planOption: "{{plan}}: {{price}}",
    discountCode: "Rabattcode (optional)",
    discountHint: "Zum Beispiel {{codes}}",
    delay: "Zahlung erst nach einigen Sekunden bestätigen, wie bei einem langsamen Webhook",
    pay: "Bezahlen",
    paying: "Wird bezahlt…",
    back: "Zurück zu den Preisen",
  },
} satisfies typeof en;
