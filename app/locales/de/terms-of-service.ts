import type en from "../en/terms-of-service";

export default {
  title: "Allgemeine Geschäftsbedingungen (AGB) | Resoume",
  description:
    "Die Bedingungen für die Nutzung von Resoume: Einmal-Pakete für Bewerbungsfotos, Lieferung per E-Mail, 30 Tage Geld zurück und Regeln für deine Uploads.",
  heading: "Allgemeine Geschäftsbedingungen",
  intro:
    "Diese AGB gelten, wenn du ein Fotopaket kaufst, Selfies hochlädst oder unsere kostenlosen Foto-Checks nutzt. Sie regeln, was du mit jedem Paket erhältst, wie die Lieferung per E-Mail abläuft, dein Recht auf Erstattung innerhalb von 30 Tagen und was du hochladen darfst. Bitte lies sie vor deiner Bestellung; mit dem Abschluss des Kaufs stimmst du ihnen zu.",
} satisfies typeof en;
