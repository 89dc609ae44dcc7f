import type en from "../en/home";

export default {
  title: "KI-Bewerbungsfotos aus deinen Selfies | Resoume",
  description:
    "Mach aus {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies (mindestens {{selfiesMin}}) Bewerbungsfotos in Studioqualität für Lebenslauf und LinkedIn. Einmal zahlen ab {{startingPrice}}, kein Konto, {{refundDays}} Tage Geld zurück.",
  heading: "Bewerbungsfotos in Studioqualität – direkt aus deinen Selfies",
  intro:
    "Lade ein paar Selfies hoch und bekomm professionelle Fotos für Lebenslauf, Bewerbung und dein LinkedIn-Profil per E-Mail. Du zahlst nur einmal: kein Abo, kein Konto, kein Fototermin.",
  examplesLink: "Beispiele ansehen",
  promises: [
    "Fertig in etwa {{basicDelivery}}, mit Premium in unter {{premiumDelivery}}",
    "Fotos in der EU gespeichert und nach {{retentionDays}} Tagen gelöscht",
    "Nicht zufrieden? Geld zurück innerhalb von {{refundDays}} Tagen",
  ],
  refMarker: "Willkommen, Besucher von {{ref}}!",
  refOffer: "{{referralDiscount}} % Rabatt",
  steps: {
    heading: "So funktioniert’s",
    intro: "In drei Schritten von der Fotogalerie deines Handys zu einem Bild, das du gern mit deiner Bewerbung verschickst.",
    items: {
      pack: {
        title: "Paket wählen",
        text: "Leg fest, wie viele Fotos du möchtest und in wie vielen Stilen. Du zahlst einmal an der Kasse – ohne Konto und ohne etwas, das du später kündigen musst.",
      },
      upload: {
        title: "Selfies hochladen",
        text: "Schick uns {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} aktuelle Selfies aus verschiedenen Blickwinkeln und bei gutem Licht (mindestens {{selfiesMin}}). JPEG, PNG und WebP bis je {{uploadMaxMb}} MB sind möglich.",
      },
      receive: {
        title: "Fotos erhalten",
        text: "Deine Fotos kommen per E-Mail: mit Basic in etwa {{basicDelivery}}, mit Premium oder Ultimate in unter {{premiumDelivery}}. Behalte deine Favoriten und nutze sie überall, wo du dich bewirbst.",
      },
    },
  },
  styles: {
    heading: "{{styleCount}} Stile für deinen Beruf",
    intro:
      "Jedes Paket enthält mindestens einen Stil, Premium {{premiumStyles}} und Ultimate {{ultimateStyles}}. Wähle den Look, den deine Branche erwartet – oder den, mit dem du auffallen möchtest.",
    items: {
      academic: {
        name: "Akademisch",
        text: "Ruhig und glaubwürdig vor sanft beleuchteten Bücherregalen – für Lehrstuhlseiten, Forschungsprofile und Tagungsprogramme.",
      },
      casual: {
        name: "Casual",
        text: "Ein entspanntes, freundliches Porträt in Alltagskleidung für Start-ups, Selbstständige und die eigene Website.",
      },
      corporate: {
        name: "Business",
        text: "Blazer und neutraler Studiohintergrund: die klassische Wahl für Finanzen, Recht, Beratung und Führungspositionen.",
      },
      creative: {
        name: "Kreativ",
        text: "Kräftigere Farben und ein moderner Bildausschnitt für Design, Marketing und alle, deren Portfolio für sie spricht.",
      },
      greenery: {
        name: "Im Grünen",
        text: "Natürliches Licht und unscharfes Blattwerk im Hintergrund: nahbar und frisch, aber trotzdem professionell.",
      },
      realEstate: {
        name: "Immobilien",
        text: "Hell, selbstbewusst und vertrauenswürdig – bereit für Exposés, Maklerseiten und Visitenkarten.",
      },
      warm: {
        name: "Warm",
        text: "Goldene Töne und ein freundlicher Ausdruck für Pflege, Coaching, Lehre und alle Berufe, in denen Vertrauen zählt.",
      },
    },
  },
  examples: {
    heading: "Vom Selfie zum Bewerbungsfoto",
    intro:
      "Jedes Paar zeigt, was ein Paket verändert: Hintergrund, Licht, Kleidung und Bildausschnitt. Das Gesicht bleibt dasselbe – es ist schließlich deins.",
    before: "Selfie",
    after: "Bewerbungsfoto",
    link: "Alle {{styleCount}} Stile vergleichen",
    items: {
      corporate: {
        caption: "Business, aus einem Selfie am Küchentisch",
        beforeAlt:
          "Selfie einer Frau mit dunklen Haaren im T-Shirt, mit ausgestrecktem Arm in einer Küche mit Schränken im Hintergrund aufgenommen",
        afterAlt: "Dieselbe Frau in dunkelblauem Blazer und weißer Bluse vor einem schlichten grauen Studiohintergrund",
      },
      greenery: {
        caption: "Im Grünen, aus einem Selfie auf dem Sofa",
        beforeAlt: "Selfie eines Mannes mit Bart im Kapuzenpulli auf einem Sofa, von einer gelben Lampe beleuchtet",
        afterAlt: "Derselbe Mann in hellem Hemd, lächelnd, vor sanft verschwommenen grünen Blättern",
      },
      realEstate: {
        caption: "Immobilien, aus einem Selfie im Auto",
        beforeAlt: "Selfie einer Frau mit lockigen Haaren im Sweatshirt, in einem geparkten Auto aufgenommen",
        afterAlt: "Dieselbe Frau in petrolfarbenem Blazer vor einer hellen, unscharfen Hausfassade",
      },
    },
  },
  pricing: {
    heading: "Einmal zahlen, Fotos behalten",
    intro:
      "Drei Pakete, von {{basicPhotos}} Fotos für {{basicPrice}} bis {{ultimatePhotos}} Fotos für {{ultimatePrice}}. Kein Abo, und für jedes Paket gilt dieselbe Geld-zurück-Garantie von {{refundDays}} Tagen.",
    link: "Pakete vergleichen",
  },
  faq: {
    heading: "Häufige Fragen",
    items: {
      selfies: {
        question: "Wie viele Selfies brauche ich?",
        answer:
          "Lade für die besten Ergebnisse {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch, mindestens {{selfiesMin}}. Nimm aktuelle Fotos bei gutem Licht, mit verschiedenen Blickwinkeln und Gesichtsausdrücken, ohne Mütze und Sonnenbrille. Wir nehmen JPEG, PNG und WebP bis je {{uploadMaxMb}} MB.",
      },
      delivery: {
        question: "Wie lange dauert es?",
        answer:
          "Ein Basic-Paket kommt in etwa {{basicDelivery}} per E-Mail. Premium- und Ultimate-Pakete kommen in unter {{premiumDelivery}}, und Ultimate-Bestellungen werden zuerst bearbeitet.",
      },
      packs: {
        question: "Welches Paket passt zu mir?",
        answer:
          "Basic bietet dir {{basicPhotos}} Fotos in {{basicStyles}} Stil für {{basicPrice}}. Premium bietet {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen mit höherer Auflösung für {{premiumPrice}}. Ultimate bietet {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen mit bevorzugter Bearbeitung und gewerblichen Nutzungsrechten für {{ultimatePrice}}.",
      },
      account: {
        question: "Brauche ich ein Konto oder ein Abo?",
        answer:
          "Nein. Du zahlst einmal für das Paket, das du wählst, und deine Fotos gehen an die E-Mail-Adresse, die du beim Bezahlen angibst. Danach gibt es nichts zu kündigen.",
      },
      privacy: {
        question: "Was passiert mit meinen Fotos?",
        answer:
          "Deine Selfies werden nur für deine Bewerbungsfotos verwendet. Deine Fotos werden in der EU gespeichert, und jedes hochgeladene Selfie und jedes erstellte Foto wird {{retentionDays}} Tage nach deiner Bestellung gelöscht.",
      },
      refund: {
        question: "Und wenn mir die Ergebnisse nicht gefallen?",
        answer:
          "Wenn dir ein Foto nicht ähnlich sieht, klicke darauf auf „Sieht mir nicht ähnlich“, und wir machen dir ein neues im selben Stil, einige pro Bestellung. Wenn dir die Ergebnisse nicht gefallen, klicke innerhalb von {{refundDays}} Tagen nach dem Kauf auf deiner Bestellseite auf „Bestellung erstatten“: Bevor du ein Foto herunterlädst, bekommst du dein Geld sofort zurück, danach beantworten wir deine Anfrage innerhalb von zwei Werktagen.",
      },
      usage: {
        question: "Wo darf ich meine Fotos verwenden?",
        answer:
          "Überall, wo du dich beruflich präsentierst: im Lebenslauf, auf LinkedIn und XING, in Jobportalen, in deiner E-Mail-Signatur oder auf der Website deines Unternehmens. Für Werbung und andere gewerbliche Zwecke wähle das Ultimate-Paket.",
      },
      team: {
        question: "Kann ich Fotos für mein ganzes Team bestellen?",
        answer:
          "Ja. Ab {{teamMinPeople}} Personen bieten wir Teampreise an: Schreib uns, und wir antworten während der Geschäftszeiten innerhalb von {{supportReplyHours}} Stunden.",
      },
    },
  },
  finalCta: {
    title: "Dein nächstes Bewerbungsfoto ist nur ein paar Selfies entfernt",
    lines: [
      "Paket wählen, Selfies hochladen und Fotos in Studioqualität per E-Mail erhalten.",
      "Einmal zahlen ab {{startingPrice}} – und volle Erstattung innerhalb von {{refundDays}} Tagen, wenn du nicht zufrieden bist.",
    ],
  },
} satisfies typeof en;
