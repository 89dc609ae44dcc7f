import type en from "../en/home";

export default {
  title: "KI-Bewerbungsfotos aus deinen Selfies | Resoume",
  description:
    "Mach aus 5 bis 10 Selfies Bewerbungsfotos in Studioqualität für Lebenslauf und LinkedIn. Einmal zahlen ab 19 €, kein Konto, 30 Tage Geld zurück.",
  heading: "Bewerbungsfotos in Studioqualität – direkt aus deinen Selfies",
  intro:
    "Lade 5 bis 10 Selfies hoch und erhalte professionelle Fotos für Lebenslauf, Bewerbung und dein LinkedIn-Profil direkt per E-Mail. Du wählst aus sieben Stilen, vom klassischen Business-Look bis zum natürlichen Porträt im Grünen, und zahlst nur einmal: kein Abo, kein Konto, kein Fototermin. Resoume wird in Deutschland gehostet, alle Fotos werden nach 30 Tagen gelöscht, und bist du nicht zufrieden, bekommst du dein Geld innerhalb von 30 Tagen zurück.",
  refMarker: "Willkommen, Besucher von {{ref}}!",
  refOffer: "30 % Rabatt",
} satisfies typeof en;
