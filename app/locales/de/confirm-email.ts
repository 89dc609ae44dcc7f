import type en from "../en/confirm-email";

export default {
  subject: "Bitte bestätige dein Abo des Resoume-Newsletters",
  body: [
    "Hallo,",
    "jemand hat den Resoume-Newsletter für diese Adresse bestellt. Wenn du das warst, bestätige es bitte mit dem Button unten. Der Link gilt {{days}} Tage.",
  ],
  button: "Abo bestätigen",
  ignore:
    "Wenn du ihn nicht bestellt hast, ignoriere diese E-Mail einfach: Ohne deine Bestätigung hörst du nichts mehr von uns.\n\nDein Resoume-Team",
} satisfies typeof en;
