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
  imageAlt: "Ein professionelles Bewerbungsfoto im Stil {{style}}, erstellt mit Resoume",
  shareText: "Mein neues Bewerbungsfoto im Stil {{style}}, erstellt mit Resoume",
  removed: {
    heading: "Dieses Foto wird nicht mehr geteilt",
    text: "Die Person hat es zurückgezogen, oder es wurde nach {{days}} Tagen mit ihrer Bestellung gelöscht, wie wir es allen versprechen, die bestellen.",
  },
  share: {
    heading: "Dieses Foto teilen",
    linkedin: "Auf LinkedIn teilen",
    x: "Auf X teilen",
    facebook: "Auf Facebook teilen",
    link: "Link zu dieser Seite",
    copy: "Link kopieren",
    copied: "Link kopiert",
    instagram: "Instagram nimmt in Beiträgen keine Links: Kopiere den Link und füge ihn in deine Bio oder eine Story ein.",
  },
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
