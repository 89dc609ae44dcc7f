import type en from "../en/cv-photo";

export default {
  title: "Bewerbungsfoto für den Lebenslauf, mit KI erstellt | Resoume",
  description:
    "Dein Bewerbungsfoto ohne Fototermin: Aus deinen Selfies entstehen Lebenslauf-Fotos, wie Personaler in Deutschland, Österreich und der Schweiz sie erwarten.",
  heading: "Das Bewerbungsfoto, das Personaler im deutschsprachigen Raum erwarten",
  intro:
    "In Deutschland, Österreich und der Schweiz gehört ein Foto oben auf den Lebenslauf, und Personaler merken, wenn es improvisiert wirkt. Resoume macht aus {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} deiner Selfies (mindestens {{selfiesMin}}) ruhige, gut ausgeleuchtete Porträts mit neutralem Hintergrund, bereit für deine Bewerbung, ganz ohne Termin im Fotostudio.",
  highlights: [
    "Ab {{startingPrice}}, einmal bezahlt",
    "Lieferung per E-Mail, ohne Konto",
    "Alle Fotos nach {{retentionDays}} Tagen gelöscht",
    "Geld zurück innerhalb von {{refundDays}} Tagen",
  ],
  cta: "Pakete und Preise ansehen",
  focus: {
    heading: "So sieht ein gutes Bewerbungsfoto in Deutschland, Österreich und der Schweiz aus",
    blocks: [
      "Vorgeschrieben ist ein Foto nicht: Seit 2006 erlaubt das Allgemeine Gleichbehandlungsgesetz (AGG), es wegzulassen, und manche internationalen Arbeitgeber bitten sogar darum. Die meisten Personaler in Deutschland, Österreich und der Schweiz erwarten aber weiterhin eines, und vielen erscheint ein Lebenslauf ohne Foto unvollständig. Wenn du eines beilegst, sollte es ein paar ungeschriebene Regeln erfüllen:",
      "- Kopf und Schultern, frontal oder leicht zur Kamera gedreht, das Gesicht füllt einen guten Teil des Bildes.",
      "- Ein freundlicher, natürlicher Ausdruck: Ein leichtes Lächeln wirkt besser als ein strenger Passbild-Blick.",
      "- Ein ruhiger Hintergrund: hellgrau, weiß, zartblau oder ein sanft unscharfes Büro- oder Außenmotiv.",
      "- Kleidung, die zur Stelle passt: Anzug oder Blazer für Banken, Kanzleien und Beratung, ein gepflegtes Hemd oder eine Bluse für die meisten anderen Positionen.",
      "- Ein aktuelles Bild, das dich zeigt, wie du heute aussiehst, möglichst nicht älter als ein, zwei Jahre.",
      "- Hochformat, meist oben rechts im Lebenslauf oder auf einem eigenen Deckblatt.",
      "Bewirbst du dich stattdessen in Großbritannien, Irland oder den USA? Dort lässt man das Foto im Lebenslauf meist weg, dasselbe Porträt macht sich aber hervorragend auf deinem LinkedIn-Profil. Mehr dazu liest du in unserem Ratgeber [Bewerbungsfoto in Deutschland](/blog/de/bewerbungsfoto-in-deutschland).",
    ],
  },
  benefits: {
    heading: "Warum Bewerberinnen und Bewerber ihr Foto mit Resoume erstellen",
    cards: {
      local: {
        title: "Gemacht für den deutschen Lebenslauf",
        text: "Wähle den Stil Business für ein klassisches Bewerbungsfoto mit neutralem Hintergrund, oder Akademisch, Warm und Casual für einen persönlicheren Eindruck.",
      },
      time: {
        title: "Kein Fototermin",
        text: "Kein Termin, keine Anfahrt, kein Warten auf die retuschierten Abzüge. Du lädst in wenigen Minuten Selfies hoch, und deine Fotos kommen per E-Mail.",
      },
      choice: {
        title: "Große Auswahl",
        text: "Schon das Paket Basic enthält {{basicPhotos}} Fotos, damit du das nehmen kannst, das dich an einem guten Tag am besten zeigt.",
      },
      privacy: {
        title: "Deine Fotos bleiben privat",
        text: "Wir verwenden deine Selfies nur für deine Bestellung, nie für Werbung, und löschen jedes Foto nach {{retentionDays}} Tagen.",
      },
    },
  },
  steps: {
    heading: "So funktioniert es",
    items: [
      "Wähle auf unserer [Preisseite](/pricing) ein Paket und bezahle einmalig über unseren Zahlungspartner.",
      "Lade {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} aktuelle Selfies hoch: gutes Licht, verschiedene Blickwinkel, keine Sonnenbrille und keine Mütze.",
      "Wähle deine Stile. Business ist die sichere Wahl für einen klassischen Lebenslauf.",
      "Du erhältst deine Fotos per E-Mail, mit Basic in etwa {{basicDelivery}}, mit Premium und Ultimate in unter {{premiumDelivery}}, und suchst dir dein Lieblingsfoto aus.",
    ],
  },
  plans: {
    heading: "Was es kostet",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil, genug für dein Bewerbungsfoto und ein passendes LinkedIn-Bild.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen und höherer Auflösung, scharf genug für gedruckte Bewerbungen.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, bevorzugt bearbeitet, mit kommerziellen Nutzungsrechten.",
      "Du zahlst einmal, es gibt kein Abo. Bist du nicht zufrieden, bekommst du dein Geld innerhalb von {{refundDays}} Tagen zurück.",
    ],
  },
  faq: {
    heading: "Fragen zum Bewerbungsfoto",
    blocks: [
      "### Kann ich mein Bewerbungsfoto drucken?",
      "Ja. Premium und Ultimate liefern Dateien in höherer Auflösung, die in den üblichen Formaten für Bewerbungsfotos scharf gedruckt werden. Für Online-Bewerbungen reicht jedes Paket mehr als aus.",
      "### Welcher Stil passt zum deutschen Lebenslauf?",
      "Business ist die klassische Wahl für Banken, Versicherungen, Kanzleien und den öffentlichen Dienst. In kreativen Berufen, bei Start-ups oder im Bildungsbereich passen die Stile Warm, Casual oder Kreativ oft besser. Mit Premium oder Ultimate probierst du mehrere aus und entscheidest danach.",
      "### Sieht das Foto noch aus wie ich?",
      "Deine Fotos entstehen aus deinen eigenen Selfies und zeigen deshalb deine Gesichtszüge. Je vielfältiger und aktueller deine Selfies, desto größer die Ähnlichkeit. Nimm das Foto, das dir am ähnlichsten sieht: Im Vorstellungsgespräch soll man dich wiedererkennen.",
      "### Was, wenn die Fotos nicht meinen Erwartungen entsprechen?",
      "Klicke innerhalb von {{refundDays}} Tagen nach dem Kauf auf deiner Bestellseite auf „Bestellung erstatten“: Bevor du ein Foto herunterlädst, bekommst du dein Geld sofort zurück, danach beantworten wir deine Anfrage innerhalb von zwei Werktagen. Wie das geht, steht auf unserer Seite zur [Rückerstattung](/refund-policy).",
    ],
  },
  closing: {
    heading: "Deine nächste Bewerbung verdient ein richtiges Foto",
    text: "Paket wählen, Selfies hochladen, und dein neues Bewerbungsfoto ist auf dem Weg in dein Postfach.",
  },
} satisfies typeof en;
