import type en from "../en/ad-landing";

export default {
  title: "Bewerbungsfotos aus deinen Selfies | Resoume",
  description:
    "Mach aus ein paar Selfies Bewerbungsfotos in Studioqualität für Lebenslauf und LinkedIn. Einmal-Pakete ab 19 €, kein Konto und 30 Tage Geld zurück.",
  heading: "Professionelle Bewerbungsfotos ohne Fotostudio",
  intro:
    "Lade 5 bis 10 Selfies hoch und erhalte gelungene Porträts für Lebenslauf, Bewerbung und LinkedIn per E-Mail. Wähle aus sieben Stilen, zahle einmal und spar dir den Fototermin. Passt das Ergebnis nicht, erstatten wir dir den Betrag innerhalb von 30 Tagen.",
  directResponse: {
    heading: "Bewerbungsfotos ab 19 €. Schnell. Ohne Risiko.",
    intro:
      "Lade jetzt deine Selfies hoch und bekomm deine Fotos per E-Mail: mit Premium oder Ultimate in unter 1 Stunde, mit Basic in etwa 2 Stunden. Einmal zahlen, kein Abo, kein Konto. Nicht zufrieden? Volle Erstattung innerhalb von 30 Tagen.",
  },
  emotionalStory: {
    heading: "Geh mit einem Foto ins Gespräch, auf das du stolz bist",
    intro:
      "Du kennst den Moment: Im Vorstellungsgespräch liegt deine Bewerbung auf dem Tisch, und da bist du – ruhig, selbstbewusst und ganz du selbst. Kein schief ausgeschnittenes Hochzeitsfoto, kein unscharfes Webcam-Bild. Resoume macht aus den Selfies, die du schon hast, Bewerbungsfotos, die du gern verschickst, damit dein erster Eindruck schon vor dem ersten Hallo stimmt.",
  },
  cta: "Meine Bewerbungsfotos erstellen",
} satisfies typeof en;
