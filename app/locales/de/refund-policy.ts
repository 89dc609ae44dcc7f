import type en from "../en/refund-policy";

export default {
  title: "Rückerstattung: unser Geld-zurück-Versprechen | Resoume",
  description:
    "Du bist mit deinen Bewerbungsfotos nicht zufrieden? Dann bekommst du dein Geld zurück. So läuft die Erstattung ab, und so gehen wir mit deinen Fotos um.",
  heading: "Rückerstattung",
  intro:
    "Du sollst deine neuen Bewerbungsfotos mit gutem Gefühl verwenden. Entspricht dein Paket nicht deinen Erwartungen, bekommst du dein Geld zurück: Fordere es innerhalb von {{refundDays}} Tagen nach dem Kauf auf deiner Bestellseite an. Hier erfährst du, wie das abläuft.",
  contents: "Auf dieser Seite",
  sections: {
    promise: {
      heading: "Unser Versprechen",
      blocks: [
        "Bist du mit deinen Fotos nicht zufrieden, erstatten wir dir den vollen gezahlten Preis, bei jedem Paket: Basic, Premium und Ultimate. Solange du keines deiner Fotos heruntergeladen hast, musst du nichts begründen; danach bitten wir dich um einen Satz dazu, was dir nicht gefallen hat.",
        "Sehen dir nur einige deiner Fotos nicht ähnlich, kannst du das Paket behalten und stattdessen auf deiner Bestellseite bei jedem davon auf „Sieht mir nicht ähnlich“ klicken: Wir machen dir ein neues im selben Stil, einige pro Bestellung, bis deine Fotos gelöscht werden. Ein so ersetztes Foto zählt für die Erstattung nicht mehr als heruntergeladen.",
        "Das Versprechen gilt {{refundDays}} Tage ab dem Kaufdatum. Es gilt auch, wenn auf unserer Seite etwas schiefgegangen ist, etwa wenn deine Fotos nie angekommen sind. Dann bieten wir dir in der Regel zuerst an, dein Paket neu zu erstellen, und du entscheidest, ob du lieber dein Geld zurückmöchtest.",
        "Hast du einen Rabattcode verwendet, erhältst du den Betrag zurück, den du tatsächlich gezahlt hast.",
      ],
    },
    request: {
      heading: "So beantragst du die Erstattung",
      blocks: [
        "Öffne deine Bestellseite mit dem privaten Link aus deiner Bestell-E-Mail und klicke innerhalb von {{refundDays}} Tagen nach dem Kauf auf „Bestellung erstatten“:",
        "- solange du keines deiner Fotos heruntergeladen hast, bestätigst du mit dem Häkchen, und die Erstattung erfolgt sofort und in voller Höhe;",
        "- hast du schon ein Foto heruntergeladen, schreib uns in ein paar Worten, was nicht gepasst hat, und sende die Anfrage ab: Wir sehen sie uns an und antworten innerhalb von zwei Werktagen, und deine Bestellseite zeigt, ob wir sie bewilligt haben.",
        "Klappt etwas nicht, schreib an {{companyEmail}} von der Adresse, mit der du bestellt hast; wir beantworten jede E-Mail innerhalb von {{supportReplyHours}} Stunden während unserer Geschäftszeiten.",
      ],
    },
    payment: {
      heading: "So kommt dein Geld zurück",
      blocks: [
        "Die Zahlungen für Resoume wickelt Lemon Squeezy ab, das unsere Pakete als Händler (Merchant of Record) verkauft. Sobald deine Bestellung erstattet ist, überweist Lemon Squeezy den Betrag auf das Zahlungsmittel, mit dem du bezahlt hast, in der ursprünglichen Währung und einschließlich der gezahlten Umsatzsteuer.",
        "Die Erstattung wird sofort veranlasst, wenn du deine Bestellung selbst erstattest, und wenn wir deine Anfrage bewilligen. Je nach Bank oder Kartenanbieter dauert es weitere fünf bis zehn Werktage, bis sie auf deinem Konto erscheint.",
      ],
    },
    photos: {
      heading: "Was mit deinen Fotos geschieht",
      blocks: [
        "Erstatten wir eine Bestellung, löschen wir deine hochgeladenen Selfies, die erzeugten Fotos und das für deine Bestellung trainierte KI-Modell innerhalb weniger Minuten, statt auf die automatische Löschung nach {{retentionDays}} Tagen zu warten. Dein Download-Link funktioniert ab dann nicht mehr.",
        "Mit der Erstattung wird der Kauf rückgängig gemacht und damit auch die Nutzungsrechte, die mit dem Paket verbunden waren. Bitte lösche heruntergeladene Fotos aus dieser Bestellung und verwende sie nicht weiter.",
        "Wir bewahren nur auf, was wir gesetzlich aufbewahren müssen, etwa den Beleg über Zahlung und Erstattung für unsere Buchhaltung; Fotos enthält er nie. Einzelheiten findest du in unserer [Datenschutzerklärung](/privacy-policy).",
      ],
    },
    fairUse: {
      heading: "Faire Nutzung",
      blocks: [
        "Unser Versprechen richtet sich an Kundinnen und Kunden, die mit ihrem Ergebnis nicht zufrieden sind. Kauft und erstattet dieselbe Person immer wieder Pakete, können wir weitere Erstattungen und weitere Bestellungen ablehnen.",
        "Wenn du eine Zahlung bei deiner Bank oder deinem Kartenanbieter zurückbuchen lässt, statt uns zu schreiben, dauert die Erstattung für alle länger. Bitte melde dich zuerst bei uns; wir klären das schnell.",
      ],
    },
    statutory: {
      heading: "Deine gesetzlichen Rechte",
      blocks: [
        "Dieses Versprechen gilt zusätzlich zu deinen gesetzlichen Rechten und schränkt sie nicht ein. Insbesondere bleiben deine gesetzlichen Gewährleistungsrechte und, soweit es besteht, dein gesetzliches Widerrufsrecht unberührt. Beides erläutern unsere [AGB](/terms-of-service).",
      ],
    },
  },
} satisfies typeof en;
