import type en from "../en/imprint";

export default {
  title: "Impressum | Resoume",
  description:
    "Impressum von Resoume: die gesetzliche Anbieterkennzeichnung mit Angaben zum Betreiber, Kontaktmöglichkeiten und dem Verantwortlichen für die Inhalte.",
  heading: "Impressum",
  intro:
    "Resoume wird in Deutschland gehostet, und wie jedes geschäftsmäßige Online-Angebot nennen wir hier die gesetzlich vorgeschriebenen Anbieterangaben. Auf dieser Seite findest du, wer hinter dem Dienst steht, wie du uns erreichst und wer für die Inhalte verantwortlich ist.",
} satisfies typeof en;
