import type en from "../en/terms-of-service";

export default {
  title: "Allgemeine Geschäftsbedingungen (AGB) | Resoume",
  description:
    "Die AGB für die Fotopakete von Resoume: Leistungsumfang, Lieferung per E-Mail, erlaubte Uploads, Nutzungsrechte, Erstattung, Löschung und Haftung.",
  heading: "Allgemeine Geschäftsbedingungen",
  intro:
    "Diese AGB gelten, wenn Sie bei Resoume ein Fotopaket kaufen, Selfies hochladen oder unsere kostenlosen Foto-Checks nutzen. Sie regeln, was Sie erhalten, was Sie hochladen dürfen, wie Sie Ihre Bewerbungsfotos nutzen dürfen und was mit Ihren Fotos geschieht. Bitte lesen Sie sie vor Ihrer Bestellung; mit dem Abschluss des Kaufs stimmen Sie ihnen zu.",
  contents: "Auf dieser Seite",
  sections: {
    scope: {
      heading: "Anbieter und Geltungsbereich",
      blocks: [
        "Resoume wird von {{companyName}} („wir“) betrieben; unsere vollständigen Angaben finden Sie im [Impressum](/imprint). Diese AGB regeln die Nutzung der Website von Resoume, unserer Fotopakete und unserer kostenlosen Foto-Checks.",
        "Unsere Pakete verkauft unser Wiederverkäufer Lemon Squeezy (Lemon Squeezy LLC) als Händler (Merchant of Record): Er nimmt Ihre Zahlung entgegen, stellt Ihren Beleg aus und führt die Steuern ab, nach seinen eigenen Verkaufsbedingungen. Die Leistung selbst erbringen wir: Wir erstellen Ihre Bewerbungsfotos und liefern sie Ihnen.",
        "Für eine Bestellung müssen Sie mindestens 18 Jahre alt sein. Verbraucher im Sinne dieser AGB sind Personen, die zu Zwecken bestellen, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können.",
      ],
    },
    service: {
      heading: "Unsere Leistung",
      blocks: [
        "Resoume macht aus den Selfies, die Sie hochladen, professionelle Bewerbungsfotos. Für jede Bestellung lernt ein KI-Modell Ihr Aussehen aus Ihren Selfies und erzeugt dann Porträts in den Stilen, die Sie wählen, zum Beispiel Business, Akademisch oder Kreativ.",
        "Die Fotos werden von künstlicher Intelligenz erzeugt; es sind keine Aufnahmen eines Fotografen. Die Ergebnisse variieren: Ein Paket enthält in der Regel viele Fotos, die Sie sofort verwenden können, einzelne Bilder können aber kleine Fehler zeigen oder Ihnen weniger ähnlich sehen. Die Qualität Ihrer Selfies hat großen Einfluss auf das Ergebnis.",
        "Unsere kostenlosen Foto-Checks geben automatisierte Empfehlungen zu einem Foto, das Sie hochladen. Es sind Vorschläge; wir können nicht versprechen, dass sie zu einem bestimmten Ausgang Ihrer Bewerbungen führen.",
      ],
    },
    packs: {
      heading: "Pakete und Preise",
      blocks: [
        "Jedes Paket ist ein einmaliger Kauf: Sie zahlen einmal, ohne Abo und ohne Konto.",
        "- Basic, {{basicPrice}}: {{basicPhotos}} Fotos in {{basicStyles}} Stil.",
        "- Premium, {{premiumPrice}}: {{premiumPhotos}} Fotos in {{premiumStyles}} Stilen, in höherer Auflösung, mit Support innerhalb von {{premiumSupportDays}} Werktagen.",
        "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} Fotos in {{ultimateStyles}} Stilen, in höherer Auflösung, bevorzugt bearbeitet, mit Support innerhalb von {{ultimateSupportDays}} Werktag und einer Lizenz für die kommerzielle Nutzung.",
        "Wir nennen die Preise in der Währung, in der Sie bezahlen: auf unseren deutschen Seiten und wenn Sie uns aus einem Land besuchen, in dem der Euro gilt, in Euro, sonst in US-Dollar, jeweils einschließlich der gesetzlichen Umsatzsteuer, soweit sie anfällt; Lemon Squeezy berechnet die Steuer für Ihr Land im Bezahlvorgang. Einen Rabattcode müssen Sie beim Bezahlen eingeben; nachträglich lässt er sich nicht einlösen.",
      ],
    },
    delivery: {
      heading: "Hochladen und Lieferung",
      blocks: [
        "Nach der Zahlung laden Sie Ihre Selfies hoch: empfohlen sind {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}}, nötig mindestens {{selfiesMin}}. Jede Datei muss ein JPEG-, PNG- oder WebP-Bild von höchstens {{uploadMaxMb}} MB sein.",
        "Sobald Ihre Selfies hochgeladen sind, beginnen wir mit Ihren Fotos und senden Ihnen einen Download-Link per E-Mail, wenn sie fertig sind. Übliche Lieferzeiten:",
        "- Basic: etwa {{basicDelivery}};",
        "- Premium: unter {{premiumDelivery}};",
        "- Ultimate: unter {{ultimateDelivery}}, vor anderen Bestellungen.",
        "Das sind übliche Zeiten, keine festen Fristen; bei hoher Auslastung kann die Lieferung länger dauern. Dauert es spürbar länger, schreiben Sie an {{companyEmail}}, und wir kümmern uns sofort darum.",
        "Ihr Download-Link funktioniert {{retentionDays}} Tage lang. Bitte laden Sie die Fotos, die Sie behalten möchten, innerhalb dieser Zeit herunter und speichern Sie sie.",
      ],
    },
    uploads: {
      heading: "Was Sie hochladen dürfen",
      blocks: [
        "Laden Sie nur Fotos hoch, die Sie selbst zeigen oder eine Person, die ausdrücklich zugestimmt hat, dass aus ihren Fotos Bewerbungsfotos entstehen, etwa eine Kundin oder ein Kunde von Ihnen. Sie müssen die Rechte an den hochgeladenen Fotos besitzen.",
        "Nicht hochladen dürfen Sie:",
        "- Fotos anderer Menschen ohne deren Einwilligung sowie Fotos von Kindern;",
        "- Nacktaufnahmen oder sexuell explizite Bilder sowie Bilder mit gewaltverherrlichenden, hetzerischen oder sonst rechtswidrigen Inhalten;",
        "- Fotos, mit denen Sie sich als jemand anderes ausgeben oder andere täuschen wollen.",
        "Verstößt eine Bestellung gegen diese Regeln, können wir sie ablehnen oder abbrechen und die Fotos löschen. Haben Sie bis dahin keine Fotos erhalten, erstatten wir den Preis.",
        "Alle Rechte an Ihren Selfies bleiben bei Ihnen. Sie erlauben uns, sie nur zu nutzen, um unsere Leistung für Sie zu erbringen, und nur so lange, wie wir sie speichern.",
      ],
    },
    rights: {
      heading: "Nutzung Ihrer Fotos",
      blocks: [
        "Mit jedem Paket dürfen Sie Ihre Fotos zeitlich unbegrenzt nutzen, um sich selbst darzustellen, privat wie beruflich: im Lebenslauf und in Bewerbungen, auf LinkedIn, XING und anderen Profilen, in Ihrer E-Mail-Signatur, auf Ihrer persönlichen Website und auf der Teamseite Ihres Arbeitgebers oder Ihres eigenen Unternehmens.",
        "Die kommerzielle Nutzung setzt das Paket Ultimate voraus. Kommerziell ist die Nutzung, um Waren oder Dienstleistungen zu bewerben oder zu verkaufen, zum Beispiel in Anzeigen, auf Werbematerial oder Produktseiten, oder die Weitergabe an andere zu deren eigenen Zwecken.",
        "Soweit an den Fotos Rechte für uns entstehen, räumen wir Ihnen diese Nutzungsrechte im hier beschriebenen Umfang ein. Sie dürfen die Fotos nicht als solche verkaufen und nicht verwenden, um anderen vorzutäuschen, sie zeigten eine andere Person.",
      ],
    },
    refunds: {
      heading: "Erstattung und Widerruf",
      blocks: [
        "Sind Sie mit Ihren Fotos nicht zufrieden, können Sie innerhalb von {{refundDays}} Tagen nach dem Kauf die volle Erstattung verlangen. Wie das geht, steht auf unserer Seite zur [Rückerstattung](/refund-policy).",
        "### Gesetzliches Widerrufsrecht",
        "Als Verbraucherin oder Verbraucher in der Europäischen Union haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Bei digitalen Inhalten und Dienstleistungen erlischt es vorzeitig, sobald mit der Ausführung begonnen wird, nachdem Sie ausdrücklich zugestimmt und bestätigt haben, dass Sie dadurch Ihr Widerrufsrecht verlieren; beides geben Sie zu Beginn Ihrer Bestellung ab. Unser Erstattungsversprechen gilt unabhängig davon.",
      ],
    },
    deletion: {
      heading: "Löschung Ihrer Fotos",
      blocks: [
        "Alle hochgeladenen Selfies, die erzeugten Fotos und das für Ihre Bestellung erstellte KI-Modell löschen wir {{retentionDays}} Tage nach Ihrer Bestellung, einschließlich aller Kopien bei unseren Dienstleistern. Danach lassen sie sich nicht wiederherstellen. Sie können jederzeit verlangen, dass wir sie früher löschen. Einzelheiten enthält unsere [Datenschutzerklärung](/privacy-policy).",
      ],
    },
    liability: {
      heading: "Haftung",
      blocks: [
        "Wir haften unbeschränkt für Schäden, die wir vorsätzlich oder grob fahrlässig verursachen, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben.",
        "Bei leichter Fahrlässigkeit haften wir nur, wenn wir eine Pflicht verletzen, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen (Kardinalpflicht). In diesem Fall ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.",
        "Diese Beschränkungen gelten auch für unsere Mitarbeitenden, Vertreter und Erfüllungsgehilfen. Ihre gesetzlichen Gewährleistungsrechte bleiben unberührt. Für Entscheidungen, die Arbeitgeber oder andere aufgrund Ihrer Fotos oder unserer Empfehlungen treffen, sind wir nicht verantwortlich.",
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
        "Für diese AGB und alle Verträge auf ihrer Grundlage gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Sind Sie Verbraucherin oder Verbraucher, entzieht Ihnen diese Rechtswahl nicht den Schutz der zwingenden Bestimmungen des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben.",
        "Sind Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen, ist Gerichtsstand für alle Streitigkeiten unser Sitz.",
        "Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
        "Sollte eine Bestimmung dieser AGB unwirksam sein, bleiben die übrigen Bestimmungen wirksam.",
      ],
    },
  },
} satisfies typeof en;
