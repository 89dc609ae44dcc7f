import type en from "../en/pricing";

export default {
  title: "Preise: KI-Bewerbungsfotos ab 19 € | Resoume",
  description:
    "Drei Einmal-Pakete für KI-Bewerbungsfotos in Studioqualität: Basic, Premium und Ultimate. Kein Abo, 30 Tage Geld-zurück-Versprechen, alle Fotos nach 30 Tagen gelöscht.",
  heading: "Einfache Preise, einmal zahlen",
  intro:
    "Wähle das Paket, das zu deiner Bewerbung passt: Basic für ein schnelles neues Profilfoto, Premium für mehr Stile und höhere Auflösung, Ultimate für die volle Auswahl mit bevorzugter Lieferung. Du zahlst einmal, bekommst deine Fotos per E-Mail und brauchst kein Konto. Bist du nicht zufrieden, erstatten wir dir den Betrag innerhalb von 30 Tagen.",
  cta: "Paket wählen",
} satisfies typeof en;
