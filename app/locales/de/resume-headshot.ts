import type en from "../en/resume-headshot";

export default {
  title: "Bewerbungsporträt wie vom Fotografen, ohne Studio | Resoume",
  description:
    "Was ein gutes Bewerbungsporträt ausmacht und wie du es aus Selfies bekommst: weiches Licht, ruhiger Hintergrund, natürliches Lächeln, im Stil deiner Wahl.",
  heading: "Dein Bewerbungsporträt, ganz ohne Fotostudio",
  intro:
    "Ein gutes Bewerbungsporträt zeigt dich so, wie du an einem guten Tag bist: freundlich, konzentriert und im besten Licht. Statt einen Fotografen zu buchen, lädst du ein paar Selfies hoch und wählst aus {{styleCount}} Stilen. Um Licht, Hintergrund und Bildausschnitt kümmert sich Resoume, und deine Fotos kommen per E-Mail.",
  highlights: [
    "{{styleCount}} professionelle Stile",
    "Bis zu {{ultimatePhotos}} Fotos pro Paket",
    "Alle Fotos nach {{retentionDays}} Tagen gelöscht",
    "Geld zurück innerhalb von {{refundDays}} Tagen",
  ],
  cta: "Zu deinem Porträt",
  focus: {
    heading: "Was ein gutes Bewerbungsporträt ausmacht",
    blocks: [
      "Personaler sehen dein Foto ein, zwei Sekunden lang an. In diesem Moment entscheiden wenige Dinge, ob es für dich spricht:",
      "- Licht: weiches, gleichmäßiges Licht im Gesicht, ohne harte Schatten.",
      "- Bildausschnitt: Kopf und obere Schultern, etwas Luft über dem Kopf, die Augen im oberen Drittel des Bildes.",
      "- Ausdruck: ein entspanntes, echtes Lächeln und Blickkontakt zur Kamera.",
      "- Hintergrund: ruhig und unaufdringlich, damit alle Aufmerksamkeit bei dir bleibt.",
      "- Kleidung: was du auch zum Vorstellungsgespräch tragen würdest, in schlichten Farben ohne unruhige Muster.",
      "Ein Fotograf erreicht das mit Studiolicht und einer Stunde deiner Zeit. Resoume erreicht es mit deinen Selfies: Es lernt, wie du aussiehst, und setzt dich dann in professionelles Licht, einen passenden Ausschnitt und eine stimmige Umgebung.",
    ],
  },
  benefits: {
    heading: "Studioqualität, nur ohne Studio",
    cards: {
      styles: {
        title: "Ein Stil für jede Branche",
        text: "Business, Akademisch, Casual, Kreativ, Im Grünen, Immobilien und Warm: Wähle den Look, der zu deiner Branche und deiner Wunschstelle passt.",
      },
      cost: {
        title: "Ein Bruchteil eines Studiotermins",
        text: "Pakete ab {{startingPrice}}, einmal bezahlt, ohne Anfahrt, ohne Termin und ohne Warten auf retuschierte Abzüge.",
      },
      many: {
        title: "Dutzende Aufnahmen zur Auswahl",
        text: "Premium liefert {{premiumPhotos}} Fotos, Ultimate {{ultimatePhotos}}: Du nimmst das, das dir gefällt, statt dich mit dem am wenigsten schlechten abzufinden.",
      },
      natural: {
        title: "Unverkennbar du",
        text: "Deine Fotos entstehen aus deinen eigenen Selfies. Wir ändern das Licht und die Umgebung, nicht dein Gesicht.",
      },
    },
  },
  steps: {
    heading: "So kommst du zu deinem Bewerbungsporträt",
    items: [
      "Wähle ein Paket auf der [Preisseite](/pricing); Premium und Ultimate enthalten mehrere Stile und höhere Auflösung.",
      "Mach {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies am Fenster, aus leicht unterschiedlichen Blickwinkeln, ohne Sonnenbrille, Mütze oder Filter, und lade sie hoch.",
      "Wähle deine Stile und lehn dich zurück: unter {{premiumDelivery}} mit Premium oder Ultimate, etwa {{basicDelivery}} mit Basic.",
      "Öffne die E-Mail, lade deine Fotos herunter und setz dein Lieblingsfoto in den Lebenslauf.",
    ],
  },
  plans: {
    heading: "Wähle dein Paket",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen, in höherer Auflösung.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, bevorzugt bearbeitet, mit kommerziellen Nutzungsrechten.",
      "Jedes Paket zahlst du einmal, und wenn du nicht zufrieden bist, bekommst du dein Geld innerhalb von {{refundDays}} Tagen zurück.",
    ],
  },
  faq: {
    heading: "Fragen zum Bewerbungsporträt",
    blocks: [
      "### Welche Selfies eignen sich am besten?",
      "Aktuelle Aufnahmen bei Tageslicht, auf denen dein Gesicht gut zu sehen ist, mit verschiedenen Gesichtsausdrücken und Blickwinkeln. Vermeide Gruppenfotos, starke Filter, Sonnenbrillen und Mützen. Jede Datei darf bis zu {{uploadMaxMb}} MB groß sein.",
      "### Was ist der Unterschied zu einem Fotofilter?",
      "Ein Filter verändert das Foto, das du schon hast. Resoume lernt dein Aussehen aus mehreren Selfies und erstellt neue Porträts mit professionellem Licht, Bildausschnitt und Hintergrund.",
      "### Was passiert mit meinen Selfies?",
      "Wir verwenden sie nur für deine Fotos und löschen sie zusammen mit den Fotos nach {{retentionDays}} Tagen. Einzelheiten stehen in unserer [Datenschutzerklärung](/privacy-policy).",
    ],
  },
  closing: {
    heading: "Das Porträt, das dein Lebenslauf verdient",
    text: "Paket wählen, Selfies hochladen, und dein neues Bewerbungsporträt ist unterwegs.",
  },
} satisfies typeof en;
