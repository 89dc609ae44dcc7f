import type en from "../en/gallery";

export default {
  title: "Ein Bewerbungsfoto, erstellt mit Resoume | Resoume",
  description:
    "Dieses professionelle Porträt ist mit Resoume aus ganz normalen Selfies entstanden. Sieh dir den Stil an und erstelle deine eigenen Bewerbungsfotos.",
  heading: "Ein Bewerbungsfoto, erstellt mit Resoume",
  intro:
    "Jemand hat dieses Ergebnis aus einem Resoume-Paket geteilt. Es begann als eine Handvoll alltäglicher Selfies und wurde in einem unserer sieben Stile zu einem Porträt in Studioqualität. Gefällt es dir? Deine eigenen Bewerbungsfotos bekommst du ab {{startingPrice}} per E-Mail.",
  styleLabel: "Stil",
  createdLabel: "Erstellt",
  cta: "Eigene Bewerbungsfotos erstellen",
  styles: {
    academic: "Akademisch",
    casual: "Casual",
    corporate: "Business",
    creative: "Kreativ",
    greenery: "Im Grünen",
    realEstate: "Immobilien",
    warm: "Warm",
  },
} satisfies typeof en;
