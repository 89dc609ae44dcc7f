import type en from "../en/consent";

export default {
  title: "Cookies und deine Privatsphäre",
  text: "Wir verwenden notwendige Cookies, damit diese Website funktioniert. Mit deiner Einwilligung nutzen wir außerdem Analyse-Cookies, um zu verstehen, wie sie genutzt wird, und Marketing-Cookies, um unsere Anzeigen zu messen. Besuche zählen wir zusätzlich ohne Cookies und ohne personenbezogene Daten. Deine Wahl kannst du jederzeit unter „Cookie-Einstellungen“ unten auf jeder Seite ändern.",
  privacy: "Zur Datenschutzerklärung",
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
