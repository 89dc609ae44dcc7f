import type en from "../en/resume-review";

export default {
  title: "Kostenloser Bewerbungsfoto-Check nach Land | Resoume",
  description:
    "Prüfe, ob dein Bewerbungsfoto zu den Gepflogenheiten in deinem Zielland passt. Kostenlose KI-Analyse mit Tipps und ausführlichem Bericht per E-Mail.",
  heading: "Passt dein Bewerbungsfoto zu deinem Zielland?",
  intro:
    "Was als gutes Bewerbungsfoto gilt, ist von Land zu Land verschieden, und manchmal wird gar kein Foto erwartet. Wähle dein Zielland, lade dein aktuelles Foto hoch und erhalte eine kostenlose Analyse von Licht, Hintergrund, Ausdruck und Ausschnitt, gemessen an den Erwartungen vor Ort. Den vollständigen Bericht mit allen Empfehlungen schicken wir dir per E-Mail.",
} satisfies typeof en;
