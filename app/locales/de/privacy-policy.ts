import type en from "../en/privacy-policy";

export default {
  title: "Datenschutzerklärung | Resoume",
  description:
    "Wie Resoume mit deinen Selfies, Fotos und deiner E-Mail-Adresse umgeht: Hosting in Deutschland, Löschung nach 30 Tagen und deine Wahl bei Cookies.",
  heading: "Datenschutzerklärung",
  intro:
    "Dein Gesicht gehört zu deinen persönlichen Daten, und genau so behandeln wir es. Diese Erklärung zeigt dir, welche Daten wir verarbeiten, wenn du Bewerbungsfotos bestellst, unsere kostenlosen Foto-Checks nutzt oder den Newsletter abonnierst, warum wir sie brauchen und wie lange wir sie speichern. Kurz gesagt: Du brauchst kein Konto, unser Dienst wird in Deutschland gehostet, und alle hochgeladenen und erzeugten Fotos werden nach 30 Tagen gelöscht.",
} satisfies typeof en;
