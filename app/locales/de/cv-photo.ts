import type en from "../en/cv-photo";

export default {
  title: "KI-Bewerbungsfoto für deinen Lebenslauf | Resoume",
  description:
    "Dein Bewerbungsfoto ohne Fototermin: Lade Selfies hoch, wähle einen Stil und erhalte professionelle Lebenslauf-Fotos per E-Mail. Ab 19 €, 30 Tage Geld zurück.",
  heading: "Dein Bewerbungsfoto, gemacht aus deinen Selfies",
  intro:
    "In Deutschland gehört ein Foto für viele noch selbstverständlich zum Lebenslauf, und ein ausgeschnittenes Urlaubsbild wird dir dabei nicht gerecht. Resoume macht aus 5 bis 10 Selfies ruhige, gut ausgeleuchtete Porträts mit neutralem oder natürlichem Hintergrund, bereit für deinen Lebenslauf. Wähle einen Stil, der zu deiner Branche passt, und wenn du unsicher bist, was Arbeitgeber erwarten, probier vorher unseren kostenlosen Bewerbungsfoto-Check aus.",
} satisfies typeof en;
