import type en from "../en/dashboard";

export default {
  title: "Dashboard | Resoume",
  description:
    "Das Betreiber-Dashboard von Resoume: ein Überblick über Newsletter-Anmeldungen, White-Label-Anfragen und Bestellungen für das Resoume-Team.",
  heading: "Betreiber-Dashboard",
  intro:
    "Das ist die interne Übersicht für das Resoume-Team. Neue Newsletter-Anmeldungen, White-Label-Anfragen und Bestellungen erscheinen hier, sobald sie eingehen, damit du schnell reagieren kannst.",
} satisfies typeof en;
