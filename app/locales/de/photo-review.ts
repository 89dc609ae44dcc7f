import type en from "../en/photo-review";

export default {
  form: {
    heading: "Prüfe dein Foto",
    photo: "Dein Foto",
    photoHint: "JPEG, PNG oder WebP, bis 5 MB. Wir vermessen dein Foto und verwerfen es danach: Es wird nie gespeichert.",
    country: "Zielland",
    countryHint: "Nach deinem Standort vorausgewählt: {{country}}. Ändere das Zielland, wenn du dich anderswo bewirbst.",
    submit: "Mein Foto prüfen",
    busy: "Dein Foto wird vermessen …",
    again: "Ein anderes Foto prüfen",
  },
  errors: {
    missing: "Bitte wähle ein Foto aus, das wir prüfen sollen.",
    type: "Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.",
    tooLarge: "Dieses Foto ist größer als 5 MB. Bitte wähle eine kleinere Version.",
    broken: "Dieses Bild ließ sich nicht lesen. Bitte versuche es mit einer anderen Kopie.",
    deep: "Dieses Bild hat 16 Bit pro Farbe, mehr als wir lesen. Bitte speichere es als JPEG oder als 8-Bit-PNG.",
    tooManyPixels:
      "Dieses Foto hat mehr als {{megapixels}} Megapixel, mehr als wir ohne JavaScript lesen können. Aktiviere JavaScript oder wähle eine kleinere Version.",
    country: "Bitte wähle ein Zielland.",
    measurements: "Die Auswertung ist nicht vollständig angekommen. Bitte lass dein Foto noch einmal prüfen.",
  },
  result: {
    heading: "Die Auswertung deines Fotos",
    overall: "Gesamtbewertung",
    outOf: "{{score}} von 100",
    ats: "ATS-Bewertung",
    atsHint: "Wie gut die Datei und ein Foto im Lebenslauf zu Arbeitgebern und Bewerbermanagementsystemen im Zielland {{country}} passen.",
    verdicts: {
      great: "Kann so bleiben",
      good: "Gut, mit ein paar Korrekturen",
      fair: "Brauchbar, aber es bremst dich aus",
      poor: "Zeit für ein neues Foto",
    },
    atsVerdicts: {
      great: "Passt zu Bewerbungen dort",
      good: "Passt, mit einer Korrektur",
      fair: "Passt nur bedingt",
      poor: "Schadet eher",
    },
    scores: {
      lighting: "Licht",
      background: "Hintergrund",
      expression: "Gesichtsausdruck",
      composition: "Bildaufbau",
      crop: "Ausschnitt",
      professional: "Professionelle Wirkung",
    },
    notMeasured: "Braucht JavaScript",
    measured: "Dein Foto: {{width}} × {{height}} Pixel, {{format}}, {{size}}.",
    onDevice: "Auf deinem Gerät gemessen: Dein Foto hat deinen Browser nicht verlassen.",
    onServer: "Auf unserem Server gemessen und gleich danach verworfen: Nichts wurde gespeichert.",
    atsNeedsCountry:
      "Wähle oben dein Zielland für eine ATS-Bewertung: Ob ein Foto im Lebenslauf hilft, hängt davon ab, wo du dich bewirbst.",
    faceChecksNeedScript:
      "Die Gesichtsprüfungen (Ausdruck, Bildaufbau, Ausschnitt) laufen auf deinem Gerät und brauchen JavaScript, ebenso die Gesamtbewertung, die sie einschließt. Aktiviere JavaScript, um auch diese Bewertungen zu bekommen.",
    problems: "Was dein Foto schwächt",
    tips: "Was es noch besser machen würde",
    good: "Was schon passt",
    nothingToFix: "Hier gibt es nichts zu verbessern: Dein Foto erfüllt jedes Kriterium, das wir prüfen.",
    country: "Zielland {{country}}",
    aiHeading: "Eine zweite Meinung",
    aiNote: "Von einem KI-Bildmodell anhand deines Fotos verfasst; die Bewertungen und Ergebnisse oben sind gemessen.",
  },
  levels: { problem: "Problem", tip: "Tipp", good: "Gut" },
  hues: { warm: "Gelb-Orange", cool: "Blau", green: "Grün", magenta: "Magenta", none: "Neutrale" },
  sides: { left: "links", right: "rechts" },
  findings: {
    faceChecksNeedScript: {
      title: "Gesichtsprüfung braucht JavaScript",
      text: "Ohne JavaScript haben wir Licht, Hintergrund und Datei gemessen, aber nicht dein Gesicht, deinen Ausdruck oder den Ausschnitt.",
    },
    noFace: {
      title: "Kein Gesicht gefunden",
      text: "Wir konnten kein Gesicht finden. Nimm ein Foto, auf dem dein Gesicht gut zu sehen ist und du in die Kamera schaust.",
    },
    manyFaces: {
      title: "Mehr als eine Person",
      text: "Dieses Foto zeigt mehr als ein Gesicht ({{count}}). Ein Profil- oder Bewerbungsfoto zeigt nur dich: Schneide die anderen weg oder mach ein Foto allein.",
    },
    faceSmall: {
      title: "Dein Gesicht ist zu klein im Bild",
      text: "Dein Gesicht nimmt {{share}} % der Bildhöhe ein; wähle den Ausschnitt so, dass es {{low}}–{{high}} % ausfüllt, mit Kopf und Schultern.",
    },
    faceLarge: {
      title: "Gesicht zu groß im Bild",
      text: "Dein Gesicht nimmt {{share}} % der Bildhöhe ein; lass mehr Raum, damit es {{low}}–{{high}} % ausfüllt und deine Schultern zu sehen sind.",
    },
    noShoulders: {
      title: "Zu eng geschnitten",
      text: "Unter deinem Kinn bleiben nur {{room}} % des Bildes, deine Schultern sind abgeschnitten. Lass Platz für sie: Kopf und Schultern wirken professioneller.",
    },
    faceCut: {
      title: "Dein Gesicht ist angeschnitten",
      text: "Ein Teil deines Gesichts berührt den Bildrand. Nimm ein Foto, auf dem dein ganzer Kopf mit etwas Abstand zum Rand im Bild ist.",
    },
    headroomTight: {
      title: "Wenig Platz über dem Kopf",
      text: "Nur {{headroom}} % der Bildhöhe liegen über deinem Gesicht. Lass etwas Luft über deinen Haaren.",
    },
    headroomLarge: {
      title: "Zu viel Platz über dem Kopf",
      text: "Über deinem Gesicht liegen {{headroom}} % der Bildhöhe. Schneide oben etwas ab, sodass deine Augen im oberen Drittel liegen.",
    },
    offCentre: {
      title: "Nicht mittig",
      text: "Dein Gesicht ist um {{offset}} % der Bildbreite nach {{side}} versetzt. Rück es in die Mitte: LinkedIn und Lebenslauf-Vorlagen schneiden Fotos um die Mitte zu.",
    },
    eyeLine: {
      title: "Augenhöhe",
      text: "Deine Augen liegen bei {{eyes}} % der Bildhöhe von oben; etwa ein Drittel von oben wirkt am natürlichsten.",
    },
    tilted: {
      title: "Kopf geneigt",
      text: "Dein Kopf ist um etwa {{degrees}}° geneigt. Halte ihn gerade oder richte das Foto aus.",
    },
    eyesClosed: {
      title: "Augen wirken geschlossen",
      text: "Deine Augen wirken geschlossen oder fast geschlossen. Mach ein paar Aufnahmen und wähle eine mit offenen Augen.",
    },
    noSmile: {
      title: "Ein leichtes Lächeln hilft",
      text: "Dein Ausdruck wirkt neutral. Ein entspanntes, leichtes Lächeln macht dich nahbarer.",
    },
    negativeExpression: {
      title: "Ausdruck wirkt angespannt",
      text: "Dein Ausdruck kann angespannt oder unzufrieden wirken. Entspann dein Gesicht und versuch es mit einem sanften Lächeln.",
    },
    goodExpression: { title: "Freundlicher Ausdruck", text: "Dein Ausdruck wirkt offen und nahbar." },
    tooDark: {
      title: "Zu dunkel",
      text: "Die durchschnittliche Helligkeit des Fotos liegt bei {{brightness}} %. Dreh dich zu einem Fenster oder einer weichen Lichtquelle, oder hell das Foto etwas auf.",
    },
    tooBright: {
      title: "Zu hell",
      text: "Die Helligkeit deines Fotos liegt im Schnitt bei {{brightness}} %. Meide direkte Sonne und verringere die Belichtung.",
    },
    blownHighlights: {
      title: "Weiße Flächen",
      text: "{{highlights}} % des Fotos sind reines Weiß ohne Zeichnung. Meide direkte Sonne oder ein helles Fenster im Bild, oder verringere die Belichtung.",
    },
    crushedShadows: {
      title: "Tiefe Schatten",
      text: "{{shadows}} % des Fotos sind schwarz, ohne jede Zeichnung. Sorg für Licht von vorn oder hell die Schatten auf.",
    },
    lowContrast: {
      title: "Flach und blass",
      text: "Der Kontrast ist gering ({{contrast}}). Nutze gerichteteres Licht oder erhöhe den Kontrast beim Bearbeiten ein wenig.",
    },
    harshContrast: {
      title: "Hartes Licht",
      text: "Der Kontrast ist sehr hoch ({{contrast}}). Hartes Licht wirft starke Schatten: Wähle weiches, gestreutes Licht.",
    },
    colourCast: {
      title: "Farbstich",
      text: "Das Foto hat einen Stich ins {{hue}}. Stell den Weißabgleich ein oder korrigiere die Farben, damit deine Haut natürlich aussieht.",
    },
    goodLight: { title: "Gutes Licht", text: "Belichtung, Kontrast und Farben liegen alle im guten Bereich." },
    busyBackground: {
      title: "Unruhiger Hintergrund",
      text: "{{clutter}} % des Hintergrunds sind Kanten und Details. Eine schlichte Wand oder ein unscharfer Hintergrund lenkt den Blick auf dich.",
    },
    unevenBackground: {
      title: "Ungleichmäßiger Hintergrund",
      text: "Im Hintergrund wechseln sich starke helle und dunkle Flächen ab. Ein ruhiger, gleichmäßig beleuchteter Hintergrund wirkt professioneller.",
    },
    calmBackground: { title: "Ruhiger Hintergrund", text: "Der Hintergrund ist schlicht und lenkt den Blick auf dich." },
    blurry: {
      title: "Nicht scharf",
      text: "Selbst die schärfste Stelle des Fotos ist weich (Schärfe {{sharpness}}). Halte die Kamera ruhig, tippe zum Scharfstellen auf deine Augen und sorg für gutes Licht.",
    },
    noisy: {
      title: "Körnig",
      text: "Das Foto rauscht (etwa {{noise}} Helligkeitsstufen). Mit mehr Licht kommt die Kamera mit einem niedrigeren ISO-Wert aus.",
    },
    lowResolution: {
      title: "Auflösung zu gering",
      text: "Das Foto hat {{width}} × {{height}} Pixel. LinkedIn verlangt mindestens {{minimum}} × {{minimum}}; mit {{recommended}} Pixeln oder mehr an der kurzen Seite bleibt es überall scharf.",
    },
    lowResolutionPrint: {
      title: "Auflösung zu gering",
      text: "Das Foto hat {{width}} × {{height}} Pixel. Ein Bewerbungsfoto braucht mindestens {{minimum}} Pixel an der kurzen Seite, damit es im Druck scharf bleibt (35 × 45 mm bei 300 dpi).",
    },
    linkedinAspect: {
      title: "Nicht quadratisch",
      text: "Das Foto misst {{width}} × {{height}}. LinkedIn zeigt ein Quadrat in einem Kreis: Schneide es selbst quadratisch um dein Gesicht zu.",
    },
    resumeAspect: {
      title: "Kein Hochformat",
      text: "Das Foto misst {{width}} × {{height}}. Fotos im Lebenslauf sind im Hochformat, etwa {{size}} mm: Schneide es auf dieses Format zu.",
    },
    goodFraming: {
      title: "Gut gewählter Ausschnitt",
      text: "Dein Gesicht ist mittig, gerade und gut groß, mit Platz für deine Schultern.",
    },
    fileFormat: {
      title: "Dateiformat",
      text: "{{format}}-Dateien nimmt nicht jedes Bewerbungsportal an. Speichere das Foto als JPEG.",
    },
    fileSize: {
      title: "Große Datei",
      text: "Die Datei ist {{megabytes}} MB groß. Unter 1 MB passt sie in jedes Bewerbungsportal und hält das PDF deines Lebenslaufs klein.",
    },
    printResolution: {
      title: "Klein für den Druck",
      text: "Mit {{width}} × {{height}} Pixeln wird es im Druck unscharf; ein Foto im Format 35 × 45 mm braucht bei 300 dpi {{needWidth}} × {{needHeight}} Pixel.",
    },
    photoDiscouraged: {
      title: "Lieber ohne Foto",
      text: "Im Zielland {{country}} erwarten Arbeitgeber kein Foto im Lebenslauf, und viele sortieren Lebensläufe mit Foto aus.",
    },
    photoOptional: {
      title: "Ein Foto ist freiwillig",
      text: "Im Zielland {{country}} ist ein Foto freiwillig: Füge nur eines bei, wenn es gut und professionell ist.",
    },
    photoExpected: {
      title: "Ein Foto wird erwartet",
      text: "Im Zielland {{country}} erwarten Arbeitgeber ein professionelles Foto im Lebenslauf.",
    },
  },
  offer: {
    heading: "Was ein Bewerbungsfoto in Studioqualität besser machen würde",
    text: "Unsere Bewerbungsfotos entstehen aus deinen eigenen Selfies: Studiolicht, ein ruhiger Hintergrund und ein Ausschnitt mit Kopf und Schultern, in {{styleCount}} Stilen. Ab {{startingPrice}}, einmal bezahlt; jedes Foto wird nach {{retentionDays}} Tagen gelöscht.",
    fixes: "Bei deinem Foto würde das verbessern: {{areas}}.",
    button: "Pakete ansehen",
  },
  report: {
    heading: "Hol dir den vollständigen Bericht per E-Mail",
    text: "Alle Bewertungen, Ergebnisse und Tipps in einer E-Mail, in deiner Sprache. Wir schicken sie einmal; dein Foto ist nicht dabei und wird nicht gespeichert.",
    email: "E-Mail-Adresse",
    newsletter: "Schickt mir auch den Newsletter mit Tipps für Bewerbungsfotos und Rabatten (jederzeit abbestellbar).",
    submit: "Bericht zuschicken",
    busy: "Wird gesendet …",
    sent: "Dein Bericht ist unterwegs an {{email}}.",
    sentNewsletter:
      "Dein Bericht ist unterwegs an {{email}}, dazu eine E-Mail zur Bestätigung deiner Newsletter-Anmeldung: Sobald du bestätigst, stehst du auf der Liste.",
  },
  email: {
    subjectLinkedin: "Dein LinkedIn-Foto-Check: {{score}} von 100",
    subjectResume: "Dein Bewerbungsfoto-Check: {{score}} von 100",
    subjectLinkedinNoScore: "Dein LinkedIn-Foto-Check",
    subjectResumeNoScore: "Dein Bewerbungsfoto-Check",
    greeting: "Hier ist die Auswertung des Fotos, das du bei Resoume geprüft hast.",
    overall: "Gesamtbewertung: {{score}} von 100 ({{verdict}}).",
    ats: "ATS-Bewertung für das Zielland {{country}}: {{score}} von 100.",
    scores: "Einzelbewertungen:",
    scoreLine: "{{name}}: {{score}}",
    findings: "Ergebnisse und Tipps:",
    findingLine: "{{level}}: {{title}}. {{text}}",
    country: "Dein Zielland {{country}}:",
    offer: "Ein Bewerbungsfoto in Studioqualität aus deinen eigenen Selfies verbessert Licht, Hintergrund und Ausschnitt auf einen Schlag:",
    button: "Pakete ansehen",
    footer: "Du bekommst diese E-Mail einmalig, weil du sie auf {{site}} angefordert hast. Dein Foto wurde nicht gespeichert.",
  },
} satisfies typeof en;
