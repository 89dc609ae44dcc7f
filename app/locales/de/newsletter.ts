import type en from "../en/newsletter";

export default {
  title: "Newsletter: Tipps für Bewerbungsfotos und Angebote | Resoume",
  description:
    "Abonniere den Resoume-Newsletter: praktische Tipps für bessere Bewerbungs- und LinkedIn-Fotos, neue Stile und Angebote für Abonnenten, zweimal im Monat.",
  heading: "Der Resoume-Newsletter",
  intro:
    "Gute Bewerbungsfotos entstehen lange bevor die Kamera auslöst. Zweimal im Monat teilen wir, was wir aus Tausenden Fotos lernen: Licht, Bildausschnitt, Kleidung und worauf Personaler zuerst achten. Abonnenten erfahren außerdem zuerst von neuen Stilen und Angeboten.",
} satisfies typeof en;
