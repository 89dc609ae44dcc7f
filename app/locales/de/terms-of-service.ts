import type en from "../en/terms-of-service";

export default {
  title: "Allgemeine Geschäftsbedingungen (AGB) | Resoume",
  description:
    "Die AGB für die Fotopakete von Resoume: Leistungsumfang, Lieferung per E-Mail, erlaubte Uploads, Nutzungsrechte, Erstattung, Löschung und Haftung.",
  heading: "Allgemeine Geschäftsbedingungen",
  intro:
    "Diese AGB gelten, wenn du bei Resoume ein Fotopaket kaufst, Selfies hochlädst oder unsere kostenlosen Foto-Checks nutzt. Diese Bedingungen regeln, was du erhältst, was du hochladen darfst, wie du deine Bewerbungsfotos nutzen darfst und was mit deinen Fotos geschieht. Bitte lies sie vor deiner Bestellung; mit dem Abschluss des Kaufs stimmst du ihnen zu.",
  contents: "Auf dieser Seite",
  sections: {
    scope: {
      heading: "Anbieter und Geltungsbereich",
      blocks: [
        "Resoume wird von {{companyName}} („wir“) betrieben; unsere vollständigen Angaben findest du im [Impressum](/imprint). Diese AGB regeln die Nutzung der Website von Resoume, unserer Fotopakete und unserer kostenlosen Foto-Checks.",
        "Unsere Pakete verkauft unser Wiederverkäufer Lemon Squeezy (Lemon Squeezy LLC) als Händler (Merchant of Record): Er nimmt deine Zahlung entgegen, stellt deinen Beleg aus und führt die Steuern ab, nach seinen eigenen Verkaufsbedingungen. Die Leistung selbst erbringen wir: Wir erstellen deine Bewerbungsfotos und liefern sie dir.",
        "Für eine Bestellung musst du mindestens 18 Jahre alt sein. Verbraucher im Sinne dieser AGB sind Personen, die zu Zwecken bestellen, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können.",
      ],
    },
    service: {
      heading: "Unsere Leistung",
      blocks: [
        "Resoume macht aus den Selfies, die du hochlädst, professionelle Bewerbungsfotos. Für jede Bestellung lernt ein KI-Modell dein Aussehen aus deinen Selfies und erzeugt dann Porträts in den Stilen, die du wählst, zum Beispiel Business, Akademisch oder Kreativ.",
        "Die Fotos werden von künstlicher Intelligenz erzeugt; es sind keine Aufnahmen eines Fotografen. Die Ergebnisse variieren: Ein Paket enthält in der Regel viele Fotos, die du sofort verwenden kannst, einzelne Bilder können aber kleine Fehler zeigen oder dir weniger ähnlich sehen. Die Qualität deiner Selfies hat großen Einfluss auf das Ergebnis.",
        "Unsere kostenlosen Foto-Checks geben automatisierte Empfehlungen zu einem Foto, das du hochlädst. Es sind Vorschläge; wir können nicht versprechen, dass sie zu einem bestimmten Ausgang deiner Bewerbungen führen.",
      ],
    },
    packs: {
      heading: "Pakete und Preise",
      blocks: [
        "Jedes Paket ist ein einmaliger Kauf: Du zahlst einmal, ohne Abo und ohne Konto.",
        "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil.",
        "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen, in höherer Auflösung, mit Support innerhalb von {{premiumSupportDays}} Werktagen.",
        "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, in höherer Auflösung, bevorzugt bearbeitet, mit Support innerhalb von {{ultimateSupportDays}} Werktag und einer Lizenz für die kommerzielle Nutzung.",
        "Wir nennen die Preise in der Währung, in der du bezahlst: auf unseren deutschen Seiten und wenn du uns aus einem Land besuchst, in dem der Euro gilt, in Euro, sonst in US-Dollar, jeweils einschließlich der gesetzlichen Umsatzsteuer, soweit sie anfällt; Lemon Squeezy berechnet die Steuer für dein Land im Bezahlvorgang. Einen Rabattcode musst du beim Bezahlen eingeben; nachträglich lässt er sich nicht einlösen.",
      ],
    },
    delivery: {
      heading: "Hochladen und Lieferung",
      blocks: [
        "Nach der Zahlung lädst du deine Selfies hoch: empfohlen sind {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}}, nötig mindestens {{selfiesMin}}. Jede Datei muss ein JPEG-, PNG- oder WebP-Bild von höchstens {{uploadMaxMb}} MB sein.",
        "Sobald deine Selfies hochgeladen sind, beginnen wir mit deinen Fotos und senden dir einen Download-Link per E-Mail, wenn sie fertig sind. Übliche Lieferzeiten:",
        "- Basic: etwa {{basicDelivery}};",
        "- Premium: unter {{premiumDelivery}};",
        "- Ultimate: unter {{ultimateDelivery}}, vor anderen Bestellungen.",
        "Das sind übliche Zeiten, keine festen Fristen; bei hoher Auslastung kann die Lieferung länger dauern. Dauert es spürbar länger, schreib an {{companyEmail}}, und wir kümmern uns sofort darum.",
        "Dein Download-Link funktioniert {{retentionDays}} Tage lang. Bitte lade die Fotos, die du behalten möchtest, innerhalb dieser Zeit herunter und speichere sie.",
      ],
    },
    uploads: {
      heading: "Was du hochladen darfst",
      blocks: [
        "Lade nur Fotos hoch, die dich selbst zeigen oder eine Person, die ausdrücklich zugestimmt hat, dass aus ihren Fotos Bewerbungsfotos entstehen, etwa eine Kundin oder ein Kunde von dir. Du musst die Rechte an den hochgeladenen Fotos besitzen.",
        "Nicht hochladen darfst du:",
        "- Fotos anderer Menschen ohne deren Einwilligung sowie Fotos von Kindern;",
        "- Nacktaufnahmen oder sexuell explizite Bilder sowie Bilder mit gewaltverherrlichenden, hetzerischen oder sonst rechtswidrigen Inhalten;",
        "- Fotos, mit denen du dich als jemand anderes ausgibst oder andere täuschen willst.",
        "Verstößt eine Bestellung gegen diese Regeln, können wir sie ablehnen oder abbrechen und die Fotos löschen. Hast du bis dahin keine Fotos erhalten, erstatten wir den Preis.",
        "Alle Rechte an deinen Selfies bleiben bei dir. Du erlaubst uns, sie nur zu nutzen, um unsere Leistung für dich zu erbringen, und nur so lange, wie wir sie speichern.",
      ],
    },
    rights: {
      heading: "Nutzung deiner Fotos",
      blocks: [
        "Mit jedem Paket darfst du deine Fotos zeitlich unbegrenzt nutzen, um dich selbst darzustellen, privat wie beruflich: im Lebenslauf und in Bewerbungen, auf LinkedIn, XING und anderen Profilen, in deiner E-Mail-Signatur, auf deiner persönlichen Website und auf der Teamseite deines Arbeitgebers oder deines eigenen Unternehmens.",
        "Die kommerzielle Nutzung setzt das Paket Ultimate voraus. Kommerziell ist die Nutzung, um Waren oder Dienstleistungen zu bewerben oder zu verkaufen, zum Beispiel in Anzeigen, auf Werbematerial oder Produktseiten, oder die Weitergabe an andere zu deren eigenen Zwecken.",
        "Soweit an den Fotos Rechte für uns entstehen, räumen wir dir diese Nutzungsrechte im hier beschriebenen Umfang ein. Du darfst die Fotos nicht als solche verkaufen und nicht verwenden, um anderen vorzutäuschen, sie zeigten eine andere Person.",
      ],
    },
    refunds: {
      heading: "Erstattung und Widerruf",
      blocks: [
        "Bist du mit deinen Fotos nicht zufrieden, kannst du innerhalb von {{refundDays}} Tagen nach dem Kauf die volle Erstattung verlangen. Wie das geht, steht auf unserer Seite zur [Rückerstattung](/refund-policy).",
        "### Gesetzliches Widerrufsrecht",
        "Als Verbraucherin oder Verbraucher in der Europäischen Union hast du ein gesetzliches Widerrufsrecht von 14 Tagen. Bei digitalen Inhalten und Dienstleistungen erlischt es vorzeitig, sobald mit der Ausführung begonnen wird, nachdem du ausdrücklich zugestimmt und bestätigt hast, dass du dadurch dein Widerrufsrecht verlierst; beides gibst du zu Beginn deiner Bestellung ab. Unser Erstattungsversprechen gilt unabhängig davon.",
      ],
    },
    deletion: {
      heading: "Löschung deiner Fotos",
      blocks: [
        "Alle hochgeladenen Selfies, die erzeugten Fotos und das für deine Bestellung erstellte KI-Modell löschen wir {{retentionDays}} Tage nach deiner Bestellung, einschließlich aller Kopien bei unseren Dienstleistern. Danach lassen sie sich nicht wiederherstellen. Du kannst jederzeit verlangen, dass wir sie früher löschen. Einzelheiten enthält unsere [Datenschutzerklärung](/privacy-policy).",
      ],
    },
    liability: {
      heading: "Haftung",
      blocks: [
        "Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.",
        "Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine Pflicht verletzen, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung du regelmäßig vertrauen darfst (Kardinalpflicht). In diesem Fall ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",
        "Diese Beschränkungen gelten auch für unsere Mitarbeitenden, Vertreter und Erfüllungsgehilfen. Deine gesetzlichen Gewährleistungsrechte bleiben unberührt. Für Entscheidungen, die Arbeitgeber oder andere aufgrund deiner Fotos oder unserer Empfehlungen treffen, sind wir nicht verantwortlich.",
      ],
    },
    changes: {
      heading: "Verfügbarkeit und Änderungen",
      blocks: [
        "Wir arbeiten daran, dass Resoume jederzeit erreichbar ist, können eine ununterbrochene Verfügbarkeit aber nicht garantieren, etwa bei Wartungsarbeiten.",
        "Wir können diese AGB für künftige Bestellungen ändern. Für jede Bestellung gelten die AGB in der Fassung, die bei der Bestellung galt.",
      ],
    },
    law: {
      heading: "Anwendbares Recht und Streitigkeiten",
      blocks: [
        "Für diese AGB und alle Verträge auf ihrer Grundlage gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bist du Verbraucherin oder Verbraucher, entzieht dir diese Rechtswahl nicht den Schutz der zwingenden Bestimmungen des Staates, in dem du deinen gewöhnlichen Aufenthalt hast.",
        "Bist du Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten unser Sitz.",
        "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        "Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam.",
      ],
    },
  },
} satisfies typeof en;
