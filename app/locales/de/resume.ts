import type en from "../en/resume";

export default {
  title: "Fotos für deinen Lebenslauf ab 19 € | Resoume",
  description:
    "Gib deinem Lebenslauf ein professionelles Gesicht: Aus deinen Selfies werden Fotos in Studioqualität für Bewerbung und LinkedIn, per E-Mail und ohne Konto.",
  heading: "Fotos, die deinen Lebenslauf abrunden",
  intro:
    "Dein Foto fällt oft als Erstes auf, noch bevor jemand deinen Werdegang liest, also sollte es so überzeugen wie der Rest deiner Bewerbung. Lade ein paar Selfies hoch und erhalte eine Auswahl professioneller Porträts für Lebenslauf, LinkedIn-Profil und E-Mail-Signatur. Einmal zahlen, sieben Stile zur Wahl und 30 Tage Geld zurück, wenn du nicht zufrieden bist.",
} satisfies typeof en;
