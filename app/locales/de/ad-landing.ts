import type en from "../en/ad-landing";

export default {
  title: "Bewerbungsfotos aus Ihren Selfies | Resoume",
  description:
    "Machen Sie aus ein paar Selfies Bewerbungsfotos in Studioqualität für Lebenslauf und LinkedIn. Einmal zahlen, kein Konto, Lieferung per E-Mail, Geld zurück.",
  heading: "Professionelle Bewerbungsfotos ohne Fotostudio",
  intro:
    "Laden Sie {{selfiesMin}} bis {{selfiesMax}} Selfies hoch und erhalten Sie gelungene Porträts für Lebenslauf, Bewerbung und LinkedIn per E-Mail. Wählen Sie aus {{styleCount}} Stilen, zahlen Sie einmal und sparen Sie sich den Fototermin.",
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
        heading: "Ihre Fotos sind bei uns sicher",
        blocks: [
          "Wir verwenden Ihre Selfies nur für Ihre Bewerbungsfotos. Jedes Foto wird nach {{retentionDays}} Tagen gelöscht, und passt das Ergebnis nicht, erstatten wir Ihnen den Betrag innerhalb von {{refundDays}} Tagen nach dem Kauf.",
        ],
      },
    },
    closing: {
      heading: "Ihr neues Bewerbungsfoto ist nur ein paar Selfies entfernt",
      text: "Wählen Sie jetzt Ihr Paket und haben Sie Ihre Fotos noch heute im Postfach.",
    },
  },
  directResponse: {
    heading: "Bewerbungsfotos noch heute. Einmal zahlen. Ohne Risiko.",
    intro:
      "Professionelle Bewerbungsfotos ab {{startingPrice}}, geliefert per E-Mail: mit Premium oder Ultimate in unter {{premiumDelivery}}, mit Basic in etwa {{basicDelivery}}. Kein Abo, kein Konto, und Ihr Geld zurück innerhalb von {{refundDays}} Tagen, wenn Sie nicht zufrieden sind.",
    points: [
      "Basic, {{basicPrice}}: {{basicPhotos}} Fotos",
      "Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen",
      "Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen",
    ],
    sections: {
      value: {
        heading: "Warum mehr für ein Fotostudio zahlen?",
        blocks: [
          "Ein Studiotermin heißt: Termin vereinbaren, hinfahren und tagelang auf eine Handvoll retuschierter Bilder warten. Mit Resoume bekommen Sie Dutzende Fotos noch heute, zum Festpreis, ohne das Haus zu verlassen.",
        ],
      },
      guarantee: {
        heading: "Ohne Risiko ausprobieren",
        blocks: [
          "Gefallen Ihnen Ihre Fotos nicht, schreiben Sie uns innerhalb von {{refundDays}} Tagen, und Sie bekommen jeden Cent zurück. Ohne Formulare, ohne Diskussion.",
        ],
      },
    },
    closing: {
      heading: "Holen Sie sich jetzt Ihre Bewerbungsfotos",
      text: "Paket wählen, Selfies hochladen, fertig. Ihre Fotos können in unter {{premiumDelivery}} in Ihrem Postfach sein.",
    },
  },
  emotionalStory: {
    heading: "Gehen Sie mit einem Foto ins Gespräch, auf das Sie stolz sind",
    intro:
      "Sie kennen den Moment: Im Vorstellungsgespräch liegt Ihre Bewerbung auf dem Tisch, und da sind Sie, ruhig, selbstbewusst und ganz Sie selbst. Kein schief ausgeschnittenes Hochzeitsfoto, kein unscharfes Webcam-Bild. Resoume macht aus den Selfies, die Sie schon haben, Bewerbungsfotos, die Sie gern verschicken, damit Ihr erster Eindruck schon vor dem ersten Hallo stimmt.",
    points: ["Aus Ihren eigenen Selfies", "Fertig in unter {{premiumDelivery}}", "Geld zurück innerhalb von {{refundDays}} Tagen"],
    sections: {
      story: {
        heading: "Das Foto, das Sie immer wieder aufschieben",
        blocks: [
          "Vielleicht wollen Sie Ihr Foto schon seit Monaten erneuern. Das letzte gute stammt von einer Hochzeit vor ein paar Jahren, so knapp ausgeschnitten, dass noch eine fremde Schulter zu sehen ist. Einen Fotografen zu buchen, fühlt sich nach einem großen Schritt an, und jedes Selfie sieht eben aus wie ein Selfie.",
          "Also bleibt das alte Foto: im Lebenslauf, auf LinkedIn, in der Bewerbung, die Sie gerade abschicken wollen. Und irgendwo im Hinterkopf wissen Sie, dass es nicht den Menschen zeigt, der Sie heute sind.",
        ],
      },
      change: {
        heading: "Was ein Foto ändert, das Ihnen gefällt",
        blocks: [
          "Ein gutes Foto verschafft Ihnen nicht die Stelle. Aber es verändert, wie Sie auftreten. Sie schicken Bewerbungen ab, ohne zu zögern, aktualisieren Ihr Profil, ohne zusammenzuzucken, und wer Ihre Unterlagen öffnet, sieht als Erstes einen Menschen, der kompetent, zugänglich und ganz wie Sie wirkt.",
        ],
      },
      how: {
        heading: "Einfacher, als Sie denken",
        blocks: [
          "Machen Sie zu Hause ein paar Selfies und laden Sie sie hoch. Resoume macht daraus Porträts in professionellem Licht und passender Umgebung und schickt sie Ihnen per E-Mail. Lieben Sie sie nicht, bekommen Sie Ihr Geld innerhalb von {{refundDays}} Tagen zurück.",
        ],
      },
    },
    closing: {
      heading: "Gönnen Sie sich das Foto, das Sie verdienen",
      text: "Es kostet Sie heute ein paar Minuten und macht jede weitere Bewerbung ein Stück leichter.",
    },
  },
} satisfies typeof en;
