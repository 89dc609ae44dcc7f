import type en from "../en/about";

export default {
  title: "Über Resoume: Bewerbungsfotos ohne Fotostudio | Resoume",
  description:
    "Resoume bringt dich ohne Fotostudio zu einem professionellen Bewerbungsfoto: Einmal-Pakete, kein Konto, Hosting in Deutschland, Löschung nach 30 Tagen.",
  heading: "Ein besseres Foto für deinen nächsten Karriereschritt",
  intro:
    "Resoume gibt es, weil ein gutes Bewerbungsfoto nicht von einem Termin beim Fotografen abhängen sollte. Du lädst ein paar Selfies hoch, wählst einen Stil und bekommst Porträts in Studioqualität per E-Mail, ohne Konto und ohne Abo. Wir hosten den Dienst in Deutschland, löschen jedes Foto nach 30 Tagen und erstatten dir den Kaufpreis innerhalb von 30 Tagen, wenn das Ergebnis nicht zu dir passt.",
} satisfies typeof en;
