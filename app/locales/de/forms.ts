import type en from "../en/forms";

export default {
  errors: {
    firstName: "Bitte gib deinen Vornamen ein (mindestens 2 Zeichen)",
    lastName: "Bitte gib deinen Nachnamen ein (mindestens 2 Zeichen)",
    emailRequired: "Bitte gib deine E-Mail-Adresse ein",
    emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein",
    consent: "Bitte setze das Häkchen, um zu bestätigen, dass du den Newsletter erhalten möchtest",
    companyName: "Bitte gib den Namen deines Unternehmens ein (mindestens 2 Zeichen)",
    companySize: "Bitte wähle die Größe deines Unternehmens",
    useCaseTooLong: "Bitte beschreibe dein Vorhaben in höchstens 2000 Zeichen",
    tooLong: "Dieser Eintrag ist zu lang, bitte kürze ihn",
    singleLine: "Bitte schreibe diesen Eintrag in eine Zeile",
    generic: "Etwas ist schiefgelaufen. Bitte versuche es erneut.",
    plan: "Bitte wähle ein Paket",
    discountCode: "Dieser Rabattcode ist nicht gültig",
    payment: "Die Testzahlung wurde nicht bestätigt: Der Webhook antwortete mit {{status}}. Der Grund steht im Server-Log.",
    rateLimited: "Du hast dieses Formular in kurzer Zeit mehrmals gesendet. Bitte warte ein paar Minuten und versuche es dann erneut.",
    confirmationsSent:
      "Wir haben in der letzten Stunde mehrere Links an diese Adresse geschickt. Bitte nutze einen davon oder versuche es in einer Stunde erneut.",
  },
  fields: {
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    honeypot: "Dieses Feld bitte leer lassen",
  },
  problem: "Bitte prüfe dieses Formular",
  sending: "Wird gesendet…",
  capture: {
    heading: "Tipps für dein Bewerbungsfoto per E-Mail",
    text: "Zweimal im Monat: wie Selfies zu starken Bewerbungsfotos werden, worauf Personaler zuerst achten, und Angebote nur für Abonnenten.",
    submit: "Abonnieren",
  },
  optIn: {
    heading: "Bleib auf dem Laufenden",
    text: "Hinterlasse deine E-Mail-Adresse und wir informieren dich über neue Stile, Ratgeber und Angebote.",
    consent: "Ja, schickt mir den Resoume-Newsletter. Ich kann ihn in jeder Ausgabe mit einem Klick abbestellen.",
    submit: "Anmelden",
  },
  success: {
    heading: "Bitte bestätige deine E-Mail-Adresse",
    named: "Danke, {{firstName}}! Wir haben dir einen Link an {{email}} geschickt. Folge ihm, um dein Abo zu bestätigen.",
    plain: "Danke! Wir haben dir einen Link an {{email}} geschickt. Folge ihm, um dein Abo zu bestätigen.",
  },
  privacy: "Wir nutzen deine Adresse nur für den Newsletter und geben sie nie weiter.",
  privacyLink: "So gehen wir mit deinen Daten um",
  discount: {
    text: "Dein Willkommenscode zieht {{percent}} % von jedem Paket ab. Gib ihn an der Kasse ein:",
    copy: "Code kopieren",
    copied: "Code {{code}} kopiert. Füge ihn an der Kasse ein.",
    copyFailed: "Kopieren nicht möglich. Bitte markiere {{code}} und kopiere ihn selbst.",
    cta: "Paket wählen",
  },
} satisfies typeof en;
