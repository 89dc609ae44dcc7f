import type en from "../en/create-headshot";

export default {
  title: "Selfies hochladen | Resoume",
  description:
    "Lade 5 bis 10 aktuelle Selfies hoch und starte deine Bewerbungsfotos. JPEG, PNG oder WebP bis 5 MB pro Bild; die fertigen Fotos kommen per E-Mail.",
  heading: "Lade deine Selfies hoch",
  intro:
    "Du hast dein Paket gewählt? Dann lade jetzt 5 bis 10 aktuelle, scharfe Selfies von dir hoch: Unterschiedliche Blickwinkel und Hintergründe helfen, Mützen, Sonnenbrillen und andere Personen im Bild dagegen nicht. Sobald deine Fotos da sind, legen wir los und schicken dir deine Bewerbungsfotos per E-Mail, mit Basic in etwa 2 Stunden, mit Premium und Ultimate in unter 1 Stunde.",
} satisfies typeof en;
