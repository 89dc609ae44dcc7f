import type en from "../en/review-countries";

export default {
  label: "Zielland",
  hint: "Wir haben {{country}} nach deinem Standort vorausgewählt; ändere das Land, wenn du dich anderswo bewirbst.",
  norms: {
    expected: "Foto erwartet",
    usual: "Foto üblich",
    optional: "Foto freiwillig",
    discouraged: "Foto unerwünscht",
  },
  countries: {
    DE: {
      name: "Deutschland",
      norm: "In Deutschland wird ein Foto im Lebenslauf erwartet.",
      why: "Seit dem Allgemeinen Gleichbehandlungsgesetz (AGG) von 2006 darf kein Arbeitgeber ein Foto verlangen, doch die meisten Personaler erwarten eines, und vielen erscheint eine Bewerbung ohne Foto unvollständig.",
      format:
        "45 × 60 mm (4,5 × 6 cm), etwas größer als ein Passbild, im Hochformat, in Farbe, oben rechts auf der ersten Seite oder auf einem Deckblatt.",
      ats: "Bewerbermanagementsysteme lesen nur den Text und erfahren aus dem Bild nichts; binde das Foto deshalb in das PDF deines Lebenslaufs ein, statt es einzeln hochzuladen, außer das Formular verlangt es, und setze es nicht in eine zweite Spalte, die Parser oft falsch lesen.",
    },
    AT: {
      name: "Österreich",
      norm: "In Österreich wird ein Foto im Lebenslauf erwartet.",
      why: "Kein Gesetz schreibt es vor, und das Gleichbehandlungsgesetz verbietet die Auswahl nach Geschlecht, Alter oder Herkunft, doch wie in Deutschland gehört das Foto fest zur Bewerbung.",
      format: "45 × 60 mm (4,5 × 6 cm), im Hochformat, in Farbe, oben rechts auf der ersten Seite oder auf einem Deckblatt.",
      ats: "Bewerbermanagementsysteme lesen nur den Text und erfahren aus dem Bild nichts; binde das Foto deshalb in das PDF deines Lebenslaufs ein, statt es einzeln hochzuladen, außer das Formular verlangt es, und setze es nicht in eine zweite Spalte, die Parser oft falsch lesen.",
    },
    CH: {
      name: "Schweiz",
      norm: "In der Schweiz wird ein Foto im Lebenslauf erwartet.",
      why: "Kein Gesetz schreibt es vor, doch Schweizer Personaler sehen das Foto als festen Teil einer vollständigen Bewerbung, ähnlich wie in Deutschland und Österreich.",
      format: "45 × 60 mm (4,5 × 6 cm), im Hochformat, in Farbe, oben rechts auf der ersten Seite oder auf einem Deckblatt.",
      ats: "Bewerbermanagementsysteme lesen nur den Text und erfahren aus dem Bild nichts; binde das Foto deshalb in das PDF deines Lebenslaufs ein, statt es einzeln hochzuladen, außer das Formular verlangt es, und setze es nicht in eine zweite Spalte, die Parser oft falsch lesen.",
    },
    FR: {
      name: "Frankreich",
      norm: "In Frankreich ist ein Foto im Lebenslauf üblich, aber keine Pflicht.",
      why: "Das Arbeitsgesetzbuch (Code du travail, Artikel L1132-1) verbietet die Auswahl nach Aussehen, Herkunft oder Alter, deshalb darf kein Arbeitgeber ein Foto verlangen; viele fügen trotzdem eines bei, große Unternehmen verzichten aber zunehmend darauf.",
      format: "35 × 45 mm, im Format eines Passbilds, im Hochformat, in Farbe, oben auf der ersten Seite neben deinen Kontaktdaten.",
      ats: "Bewerbermanagementsysteme lesen nur den Text und erfahren aus dem Bild nichts; binde das Foto deshalb in das PDF deines Lebenslaufs ein, statt es einzeln hochzuladen, außer das Formular verlangt es, und setze es nicht in eine zweite Spalte, die Parser oft falsch lesen.",
    },
    ES: {
      name: "Spanien",
      norm: "In Spanien ist ein Foto im Lebenslauf üblich, aber keine Pflicht.",
      why: "Die meisten spanischen Lebensläufe haben noch ein Foto, auch wenn internationale Konzerne und anonyme Auswahlverfahren zunehmend Bewerbungen ohne Foto bevorzugen.",
      format:
        "26 × 32 mm, die Größe eines spanischen Ausweisfotos (tamaño carné), im Hochformat, in Farbe, oben auf der ersten Seite neben deinen Kontaktdaten.",
      ats: "Bewerbermanagementsysteme lesen nur den Text und erfahren aus dem Bild nichts; binde das Foto deshalb in das PDF deines Lebenslaufs ein, statt es einzeln hochzuladen, außer das Formular verlangt es, und setze es nicht in eine zweite Spalte, die Parser oft falsch lesen.",
    },
    IT: {
      name: "Italien",
      norm: "In Italien ist ein Foto im Lebenslauf üblich, aber keine Pflicht.",
      why: "Viele italienische Arbeitgeber erwarten noch eines, und der in Italien verbreitete Europass-Lebenslauf sieht einen Platz dafür vor, lässt es aber freiwillig.",
      format: "35 × 45 mm, im Format eines Passbilds (fototessera), im Hochformat, in Farbe, oben auf der ersten Seite.",
      ats: "Bewerbermanagementsysteme lesen nur den Text und erfahren aus dem Bild nichts; binde das Foto deshalb in das PDF deines Lebenslaufs ein, statt es einzeln hochzuladen, außer das Formular verlangt es, und setze es nicht in eine zweite Spalte, die Parser oft falsch lesen.",
    },
    NL: {
      name: "Niederlande",
      norm: "In den Niederlanden ist ein Foto im Lebenslauf freiwillig.",
      why: "Niederländische Personaler erwarten kein Foto und halten dir auch keines vor: Viele fügen eines bei, viele nicht, und dein LinkedIn-Profil zeigt dein Gesicht ohnehin.",
      format: "Wenn du eines beifügst: etwa 35 × 45 mm, im Hochformat, in Farbe, im Kopfbereich der ersten Seite.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto schadet dort also nicht, solange es im Kopfbereich des PDFs steht und nicht in einer zweiten Spalte, die Parser oft falsch lesen.",
    },
    BE: {
      name: "Belgien",
      norm: "In Belgien ist ein Foto im Lebenslauf freiwillig.",
      why: "Die Praxis ist im Land verschieden: In der Wallonie und in Brüssel ist ein Foto häufiger als in Flandern, und viele Arbeitgeber, vor allem große Unternehmen, erwarten keines.",
      format: "Wenn du eines beifügst: etwa 35 × 45 mm, im Hochformat, in Farbe, oben auf der ersten Seite neben deinen Kontaktdaten.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto schadet dort also nicht, solange es im Kopfbereich des PDFs steht und nicht in einer zweiten Spalte, die Parser oft falsch lesen.",
    },
    UK: {
      name: "Vereinigtes Königreich",
      norm: "Im Vereinigten Königreich ist ein Foto im Lebenslauf unerwünscht.",
      why: "Der Equality Act 2010 verbietet Benachteiligung wegen Alter, Geschlecht, Herkunft und weiterer geschützter Merkmale, deshalb legen viele Arbeitgeber Lebensläufe mit Foto beiseite, um jeden Verdacht auf Voreingenommenheit zu vermeiden.",
      format: "Lass das Foto im Lebenslauf weg und nutze es stattdessen für dein LinkedIn-Profil, das Personaler sich ansehen.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto bringt dort also nichts, und bei Arbeitgebern, die Lebensläufe mit Foto aussortieren, kann es dich das Vorstellungsgespräch kosten.",
    },
    IE: {
      name: "Irland",
      norm: "In Irland ist ein Foto im Lebenslauf unerwünscht.",
      why: "Die Employment Equality Acts 1998–2015 verbieten Benachteiligung aus neun Gründen, darunter Geschlecht, Alter und Herkunft, deshalb erwarten irische Arbeitgeber kein Foto, und viele legen Lebensläufe mit Foto beiseite.",
      format: "Lass das Foto im Lebenslauf weg und nutze es stattdessen für dein LinkedIn-Profil, das Personaler sich ansehen.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto bringt dort also nichts, und bei Arbeitgebern, die Lebensläufe mit Foto aussortieren, kann es dich das Vorstellungsgespräch kosten.",
    },
    US: {
      name: "USA",
      norm: "In den USA ist ein Foto im Lebenslauf unerwünscht.",
      why: "Title VII des Civil Rights Act von 1964 und die weiteren Gesetze, über die die Gleichstellungsbehörde EEOC wacht, verbieten Personalentscheidungen nach Herkunft, Geschlecht, Alter und anderen geschützten Merkmalen; die EEOC rät Arbeitgebern, keine Fotos zu verlangen, und viele sortieren Lebensläufe mit Foto aus.",
      format: "Lass das Foto im Lebenslauf (résumé) weg und nutze es stattdessen für dein LinkedIn-Profil, das Personaler sich ansehen.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto bringt dort also nichts, und bei Arbeitgebern, die Lebensläufe mit Foto aussortieren, kann es dich das Vorstellungsgespräch kosten.",
    },
    CA: {
      name: "Kanada",
      norm: "In Kanada ist ein Foto im Lebenslauf unerwünscht.",
      why: "Der Canadian Human Rights Act und die Menschenrechtsgesetze der Provinzen verbieten die Auswahl nach Herkunft, Geschlecht, Alter und anderen Merkmalen, deshalb erwarten kanadische Arbeitgeber kein Foto, und viele legen Lebensläufe mit Foto beiseite.",
      format: "Lass das Foto im Lebenslauf (résumé) weg und nutze es stattdessen für dein LinkedIn-Profil, das Personaler sich ansehen.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto bringt dort also nichts, und bei Arbeitgebern, die Lebensläufe mit Foto aussortieren, kann es dich das Vorstellungsgespräch kosten.",
    },
    AU: {
      name: "Australien",
      norm: "In Australien ist ein Foto im Lebenslauf unerwünscht.",
      why: "Der Sex Discrimination Act 1984, der Racial Discrimination Act 1975 und der Age Discrimination Act 2004 verbieten die Auswahl nach Geschlecht, Herkunft oder Alter, deshalb erwarten australische Arbeitgeber kein Foto, und viele legen Lebensläufe mit Foto beiseite.",
      format: "Lass das Foto im Lebenslauf (résumé) weg und nutze es stattdessen für dein LinkedIn-Profil, das Personaler sich ansehen.",
      ats: "Bewerbermanagementsysteme lesen nur den Text, ein Foto bringt dort also nichts, und bei Arbeitgebern, die Lebensläufe mit Foto aussortieren, kann es dich das Vorstellungsgespräch kosten.",
    },
  },
} satisfies typeof en;
