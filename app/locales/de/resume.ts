import type en from "../en/resume";

export default {
  title: "Fotos für Lebenslauf und Ihre ganze Bewerbung | Resoume",
  description:
    "Eine Reihe professioneller Fotos für Lebenslauf, LinkedIn, Bewerbungsportale und E-Mail-Signatur, erstellt aus Ihren Selfies und per E-Mail geliefert.",
  heading: "Fotos für Ihren Lebenslauf und überall, wo Ihre Bewerbung hinkommt",
  intro:
    "Ihre Bewerbung ist mehr als ein Dokument. Personaler lesen Ihren Lebenslauf, schauen sich Ihr LinkedIn-Profil an und treffen Sie dann im Videocall. Resoume macht aus Ihren Selfies eine stimmige Reihe professioneller Fotos für all das, damit Sie überall als dieselbe souveräne Person auftreten.",
  highlights: [
    "{{styleCount}} Stile, von Business bis Kreativ",
    "Unter {{premiumDelivery}} mit Premium und Ultimate",
    "Kein Konto, kein Abo",
    "Geld zurück innerhalb von {{refundDays}} Tagen",
  ],
  cta: "Paket wählen",
  focus: {
    heading: "Wo Ihr Foto für Sie arbeitet",
    blocks: [
      "### Im Lebenslauf",
      "In Deutschland, Österreich, der Schweiz und vielen Ländern Europas, Lateinamerikas und Asiens erwarten Arbeitgeber ein Foto im Lebenslauf. Wo das nicht üblich ist, etwa in den USA, Großbritannien oder Kanada, lassen Sie es im Dokument weg und nutzen Ihr Porträt überall sonst.",
      "### Auf LinkedIn, XING und in Jobportalen",
      "Ein Profil ohne Foto wirkt unfertig, und Personaler klicken schneller weiter. Viele Jobportale und Bewerbermanagementsysteme verlangen ebenfalls ein Profilbild: Mit einer Fotoreihe sehen Sie überall gleich aus.",
      "### In der E-Mail-Signatur und im Videocall",
      "Ein kleines Foto in Ihrer Signatur oder als Bild im Videocall gibt Ihrem Namen ein Gesicht, noch bevor das Gespräch beginnt.",
      "### Auf Ihrer Website oder in Ihrem Portfolio",
      "Wenn Sie Ihre Arbeit online zeigen, macht ein freundliches Porträt die Seite persönlich. Für Werbung für Ihr eigenes Unternehmen brauchen Sie die kommerzielle Lizenz des Pakets Ultimate.",
    ],
  },
  benefits: {
    heading: "Warum eine stimmige Fotoreihe den Unterschied macht",
    cards: {
      consistent: {
        title: "Überall einheitlich",
        text: "Fotos aus einer Reihe haben dasselbe Licht und denselben Look, deshalb passen Lebenslauf, Profile und Signatur zusammen.",
      },
      choice: {
        title: "Ein Foto für jeden Zweck",
        text: "Premium liefert {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen: ein förmliches für den Lebenslauf, ein wärmeres für LinkedIn.",
      },
      fast: {
        title: "Fertig vor Ihrer Frist",
        text: "Premium und Ultimate liefern in unter {{premiumDelivery}}, Basic in etwa {{basicDelivery}}: Für die Stellenanzeige von heute gibt es noch heute das Foto.",
      },
      fair: {
        title: "Fair und ohne Risiko",
        text: "Einmal zahlen ab {{startingPrice}}, kein Abo, und Ihr Geld zurück innerhalb von {{refundDays}} Tagen, wenn Sie nicht zufrieden sind.",
      },
    },
  },
  steps: {
    heading: "In vier Schritten von Selfies zu Bewerbungsfotos",
    items: [
      "Wählen Sie Ihr Paket auf der [Preisseite](/pricing).",
      "Laden Sie {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch, am besten bei unterschiedlichem Licht und aus verschiedenen Blickwinkeln.",
      "Wählen Sie die Stile, die zu den Stellen passen, auf die Sie sich bewerben.",
      "Laden Sie Ihre Fotos über den Link in Ihrer E-Mail herunter und nutzen Sie Ihre Favoriten im Lebenslauf, auf LinkedIn und darüber hinaus.",
    ],
  },
  plans: {
    heading: "Pakete für jede Jobsuche",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil, für eine schnelle Auffrischung von Lebenslauf und Profil.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen und höherer Auflösung, die beliebteste Wahl für eine vollständige Bewerbung.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, bevorzugt bearbeitet, einschließlich kommerzieller Nutzungsrechte für Ihr eigenes Unternehmen.",
      "Einmal zahlen, kein Abo, und wenn Sie nicht zufrieden sind, Ihr Geld zurück innerhalb von {{refundDays}} Tagen.",
    ],
  },
  faq: {
    heading: "Fragen zu Fotos für den Lebenslauf",
    blocks: [
      "### Gehört überhaupt ein Foto in meinen Lebenslauf?",
      "Das hängt davon ab, wo Sie sich bewerben. Im deutschsprachigen Raum wird es erwartet, in den USA, Großbritannien und Kanada meist weggelassen. Wenn Sie unsicher sind, sagt Ihnen unser kostenloser [Bewerbungsfoto-Check](/resume-review), was Arbeitgeber in Ihrem Zielland erwarten.",
      "### Welches Foto nehme ich wofür?",
      "Ein förmlicheres Foto passt in den Lebenslauf, ein etwas lockereres zu LinkedIn und in die Signatur. Jedes Foto kommt als Bilddatei, die Sie für den Lebenslauf hochkant und für Profile quadratisch zuschneiden können.",
      "### Darf ich die Fotos für mein eigenes Unternehmen nutzen?",
      "Um sich selbst darzustellen, ja, mit jedem Paket, auch auf der Teamseite Ihres Unternehmens. Um Waren oder Dienstleistungen zu bewerben, brauchen Sie die kommerzielle Lizenz des Pakets Ultimate; Einzelheiten stehen in unseren [AGB](/terms-of-service).",
    ],
  },
  closing: {
    heading: "Bereit, Ihre Bewerbung abzurunden?",
    text: "Paket wählen, Selfies hochladen und Ihre neuen Fotos noch heute im Postfach haben.",
  },
} satisfies typeof en;
