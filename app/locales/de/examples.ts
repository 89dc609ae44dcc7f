import type en from "../en/examples";

export default {
  title: "Beispiele: KI-Bewerbungsfotos in {{styleCount}} Stilen | Resoume",
  description:
    "Sieh dir an, was jeder der {{styleCount}} Resoume-Stile aus einem Alltags-Selfie macht: Akademisch, Casual, Business, Kreativ, Im Grünen, Immobilien und Warm.",
  heading: "Bewerbungsfotos aus ganz normalen Selfies",
  intro:
    "Jedes Paar beginnt mit einem Selfie, wie es fast jeder auf dem Handy hat, und zeigt das Foto, das ein Stil daraus macht. Die Personen sind Illustrationen, damit du die Stile direkt vergleichen kannst; deine eigenen Fotos behalten dein Gesicht, deine Züge und dein Lächeln.",
  before: "Selfie",
  after: "Bewerbungsfoto",
  bestFor: "Ideal für {{fields}}",
  featured: {
    heading: "Von unseren Kundinnen und Kunden geteilt",
    text: "Echte Bewerbungsfotos, veröffentlicht von den Menschen darauf, die zugestimmt haben, sie hier zu zeigen.",
    alt: "Ein Bewerbungsfoto im Stil {{style}}, geteilt von der Person darauf",
  },
  styles: {
    academic: {
      name: "Akademisch",
      text: "Sanft beleuchtete Bücherregale, ein Tweedsakko und ein offener, nachdenklicher Blick. Seriös genug für die Lehrstuhlseite, freundlich genug fürs Tagungsschild.",
      fields: "Lehrende, Forschende, Lehrkräfte und Vortragende",
      beforeAlt: "Selfie eines Mannes mit Bart im Kapuzenpulli auf einem Sofa, von einer gelben Lampe beleuchtet",
      afterAlt: "Derselbe Mann in braunem Sakko und mit Brille vor unscharfen Bücherregalen",
    },
    casual: {
      name: "Casual",
      text: "Ein heller Hintergrund, ein Strickpulli und ein natürliches Lächeln. Wirkt nahbar und kompetent – ganz ohne Anzug.",
      fields: "Start-ups, Selbstständige, Tech-Teams und die eigene Website",
      beforeAlt: "Selfie einer Frau mit lockigen Haaren im Sweatshirt, in einem geparkten Auto aufgenommen",
      afterAlt: "Dieselbe Frau in einem zartgelben Pullover vor einem hellen, schlichten Hintergrund",
    },
    corporate: {
      name: "Business",
      text: "Ein gut sitzender Blazer, ein klarer Kragen und ein gleichmäßig grauer Studiohintergrund: das Porträt, das man neben einer Berufsbezeichnung erwartet.",
      fields: "Finanzen, Recht, Beratung und Führungspositionen",
      beforeAlt:
        "Selfie einer Frau mit dunklen Haaren im T-Shirt, mit ausgestrecktem Arm in einer Küche mit Schränken im Hintergrund aufgenommen",
      afterAlt: "Dieselbe Frau in dunkelblauem Blazer und weißer Bluse vor einem schlichten grauen Studiohintergrund",
    },
    creative: {
      name: "Kreativ",
      text: "Kräftige Farben im Hintergrund, ein schwarzer Rollkragen und ein leicht versetzter Bildausschnitt. Selbstbewusst, modern und trotzdem eindeutig du.",
      fields: "Design, Marketing, Architektur und Content-Produktion",
      beforeAlt:
        "Selfie einer Frau mit dunklen Haaren im T-Shirt, mit ausgestrecktem Arm in einer Küche mit Schränken im Hintergrund aufgenommen",
      afterAlt: "Dieselbe Frau im schwarzen Rollkragenpullover vor einem Farbverlauf von Koralle zu Violett",
    },
    greenery: {
      name: "Im Grünen",
      text: "Tageslicht und sanft verschwommenes Laub, als wäre das Foto an einem hellen Morgen im Park entstanden.",
      fields: "Nachhaltigkeit, Gesundheitswesen, Bildung und alle, die nahbar wirken möchten",
      beforeAlt: "Selfie eines Mannes mit Bart im Kapuzenpulli auf einem Sofa, von einer gelben Lampe beleuchtet",
      afterAlt: "Derselbe Mann in hellem Hemd, lächelnd, vor sanft verschwommenen grünen Blättern",
    },
    realEstate: {
      name: "Immobilien",
      text: "Helles Licht, ein eleganter Blazer und die Andeutung einer einladenden Hausfassade: das Gesicht, an das sich Kundschaft aus dem Exposé erinnert.",
      fields: "Maklerinnen und Makler, Hausverwaltung und Vertrieb",
      beforeAlt: "Selfie einer Frau mit lockigen Haaren im Sweatshirt, in einem geparkten Auto aufgenommen",
      afterAlt: "Dieselbe Frau in petrolfarbenem Blazer vor einer hellen, unscharfen Hausfassade",
    },
    warm: {
      name: "Warm",
      text: "Goldene Töne, eine weiche Strickjacke und ein freundlicher Ausdruck, bei dem man sofort ins Gespräch kommen möchte.",
      fields: "Ärztinnen und Ärzte, Therapie, Coaching und Berufe mit Kundenkontakt",
      beforeAlt:
        "Selfie einer Frau mit dunklen Haaren im T-Shirt, mit ausgestrecktem Arm in einer Küche mit Schränken im Hintergrund aufgenommen",
      afterAlt: "Dieselbe Frau in rostroter Strickjacke vor einem warmen, goldenen Hintergrund",
    },
  },
  tips: {
    heading: "So bekommst du solche Ergebnisse",
    items: [
      "Lade {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch; mindestens {{selfiesMin}} brauchen wir.",
      "Mach sie an verschiedenen Tagen und Orten, damit Licht und Hintergrund wechseln.",
      "Schau zum Fenster statt zur Lampe und halte das Handy auf Augenhöhe.",
      "Lass Mütze und Sonnenbrille weg, und zeig auf ein paar Fotos dein Lächeln.",
    ],
    guides: "Mehr dazu in unseren Ratgebern:",
  },
  cta: {
    heading: "Deinen Stil gefunden?",
    text: "Bei jedem Paket wählst du deine Stile nach dem Bezahlen. Basic enthält {{basicStyles}}, Premium {{premiumStyles}} und Ultimate {{ultimateStyles}}.",
    button: "Paket wählen",
  },
} satisfies typeof en;
