import type en from "../en/create-headshot";

export default {
  title: "Selfies hochladen | Resoume",
  description:
    "Lade 5 bis 10 aktuelle Selfies hoch und starte deine Bewerbungsfotos. JPEG, PNG oder WebP bis 5 MB pro Bild; die fertigen Fotos kommen per E-Mail.",
  heading: "Lade deine Selfies hoch",
  intro:
    "Du hast dein Paket gewählt? Dann lade jetzt 5 bis 10 aktuelle, scharfe Selfies von dir hoch: Unterschiedliche Blickwinkel und Hintergründe helfen, Mützen, Sonnenbrillen und andere Personen im Bild dagegen nicht. Sobald deine Fotos da sind, legen wir los und schicken dir deine Bewerbungsfotos per E-Mail, mit Basic in etwa 2 Stunden, mit Premium und Ultimate in unter 1 Stunde.",
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
    heading: "Die Bestätigung deiner Zahlung dauert länger als sonst",
    text: "Sobald sie da ist, schicken wir dir deinen persönlichen Link per E-Mail; du kannst diese Seite also ruhig schließen. Ist nach einer Stunde noch nichts angekommen, schreib uns bitte, und wir klären das.",
    again: "Erneut prüfen",
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
