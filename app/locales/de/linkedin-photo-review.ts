import type en from "../en/linkedin-photo-review";

export default {
  title: "Kostenloser LinkedIn-Foto-Check | Resoume",
  description:
    "Lass dein LinkedIn-Profilbild kostenlos per KI prüfen: Licht, Hintergrund, Ausdruck und Ausschnitt. Sofort eine Bewertung, den vollen Bericht per E-Mail.",
  heading: "Wie gut ist dein LinkedIn-Foto?",
  intro:
    "Unser kostenloser Check betrachtet dein LinkedIn-Profilbild so, wie Recruiter es sehen könnten. Er bewertet Licht, Hintergrund, Gesichtsausdruck, Bildaufbau, Ausschnitt und die professionelle Wirkung insgesamt und gibt dir eine Punktzahl mit konkreten Tipps. Mit deiner E-Mail-Adresse erhältst du den vollständigen Bericht mit allen Empfehlungen.",
} satisfies typeof en;
