import type en from "../en/dashboard";

export default {
  title: "Dashboard | Resoume",
  description:
    "Das Betreiber-Dashboard von Resoume: ein Überblick über Newsletter-Anmeldungen, White-Label-Anfragen und Bestellungen für das Resoume-Team.",
  heading: "Betreiber-Dashboard",
  intro:
    "Das ist die interne Übersicht für das Resoume-Team: Newsletter-Anmeldungen, die noch auf die Verteilerliste warten, die neuesten White-Label-Anfragen und jede E-Mail, die die Website versendet oder aufbewahrt hat, damit du schnell reagieren kannst.",
  services: {
    heading: "Externe Dienste",
    emailOctopus: "Newsletter-Liste (EmailOctopus)",
    emailOctopusLive:
      "Eingerichtet. Anmeldungen gehen direkt auf die Liste; ist sie nicht erreichbar, warten sie unten und werden alle 5 Minuten erneut gesendet.",
    emailOctopusLocal:
      "Lokale Voreinstellung: nicht eingerichtet. Jede Anmeldung wartet unten, bis EMAILOCTOPUS_API_KEY und EMAILOCTOPUS_LIST_ID gesetzt sind.",
    resend: "Transaktionale E-Mails (Resend)",
    resendLive:
      "Eingerichtet. E-Mails werden über Resend versendet und unten festgehalten; fehlgeschlagene werden alle 5 Minuten erneut versucht.",
    resendLocal:
      "Lokale Voreinstellung: nicht eingerichtet. E-Mails bleiben unten im Postausgang und werden erst versendet, wenn RESEND_API_KEY gesetzt ist.",
    payments: "Zahlungen (Lemon Squeezy)",
    paymentsLive: "Eingerichtet. Kaufen-Buttons öffnen den Checkout des Shops, Bestellungen kommen über seine signierten Webhooks.",
    paymentsLocal:
      "Lokale Voreinstellung: kein Shop eingerichtet. Kaufen-Buttons öffnen die lokale Testkasse, die dieselben signierten Webhooks sendet.",
    paymentsOff:
      "Nicht eingerichtet. In Produktion gibt es keine lokale Testkasse; niemand kann kaufen, bis die Variablen LEMONSQUEEZY_CHECKOUT_* und LEMONSQUEEZY_VARIANT_* gesetzt sind.",
    paymentsUnsigned:
      "Bezahlte Bestellungen werden abgewiesen: LEMONSQUEEZY_WEBHOOK_SECRET und ORDER_LINK_SECRET müssen beide gesetzt sein, um Webhooks zu prüfen und die Links der Käufer zu signieren.",
  },
  pending: {
    heading: "Anmeldungen, die auf die Newsletter-Liste warten",
    total: "Wartend: {{count}}",
    empty: "Keine Anmeldung wartet: Alle sind auf der Liste angekommen.",
    email: "E-Mail",
    attempts: "Versuche",
    lastError: "Letzter Fehler",
    firstSeen: "Zuerst gesehen",
    nextAttempt: "Nächster Versuch",
    replay: "Jetzt erneut senden",
    replayed: "Erneutes Senden abgeschlossen: {{delivered}} zugestellt, {{failed}} fehlgeschlagen.",
    unconfigured: "Nichts wurde gesendet: EmailOctopus ist nicht eingerichtet.",
    rateLimited: "EmailOctopus hat um eine Pause gebeten; die übrigen Anmeldungen folgen beim nächsten Durchlauf.",
    refusedHeading: "Von der Newsletter-Liste abgelehnte Anmeldungen",
    refusedText:
      "EmailOctopus hat diese endgültig abgelehnt (die Adresse oder ihre Daten sind nicht annehmbar), deshalb werden sie nicht erneut gesendet. Jede wird mit der Frist der Warteliste gelöscht.",
    refusedEmpty: "Keine Anmeldung wurde abgelehnt.",
  },
  leads: {
    heading: "Neueste White-Label-Anfragen",
    empty: "Noch keine White-Label-Anfragen.",
    received: "Eingegangen",
    name: "Name",
    email: "E-Mail",
    company: "Unternehmen",
    size: "Größe",
    language: "Sprache",
    notification: "Vertrieb benachrichtigt",
    employees: "{{range}} Mitarbeitende",
  },
  orders: {
    heading: "Neueste Bestellungen",
    empty: "Noch keine Bestellungen.",
    paid: "Bezahlt",
    plan: "Paket",
    email: "E-Mail",
    amount: "Betrag",
    status: "Status",
    language: "Sprache",
    confirmation: "Bestätigungs-E-Mail",
    statuses: {
      paid: "Bezahlt",
      photos_ready: "Fotos bereit",
      queued: "Start angefordert",
      training: "Training",
      generating: "Wird erstellt",
      delivered: "Geliefert",
      deleted: "Gelöscht",
      refunded: "Erstattet",
      failed: "Fehlgeschlagen",
    },
    test: "{{status}} (Test)",
    since: "{{status}}, seit {{date}}",
  },
  emails: {
    heading: "Neueste E-Mails",
    empty: "Noch keine E-Mails.",
    created: "Erstellt",
    kind: "Art",
    to: "An",
    subject: "Betreff",
    status: "Status",
    attempts: "Versuche",
    lastError: "Letzter Fehler",
    givenUpHeading: "Aufgegebene E-Mails",
    givenUpEmpty: "Keine E-Mail wurde aufgegeben: Jede wurde gesendet oder wird noch versucht.",
  },
  email: {
    back: "Zurück zum Dashboard",
    from: "Von",
    replyTo: "Antwort an",
    sentAt: "Gesendet",
    text: "Text",
    html: "HTML",
  },
  statuses: {
    pending: "Wird gesendet",
    sent: "Gesendet",
    failed: "Fehlgeschlagen, wird erneut versucht",
    stored: "Im Postausgang aufbewahrt",
    given_up: "Aufgegeben: nicht gesendet",
    none: "Nicht erfasst",
  },
} satisfies typeof en;
