import type en from "../en/checkout";

export default {
  title: "Kasse: Wähle dein Fotopaket | Resoume",
  description:
    "Wähle Basic, Premium oder Ultimate und bezahle einmal über unseren sicheren Checkout. Kein Abo, kein Konto und volle Erstattung innerhalb von 30 Tagen.",
  heading: "Paket wählen und bezahlen",
  intro:
    "Such dir das passende Paket aus: Basic mit einem Stil und Lieferung in etwa 2 Stunden oder Premium und Ultimate mit mehr Stilen und Lieferung in unter 1 Stunde. Die Zahlung läuft über ein sicheres Checkout-Fenster, danach geht es direkt zum Upload deiner Selfies. Du zahlst einmal und kannst innerhalb von 30 Tagen eine Erstattung verlangen.",
} satisfies typeof en;
