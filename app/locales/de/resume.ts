import type en from "../en/resume";

export default {
  title: "Fotos für Lebenslauf und deine ganze Bewerbung | Resoume",
  description:
    "Eine Reihe professioneller Fotos für Lebenslauf, LinkedIn, Bewerbungsportale und E-Mail-Signatur, erstellt aus deinen Selfies und per E-Mail geliefert.",
  heading: "Fotos für deinen Lebenslauf und überall, wo deine Bewerbung hinkommt",
  intro:
    "Deine Bewerbung ist mehr als ein Dokument. Personaler lesen deinen Lebenslauf, schauen sich dein LinkedIn-Profil an und treffen dich dann im Videocall. Resoume macht aus deinen Selfies eine stimmige Reihe professioneller Fotos für all das, damit du überall als dieselbe souveräne Person auftrittst.",
  highlights: [
    "{{styleCount}} Stile, von Business bis Kreativ",
    "Unter {{premiumDelivery}} mit Premium und Ultimate",
    "Kein Konto, kein Abo",
    "Geld zurück innerhalb von {{refundDays}} Tagen",
  ],
  cta: "Paket wählen",
  focus: {
    heading: "Wo dein Foto für dich arbeitet",
    blocks: [
      "### Im Lebenslauf",
      "In Deutschland, Österreich, der Schweiz und vielen Ländern Europas, Lateinamerikas und Asiens erwarten Arbeitgeber ein Foto im Lebenslauf. Wo das nicht üblich ist, etwa in den USA, Großbritannien oder Kanada, lässt du es im Dokument weg und nutzt dein Porträt überall sonst.",
      "### Auf LinkedIn, XING und in Jobportalen",
      "Ein Profil ohne Foto wirkt unfertig, und Personaler klicken schneller weiter. Viele Jobportale und Bewerbermanagementsysteme verlangen ebenfalls ein Profilbild: Mit einer Fotoreihe siehst du überall gleich aus.",
      "### In der E-Mail-Signatur und im Videocall",
      "Ein kleines Foto in deiner Signatur oder als Bild im Videocall gibt deinem Namen ein Gesicht, noch bevor das Gespräch beginnt.",
      "### Auf deiner Website oder in deinem Portfolio",
      "Wenn du deine Arbeit online zeigst, macht ein freundliches Porträt die Seite persönlich. Für Werbung für dein eigenes Unternehmen brauchst du die kommerzielle Lizenz des Pakets Ultimate.",
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
        title: "Fertig vor deiner Frist",
        text: "Premium und Ultimate liefern in unter {{premiumDelivery}}, Basic in etwa {{basicDelivery}}: Für die Stellenanzeige von heute gibt es noch heute das Foto.",
      },
      fair: {
        title: "Fair und ohne Risiko",
        text: "Einmal zahlen ab {{startingPrice}}, kein Abo, und dein Geld zurück innerhalb von {{refundDays}} Tagen, wenn du nicht zufrieden bist.",
      },
    },
  },
  steps: {
    heading: "In vier Schritten von Selfies zu Bewerbungsfotos",
    items: [
      "Wähle dein Paket auf der [Preisseite](/pricing).",
      "Lade {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch, am besten bei unterschiedlichem Licht und aus verschiedenen Blickwinkeln.",
      "Wähle die Stile, die zu den Stellen passen, auf die du dich bewirbst.",
      "Lade deine Fotos über den Link in deiner E-Mail herunter und nutze deine Favoriten im Lebenslauf, auf LinkedIn und darüber hinaus.",
    ],
  },
  plans: {
    heading: "Pakete für jede Jobsuche",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil, für eine schnelle Auffrischung von Lebenslauf und Profil.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen und höherer Auflösung, die beliebteste Wahl für eine vollständige Bewerbung.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, bevorzugt bearbeitet, einschließlich kommerzieller Nutzungsrechte für dein eigenes Unternehmen.",
      "Einmal zahlen, kein Abo, und wenn du nicht zufrieden bist, dein Geld zurück innerhalb von {{refundDays}} Tagen.",
    ],
  },
  faq: {
    heading: "Fragen zu Fotos für den Lebenslauf",
    blocks: [
      "### Gehört überhaupt ein Foto in meinen Lebenslauf?",
      "Das hängt davon ab, wo du dich bewirbst. Im deutschsprachigen Raum wird es erwartet, in den USA, Großbritannien und Kanada meist weggelassen. Wenn du unsicher bist, sagt dir unser kostenloser [Bewerbungsfoto-Check](/resume-review), was Arbeitgeber in deinem Zielland erwarten.",
      "### Welches Foto nehme ich wofür?",
      "Ein förmlicheres Foto passt in den Lebenslauf, ein etwas lockereres zu LinkedIn und in die Signatur. Jedes Foto kommt als Bilddatei, die du für den Lebenslauf hochkant und für Profile quadratisch zuschneiden kannst.",
      "### Darf ich die Fotos für mein eigenes Unternehmen nutzen?",
      "Um dich selbst darzustellen, ja, mit jedem Paket, auch auf der Teamseite deines Unternehmens. Um Waren oder Dienstleistungen zu bewerben, brauchst du die kommerzielle Lizenz des Pakets Ultimate; Einzelheiten stehen in unseren [AGB](/terms-of-service).",
    ],
  },
  closing: {
    heading: "Bereit, deine Bewerbung abzurunden?",
    text: "Paket wählen, Selfies hochladen und deine neuen Fotos noch heute im Postfach haben.",
  },
} satisfies typeof en;
