import type en from "../en/delivery-email";

export default {
  subject: "Deine {{count}} Bewerbungsfotos sind fertig",
  body: [
    "Hallo,",
    "Deine Bewerbungsfotos sind fertig: {{count}} Fotos aus dem Paket {{plan}}, {{styles}}.",
    "Mit deinem privaten Link siehst du sie an und lädst sie herunter, ohne Konto und ohne Passwort:",
    "{{link}}",
    "Wir löschen deine Selfies und Bewerbungsfotos am {{date}}, wie versprochen; lade also bitte vorher herunter, was du behalten möchtest. Wenn dir ein Foto nicht ähnlich sieht, klicke darauf auf „Sieht mir nicht ähnlich“, und wir machen dir ein neues im selben Stil. Wenn du nicht zufrieden bist, klicke innerhalb von {{refundDays}} Tagen nach dem Kauf auf deiner Bestellseite auf „Bestellung erstatten“, und wir erstatten dir den vollen Betrag.",
    "Viele Grüße\nDein Resoume-Team",
  ],
  open: "Meine Bewerbungsfotos öffnen",
  firstLook: "Ein erster Blick:",
  thumbnail: "{{style}}, Foto {{n}}",
  perStyle: "{{count}} × {{style}}",
  failedSubject: "Wir konnten deine Bewerbungsfotos nicht erstellen",
  failed: [
    "Hallo,",
    "Es tut uns leid: Das Erstellen deiner Bewerbungsfotos aus dem Paket {{plan}} ist fehlgeschlagen, und unser Team ist informiert. Wir erstatten dir den vollen Betrag oder versuchen es, wenn du möchtest, noch einmal für dich: Antworte einfach auf diese E-Mail.",
    "Viele Grüße\nDein Resoume-Team",
  ],
} satisfies typeof en;
