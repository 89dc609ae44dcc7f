import type en from "../en/order-email";

export default {
  subject: "Deine Resoume-Bestellung: das Paket {{plan}}",
  body: [
    "Hallo,",
    "vielen Dank für deine Bestellung! Deine Zahlung über {{amount}} für das Paket {{plan}} ist eingegangen.",
    "Als Nächstes lädst du {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} aktuelle Selfies hoch (mindestens {{selfiesMin}}). Dieser persönliche Link führt dich direkt zu deiner Bestellung, ganz ohne Konto und Passwort:",
    "{{link}}",
    "Sobald deine Selfies hochgeladen sind und du auf „Meine Bewerbungsfotos erstellen“ drückst, sind die Fotos des Pakets {{plan}} innerhalb von {{duration}} fertig, und wir schreiben dir, sobald es so weit ist.",
    "Der Link gilt bis zum {{date}}. Bitte bewahre diese E-Mail auf und leite sie nicht weiter: Wer den Link hat, kann deine Bestellung öffnen.",
    "Deine Selfies und Bewerbungsfotos löschen wir {{days}} Tage nach deiner Bestellung. Bist du mit deinen Fotos nicht zufrieden, klicke innerhalb von {{refundDays}} Tagen nach dem Kauf auf deiner Bestellseite auf „Bestellung erstatten“, und wir erstatten dir den vollen Betrag.",
    "Viele Grüße\nDein Resoume-Team",
  ],
} satisfies typeof en;
