import type en from "../en/resume-headshot";

export default {
  title: "Bewerbungsporträt wie vom Fotografen, ohne Studio | Resoume",
  description:
    "Was ein gutes Bewerbungsporträt ausmacht und wie Sie es aus Selfies bekommen: weiches Licht, ruhiger Hintergrund, natürliches Lächeln, im Stil Ihrer Wahl.",
  heading: "Ihr Bewerbungsporträt, ganz ohne Fotostudio",
  intro:
    "Ein gutes Bewerbungsporträt zeigt Sie so, wie Sie an einem guten Tag sind: freundlich, konzentriert und im besten Licht. Statt einen Fotografen zu buchen, laden Sie ein paar Selfies hoch und wählen aus {{styleCount}} Stilen. Um Licht, Hintergrund und Bildausschnitt kümmert sich Resoume, und Ihre Fotos kommen per E-Mail.",
  highlights: [
    "{{styleCount}} professionelle Stile",
    "Bis zu {{ultimatePhotos}} Fotos pro Paket",
    "Alle Fotos nach {{retentionDays}} Tagen gelöscht",
    "Geld zurück innerhalb von {{refundDays}} Tagen",
  ],
  cta: "Zu Ihrem Porträt",
  focus: {
    heading: "Was ein gutes Bewerbungsporträt ausmacht",
    blocks: [
      "Personaler sehen Ihr Foto ein, zwei Sekunden lang an. In diesem Moment entscheiden wenige Dinge, ob es für Sie spricht:",
      "- Licht: weiches, gleichmäßiges Licht im Gesicht, ohne harte Schatten.",
      "- Bildausschnitt: Kopf und obere Schultern, etwas Luft über dem Kopf, die Augen im oberen Drittel des Bildes.",
      "- Ausdruck: ein entspanntes, echtes Lächeln und Blickkontakt zur Kamera.",
      "- Hintergrund: ruhig und unaufdringlich, damit alle Aufmerksamkeit bei Ihnen bleibt.",
      "- Kleidung: was Sie auch zum Vorstellungsgespräch tragen würden, in schlichten Farben ohne unruhige Muster.",
      "Ein Fotograf erreicht das mit Studiolicht und einer Stunde Ihrer Zeit. Resoume erreicht es mit Ihren Selfies: Es lernt, wie Sie aussehen, und setzt Sie dann in professionelles Licht, einen passenden Ausschnitt und eine stimmige Umgebung.",
    ],
  },
  benefits: {
    heading: "Studioqualität, nur ohne Studio",
    cards: {
      styles: {
        title: "Ein Stil für jede Branche",
        text: "Business, Akademisch, Casual, Kreativ, Im Grünen, Immobilien und Warm: Wählen Sie den Look, der zu Ihrer Branche und Ihrer Wunschstelle passt.",
      },
      cost: {
        title: "Ein Bruchteil eines Studiotermins",
        text: "Pakete ab {{startingPrice}}, einmal bezahlt, ohne Anfahrt, ohne Termin und ohne Warten auf retuschierte Abzüge.",
      },
      many: {
        title: "Dutzende Aufnahmen zur Auswahl",
        text: "Premium liefert {{premiumPhotos}} Fotos, Ultimate {{ultimatePhotos}}: Sie nehmen das, das Ihnen gefällt, statt sich mit dem am wenigsten schlechten abzufinden.",
      },
      natural: {
        title: "Unverkennbar Sie",
        text: "Ihre Fotos entstehen aus Ihren eigenen Selfies. Wir ändern das Licht und die Umgebung, nicht Ihr Gesicht.",
      },
    },
  },
  steps: {
    heading: "So kommen Sie zu Ihrem Bewerbungsporträt",
    items: [
      "Wählen Sie ein Paket auf der [Preisseite](/pricing); Premium und Ultimate enthalten mehrere Stile und höhere Auflösung.",
      "Machen Sie {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies am Fenster, aus leicht unterschiedlichen Blickwinkeln, ohne Sonnenbrille, Mütze oder Filter, und laden Sie sie hoch.",
      "Wählen Sie Ihre Stile und lehnen Sie sich zurück: unter {{premiumDelivery}} mit Premium oder Ultimate, etwa {{basicDelivery}} mit Basic.",
      "Öffnen Sie die E-Mail, laden Sie Ihre Fotos herunter und setzen Sie Ihr Lieblingsfoto in den Lebenslauf.",
    ],
  },
  plans: {
    heading: "Wählen Sie Ihr Paket",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen, in höherer Auflösung.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, bevorzugt bearbeitet, mit kommerziellen Nutzungsrechten.",
      "Jedes Paket zahlen Sie einmal, und wenn Sie nicht zufrieden sind, bekommen Sie Ihr Geld innerhalb von {{refundDays}} Tagen zurück.",
    ],
  },
  faq: {
    heading: "Fragen zum Bewerbungsporträt",
    blocks: [
      "### Welche Selfies eignen sich am besten?",
      "Aktuelle Aufnahmen bei Tageslicht, auf denen Ihr Gesicht gut zu sehen ist, mit verschiedenen Gesichtsausdrücken und Blickwinkeln. Vermeiden Sie Gruppenfotos, starke Filter, Sonnenbrillen und Mützen. Jede Datei darf bis zu {{uploadMaxMb}} MB groß sein.",
      "### Was ist der Unterschied zu einem Fotofilter?",
      "Ein Filter verändert das Foto, das Sie schon haben. Resoume lernt Ihr Aussehen aus mehreren Selfies und erstellt neue Porträts mit professionellem Licht, Bildausschnitt und Hintergrund.",
      "### Was passiert mit meinen Selfies?",
      "Wir verwenden sie nur für Ihre Fotos und löschen sie zusammen mit den Fotos nach {{retentionDays}} Tagen. Einzelheiten stehen in unserer [Datenschutzerklärung](/privacy-policy).",
    ],
  },
  closing: {
    heading: "Das Porträt, das Ihr Lebenslauf verdient",
    text: "Paket wählen, Selfies hochladen, und Ihr neues Bewerbungsporträt ist unterwegs.",
  },
} satisfies typeof en;
