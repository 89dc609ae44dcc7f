import type en from "../en/ad-landing";

export default {
  title: "Bewerbungsfotos aus deinen Selfies | Resoume",
  description:
    "Mach aus ein paar Selfies Bewerbungsfotos in Studioqualität für Lebenslauf und LinkedIn. Einmal zahlen, kein Konto, Lieferung per E-Mail, Geld zurück.",
  heading: "Professionelle Bewerbungsfotos ohne Fotostudio",
  intro:
    "Lade {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch (mindestens {{selfiesMin}}) und erhalte gelungene Porträts für Lebenslauf, Bewerbung und LinkedIn per E-Mail. Wähle aus {{styleCount}} Stilen, zahl einmal und spar dir den Fototermin.",
  cta: "Meine Bewerbungsfotos erstellen",
  original: {
    points: [
      "Ab {{startingPrice}}, einmal bezahlt",
      "{{styleCount}} Stile, von Business bis Kreativ",
      "Unter {{premiumDelivery}} mit Premium und Ultimate",
      "Geld zurück innerhalb von {{refundDays}} Tagen",
    ],
    sections: {
      how: {
        heading: "So funktioniert es",
        blocks: [
          "- Paket wählen und einmal bezahlen. Kein Abo, kein Konto.",
          "- {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hochladen, mit dem Handy aufgenommen.",
          "- Fotos per E-Mail erhalten und die besten für Lebenslauf und LinkedIn auswählen.",
        ],
      },
      trust: {
        heading: "Deine Fotos sind bei uns sicher",
        blocks: [
          "Wir verwenden deine Selfies nur für deine Bewerbungsfotos. Jedes Foto wird nach {{retentionDays}} Tagen gelöscht, und passt das Ergebnis nicht, erstatten wir dir den Betrag innerhalb von {{refundDays}} Tagen nach dem Kauf.",
        ],
      },
    },
    closing: {
      heading: "Dein neues Bewerbungsfoto ist nur ein paar Selfies entfernt",
      text: "Wähle jetzt dein Paket, und deine Fotos landen noch heute in deinem Postfach.",
    },
  },
  directResponse: {
    heading: "Bewerbungsfotos noch heute. Einmal zahlen. Ohne Risiko.",
    intro:
      "Professionelle Bewerbungsfotos ab {{startingPrice}}, geliefert per E-Mail: mit Premium oder Ultimate in unter {{premiumDelivery}}, mit Basic in etwa {{basicDelivery}}. Kein Abo, kein Konto, und dein Geld zurück innerhalb von {{refundDays}} Tagen, wenn du nicht zufrieden bist.",
    points: [
      "Basic, {{basicPrice}}: {{basicPhotos}} Fotos",
      "Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen",
      "Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen",
    ],
    sections: {
      value: {
        heading: "Warum mehr für ein Fotostudio zahlen?",
        blocks: [
          "Ein Studiotermin heißt: Termin vereinbaren, hinfahren und tagelang auf eine Handvoll retuschierter Bilder warten. Mit Resoume bekommst du Dutzende Fotos noch heute, zum Festpreis, ohne das Haus zu verlassen.",
        ],
      },
      guarantee: {
        heading: "Ohne Risiko ausprobieren",
        blocks: [
          "Gefallen dir deine Fotos nicht, klicke innerhalb von {{refundDays}} Tagen auf deiner Bestellseite auf „Bestellung erstatten“, und du bekommst jeden Cent zurück. Ohne Diskussion.",
        ],
      },
    },
    closing: {
      heading: "Hol dir jetzt deine Bewerbungsfotos",
      text: "Paket wählen, Selfies hochladen, fertig. Deine Fotos können in unter {{premiumDelivery}} in deinem Postfach sein.",
    },
  },
  emotionalStory: {
    heading: "Geh mit einem Foto ins Gespräch, auf das du stolz bist",
    intro:
      "Du kennst den Moment: Im Vorstellungsgespräch liegt deine Bewerbung auf dem Tisch, und da bist du, ruhig, selbstbewusst und ganz du selbst. Kein schief ausgeschnittenes Hochzeitsfoto, kein unscharfes Webcam-Bild. Resoume macht aus den Selfies, die du schon hast, Bewerbungsfotos, die du gern verschickst, damit dein erster Eindruck schon vor dem ersten Hallo stimmt.",
    points: ["Aus deinen eigenen Selfies", "Fertig in unter {{premiumDelivery}}", "Geld zurück innerhalb von {{refundDays}} Tagen"],
    sections: {
      story: {
        heading: "Das Foto, das du immer wieder aufschiebst",
        blocks: [
          "Vielleicht willst du dein Foto schon seit Monaten erneuern. Das letzte gute stammt von einer Hochzeit vor ein paar Jahren, so knapp ausgeschnitten, dass noch eine fremde Schulter zu sehen ist. Einen Fotografen zu buchen, fühlt sich nach einem großen Schritt an, und jedes Selfie sieht eben aus wie ein Selfie.",
          "Also bleibt das alte Foto: im Lebenslauf, auf LinkedIn, in der Bewerbung, die du gerade abschicken willst. Und irgendwo im Hinterkopf weißt du, dass es nicht den Menschen zeigt, der du heute bist.",
        ],
      },
      change: {
        heading: "Was ein Foto ändert, das dir gefällt",
        blocks: [
          "Ein gutes Foto verschafft dir nicht die Stelle. Aber es verändert, wie du auftrittst. Du schickst Bewerbungen ab, ohne zu zögern, aktualisierst dein Profil, ohne zusammenzuzucken, und wer deine Unterlagen öffnet, sieht als Erstes einen Menschen, der kompetent, zugänglich und ganz wie du wirkt.",
        ],
      },
      how: {
        heading: "Einfacher, als du denkst",
        blocks: [
          "Mach zu Hause ein paar Selfies und lade sie hoch. Resoume macht daraus Porträts in professionellem Licht und passender Umgebung und schickt sie dir per E-Mail. Liebst du sie nicht, bekommst du dein Geld innerhalb von {{refundDays}} Tagen zurück.",
        ],
      },
    },
    closing: {
      heading: "Gönn dir das Foto, das du verdienst",
      text: "Es kostet dich heute ein paar Minuten und macht jede weitere Bewerbung ein Stück leichter.",
    },
  },
} satisfies typeof en;
