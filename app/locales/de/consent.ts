import type en from "../en/consent";

export default {
  title: "Cookies und deine Privatsphäre",
  text: "Wir nutzen notwendige Cookies und, mit deiner Einwilligung, Analyse- und Marketing-Cookies. Deine Wahl änderst du jederzeit unter „Cookie-Einstellungen“.",
  privacy: "Datenschutz",
  customize: "Kategorien auswählen",
  categories: "Cookie-Kategorien",
  essential: "Notwendig",
  essentialText: "Deine Sprache, deine Cookie-Wahl und die Sicherheit der Website. Immer aktiv.",
  analytics: "Analyse",
  analyticsText: "Google Analytics zählt Besuche und zeigt, welche Seiten helfen. IP-Adressen werden anonymisiert.",
  marketing: "Marketing",
  marketingText: "Das Meta-Pixel misst, welche unserer Anzeigen Besucher bringen.",
  acceptAll: "Alle akzeptieren",
  acceptSelected: "Auswahl akzeptieren",
  rejectAll: "Alle ablehnen",
  invalid: "Diese Cookie-Auswahl konnte nicht gespeichert werden. Bitte wähle eine der Optionen im Cookie-Banner.",
} satisfies typeof en;
