import type en from "../en/about";

export default {
  title: "Über Resoume: Bewerbungsfotos ohne Fotostudio | Resoume",
  description:
    "Resoume bringt dich ohne Fotostudio zu einem professionellen Bewerbungsfoto: Einmal-Pakete, kein Konto, Speicherung in der EU, Löschung nach {{retentionDays}} Tagen.",
  heading: "Ein besseres Foto für deinen nächsten Karriereschritt",
  intro:
    "Resoume gibt es, weil ein gutes Bewerbungsfoto nicht von einem Termin beim Fotografen abhängen sollte. Du lädst ein paar Selfies hoch, wählst einen Stil und bekommst Porträts in Studioqualität per E-Mail – ohne Konto und ohne Abo.",
  story: {
    heading: "Warum es Resoume gibt",
    paragraphs: [
      "Das Bewerbungsfoto ist oft das Erste, was Personalverantwortliche von dir sehen. Trotzdem heißt ein gutes Foto meist: Studio suchen, freinehmen und für einen Termin zahlen, dessen Ergebnis du erst hinterher siehst. Viele schneiden am Ende doch ein Urlaubsfoto zurecht – und das sieht man.",
      "Wir wollten es einfacher und fairer: Du startest mit den Selfies, die du ohnehin machst, die Studioarbeit passiert bei uns, und die Bedingungen sind klar. Ein Preis, einmal bezahlt, Fotos im Postfach – und dein Geld zurück, wenn sie nicht zu dir passen.",
    ],
  },
  promises: {
    heading: "Was wir versprechen",
    items: {
      privacy: {
        title: "Deine Fotos bleiben deine",
        text: "Resoume sitzt in {{hostingCountry}}, und deine Fotos werden in der EU gespeichert. Deine Selfies werden nur für deine Bestellung verwendet, und jedes Selfie und jedes Foto wird {{retentionDays}} Tage danach gelöscht.",
      },
      price: {
        title: "Ein Preis, einmal bezahlt",
        text: "Pakete gibt es ab {{startingPrice}}. Kein Abo und kein Konto – also nichts zu kündigen und kein Passwort zu vergessen.",
      },
      refund: {
        title: "Geld zurück",
        text: "Wenn dir deine Fotos nicht gefallen, klicke innerhalb von {{refundDays}} Tagen nach dem Kauf auf deiner Bestellseite auf „Bestellung erstatten“, und du bekommst den vollen Betrag zurück.",
      },
      support: {
        title: "Menschen, die antworten",
        text: "Jede E-Mail wird von einem Menschen gelesen und beantwortet, während der Geschäftszeiten innerhalb von {{supportReplyHours}} Stunden.",
      },
    },
    privacyGuide: "Was mit deinen Fotos passiert, Schritt für Schritt",
  },
  business: {
    heading: "Für Coaches, Personalberatungen und Teams",
    text: "Karrierecoaches und Personalberatungen können ihren Kundinnen und Kunden Resoume-Fotos unter eigener Marke anbieten, und für Teams ab {{teamMinPeople}} Personen gibt es Teampreise.",
    link: "Unser White-Label-Angebot",
  },
  contact: {
    heading: "Sprich mit uns",
    text: "Eine Frage zu deiner Bestellung, eine Idee für einen neuen Stil oder eine Presseanfrage: Wir lesen jede Nachricht.",
    link: "Dem Resoume-Team schreiben",
  },
} satisfies typeof en;
