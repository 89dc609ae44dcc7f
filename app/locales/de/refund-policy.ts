import type en from "../en/refund-policy";

export default {
  title: "Rückerstattung: unser Geld-zurück-Versprechen | Resoume",
  description:
    "Sie sind mit Ihren Bewerbungsfotos nicht zufrieden? Dann bekommen Sie Ihr Geld zurück. So läuft die Erstattung ab, und so gehen wir mit Ihren Fotos um.",
  heading: "Rückerstattung",
  intro:
    "Sie sollen Ihre neuen Bewerbungsfotos mit gutem Gefühl verwenden. Entspricht Ihr Paket nicht Ihren Erwartungen, bekommen Sie Ihr Geld zurück: Schreiben Sie uns einfach innerhalb von {{refundDays}} Tagen nach dem Kauf. Hier erfahren Sie, wie das abläuft.",
  contents: "Auf dieser Seite",
  sections: {
    promise: {
      heading: "Unser Versprechen",
      blocks: [
        "Sind Sie mit Ihren Fotos nicht zufrieden, erstatten wir Ihnen den vollen gezahlten Preis, bei jedem Paket: Basic, Premium und Ultimate. Sie müssen Ihre Entscheidung nicht begründen, ein Satz dazu, was Ihnen nicht gefallen hat, hilft uns aber, besser zu werden.",
        "Das Versprechen gilt {{refundDays}} Tage ab dem Kaufdatum. Es gilt auch, wenn auf unserer Seite etwas schiefgegangen ist, etwa wenn Ihre Fotos nie angekommen sind. Dann bieten wir Ihnen in der Regel zuerst an, Ihr Paket neu zu erstellen, und Sie entscheiden, ob Sie lieber Ihr Geld zurückmöchten.",
        "Haben Sie einen Rabattcode verwendet, erhalten Sie den Betrag zurück, den Sie tatsächlich gezahlt haben.",
      ],
    },
    request: {
      heading: "So beantragen Sie die Erstattung",
      blocks: [
        "Schreiben Sie innerhalb von {{refundDays}} Tagen nach dem Kauf an {{companyEmail}}. Damit wir Ihre Bestellung sofort finden, bitten wir Sie:",
        "- die E-Mail von der Adresse zu senden, mit der Sie bestellt haben, oder uns diese Adresse zu nennen;",
        "- die Bestellnummer aus der Quittung anzugeben, die Sie nach der Zahlung erhalten haben;",
        "- uns, wenn Sie mögen, kurz zu schreiben, was Ihnen nicht gefallen hat.",
        "Wir beantworten jede E-Mail innerhalb von {{supportReplyHours}} Stunden während unserer Geschäftszeiten und bestätigen Ihnen die Erstattung per E-Mail.",
      ],
    },
    payment: {
      heading: "So kommt Ihr Geld zurück",
      blocks: [
        "Die Zahlungen für Resoume wickelt Lemon Squeezy ab, das unsere Pakete als Händler (Merchant of Record) verkauft. Sobald wir Ihre Erstattung bestätigt haben, überweist Lemon Squeezy den Betrag auf das Zahlungsmittel, mit dem Sie bezahlt haben, in der ursprünglichen Währung und einschließlich der gezahlten Umsatzsteuer.",
        "Die Erstattung wird innerhalb von zwei Werktagen nach unserer Bestätigung veranlasst. Je nach Bank oder Kartenanbieter dauert es weitere fünf bis zehn Werktage, bis sie auf Ihrem Konto erscheint.",
      ],
    },
    photos: {
      heading: "Was mit Ihren Fotos geschieht",
      blocks: [
        "Erstatten wir eine Bestellung, löschen wir Ihre hochgeladenen Selfies, die erzeugten Fotos und das für Ihre Bestellung trainierte KI-Modell innerhalb von zwei Werktagen, statt auf die automatische Löschung nach {{retentionDays}} Tagen zu warten. Ihr Download-Link funktioniert ab dann nicht mehr.",
        "Mit der Erstattung wird der Kauf rückgängig gemacht und damit auch die Nutzungsrechte, die mit dem Paket verbunden waren. Bitte löschen Sie heruntergeladene Fotos aus dieser Bestellung und verwenden Sie sie nicht weiter.",
        "Wir bewahren nur auf, was wir gesetzlich aufbewahren müssen, etwa den Beleg über Zahlung und Erstattung für unsere Buchhaltung; Fotos enthält er nie. Einzelheiten finden Sie in unserer [Datenschutzerklärung](/privacy-policy).",
      ],
    },
    fairUse: {
      heading: "Faire Nutzung",
      blocks: [
        "Unser Versprechen richtet sich an Kundinnen und Kunden, die mit ihrem Ergebnis nicht zufrieden sind. Kauft und erstattet dieselbe Person immer wieder Pakete, können wir weitere Erstattungen und weitere Bestellungen ablehnen.",
        "Wenn Sie eine Zahlung bei Ihrer Bank oder Ihrem Kartenanbieter zurückbuchen lassen, statt uns zu schreiben, dauert die Erstattung für alle länger. Bitte melden Sie sich zuerst bei uns; wir klären das schnell.",
      ],
    },
    statutory: {
      heading: "Ihre gesetzlichen Rechte",
      blocks: [
        "Dieses Versprechen gilt zusätzlich zu Ihren gesetzlichen Rechten und schränkt sie nicht ein. Insbesondere bleiben Ihre gesetzlichen Gewährleistungsrechte und, soweit es besteht, Ihr gesetzliches Widerrufsrecht unberührt. Beides erläutern unsere [AGB](/terms-of-service).",
      ],
    },
  },
} satisfies typeof en;
