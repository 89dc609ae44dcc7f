import type en from "../en/create-headshot";

export default {
  title: "Selfies hochladen | Resoume",
  description:
    "Lade {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} aktuelle Selfies hoch (mindestens {{selfiesMin}}) und starte deine Bewerbungsfotos. JPEG, PNG oder WebP bis 5 MB pro Bild; die fertigen Fotos kommen per E-Mail.",
  heading: "Lade deine Selfies hoch",
  intro:
    "Du hast dein Paket gewählt? Dann lade jetzt {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} aktuelle, scharfe Selfies von dir hoch (mindestens {{selfiesMin}}): Unterschiedliche Blickwinkel und Hintergründe helfen, Mützen, Sonnenbrillen und andere Personen im Bild dagegen nicht. Sobald deine Fotos da sind, legen wir los und schicken dir deine Bewerbungsfotos per E-Mail, mit Basic in etwa 2 Stunden, mit Premium und Ultimate in unter 1 Stunde.",
  order: {
    heading: "Dein Paket {{plan}}",
    paid: "Bezahlt am {{date}}: {{amount}}",
    discount: "Rabattcode {{code}} eingelöst",
    email: "Deine Bestätigung und dein persönlicher Link gingen an {{email}}.",
    link: "Der persönliche Link gilt bis zum {{date}}. Danach werden deine Selfies und Bewerbungsfotos wie versprochen gelöscht.",
    testMode: "Testbestellung: Es wurde kein Geld abgebucht.",
    refunded: "Diese Bestellung wurde am {{date}} erstattet. Dafür werden keine Bewerbungsfotos mehr erstellt.",
  },
  pending: {
    heading: "Wir bestätigen deine Zahlung",
    text: "Das dauert meist nur wenige Sekunden, und diese Seite aktualisiert sich von selbst. Deine Bestätigung mit dem persönlichen Link ist ebenfalls per E-Mail unterwegs.",
  },
  delayed: {
    heading: "Die Bestätigung deiner Zahlung ist noch nicht bei uns",
    text: "Diese Seite prüft jetzt nicht mehr. Normalerweise kommt die Bestätigung in Sekunden; wenn du bezahlt hast, kann sie noch eintreffen, und wir schicken dir dann deinen persönlichen Link per E-Mail, du kannst diese Seite also schließen. Findest du nach einer Stunde keine E-Mail von uns (schau auch im Spam-Ordner), schreib uns mit der Adresse, mit der du bezahlt hast, und wir klären das.",
    support: "Unsere Support-Adresse:",
    again: "Erneut prüfen",
  },
  none: {
    heading: "Hier ist noch keine Bestellung",
    text: "Hier lädst du deine Selfies hoch, sobald du ein Paket hast. In diesem Browser gibt es noch keine Bestellung: Wähl zuerst ein Paket, direkt nach dem Bezahlen kommst du hierher zurück.",
    steps: [
      "Wähl dein Paket und bezahl einmalig, ohne Konto.",
      "Lade hier {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}} Selfies hoch (mindestens {{selfiesMin}}).",
      "Erhalte deine Bewerbungsfotos per E-Mail.",
    ],
    cta: "Paket wählen",
    paid: "Schon bezahlt? Öffne den persönlichen Link in deiner Bestell-E-Mail; er bringt dich auf jedem Gerät zu deiner Bestellung zurück.",
  },
  invalid: {
    heading: "Dieser Link funktioniert nicht",
    text: "Vielleicht ist er unvollständig oder verändert. Öffne ihn bitte noch einmal aus deiner Bestell-E-Mail; klappt es dann immer noch nicht, antworte auf diese E-Mail, und wir helfen dir.",
  },
  expired: {
    heading: "Dieser Link ist abgelaufen",
    text: "Links zu einer Bestellung gelten {{days}} Tage. Danach werden Selfies und Bewerbungsfotos wie versprochen gelöscht. Wenn du Hilfe brauchst, antworte auf deine Bestell-E-Mail.",
  },
} satisfies typeof en;
