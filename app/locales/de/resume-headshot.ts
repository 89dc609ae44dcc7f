import type en from "../en/resume-headshot";

export default {
  title: "Business-Porträt für deine Bewerbung | Resoume",
  description:
    "Ein Porträt wie aus dem Fotostudio, ganz ohne Termin: Lade 5 bis 10 Selfies hoch und erhalte deine Fotos mit Premium oder Ultimate in unter 1 Stunde per E-Mail.",
  heading: "Dein Bewerbungsporträt, ganz ohne Fotostudio",
  intro:
    "Ein gutes Porträt für die Bewerbung zeigt dich so, wie du an einem guten Tag bist: freundlich, konzentriert und im besten Licht. Statt einen Fototermin zu buchen, lädst du 5 bis 10 Selfies hoch und wählst einen Stil wie Business, Akademisch oder Warm. Deine Fotos kommen per E-Mail, mit Basic in etwa 2 Stunden, mit Premium und Ultimate in unter 1 Stunde.",
} satisfies typeof en;
