import type en from "../en/newsletter";

export default {
  title: "Newsletter: Tipps für Bewerbungsfotos und Angebote | Resoume",
  description:
    "Abonniere den Resoume-Newsletter: praktische Tipps für bessere Bewerbungs- und LinkedIn-Fotos, neue Stile und Angebote für Abonnenten, zweimal im Monat.",
  heading: "Der Resoume-Newsletter",
  intro:
    "Gute Bewerbungsfotos entstehen lange bevor die Kamera auslöst. Zweimal im Monat teilen wir, was wir aus Tausenden Fotos lernen: Licht, Bildausschnitt, Kleidung und worauf Personaler zuerst achten. Abonnenten erfahren außerdem zuerst von neuen Stilen und Angeboten.",
  popup: {
    close: "Schließen",
    heading: "{{percent}} % Rabatt auf deine ersten Bewerbungsfotos",
    text: "Abonniere den Newsletter mit Fototipps zweimal im Monat und erhalte sofort einen Willkommenscode für jedes Paket.",
    subscribed: {
      heading: "Vom Selfie zum Bewerbungsfoto",
      imageAlt: "Vorher: ein spontanes Selfie in der Küche. Nachher: ein Studioporträt mit weichem Licht, ruhigem Hintergrund und Blazer.",
      text: "Personaler entscheiden in Sekunden, ob sie weiterlesen. Als Abonnent spart dir dein Code {{code}} weiterhin {{percent}} % auf jedes Paket.",
      cta: "Pakete ansehen",
    },
  },
  confirm: {
    heading: "Bestätige dein Abo",
    ask: "Ein Klick, und der Newsletter ist auf dem Weg zu dir.",
    button: "Abo bestätigen",
    confirmedHeading: "Du bist dabei",
    confirmed: "Danke: {{email}} bekommt jetzt den Resoume-Newsletter.",
    welcome: "Dein Willkommenscode ist auch schon auf dem Weg in dein Postfach.",
    invalidHeading: "Dieser Link funktioniert nicht",
    invalid: "Er ist abgelaufen oder wurde unterwegs verändert. Melde dich noch einmal an, dann schicken wir dir einen neuen.",
    signUp: "Noch einmal anmelden",
    failed: "Wir konnten dein Abo gerade nicht bestätigen. Bitte folge dem Link in ein paar Minuten noch einmal.",
  },
  offer: {
    heading: "{{percent}} % Rabatt auf deine Bewerbungsfotos",
    text: "Melde dich mit Namen und E-Mail-Adresse an, und wir zeigen dir sofort deinen Willkommenscode. Er gilt für jedes Paket.",
  },
} satisfies typeof en;
