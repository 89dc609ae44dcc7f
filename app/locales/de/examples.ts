import type en from "../en/examples";

export default {
  title: "Beispiele: KI-Bewerbungsfotos in 7 Stilen | Resoume",
  description:
    "Sieh dir Ergebnisse aus ganz normalen Selfies an: Bewerbungsfotos in den Stilen Akademisch, Casual, Business, Kreativ, Im Grünen, Immobilien und Warm.",
  heading: "Bewerbungsfotos aus ganz normalen Selfies",
  intro:
    "Hier siehst du Ergebnisse, die Kundinnen und Kunden mit uns geteilt haben, sortiert nach den sieben Stilen, die du bestellen kannst: Akademisch, Casual, Business, Kreativ, Im Grünen, Immobilien und Warm. Jedes Bild ist aus ein paar alltäglichen Selfies entstanden. So findest du schon vor dem Kauf heraus, welcher Look zu deiner Branche passt.",
} satisfies typeof en;
