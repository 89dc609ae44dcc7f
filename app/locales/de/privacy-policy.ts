import type en from "../en/privacy-policy";

export default {
  title: "Datenschutzerklärung | Resoume",
  description:
    "Wie Resoume mit Ihren Selfies, Fotos und Ihrer E-Mail-Adresse umgeht: Zwecke, Dienstleister, Speicherdauer, Cookies und Ihre Rechte nach der DSGVO.",
  heading: "Datenschutzerklärung",
  intro:
    "Ihr Gesicht gehört zu Ihren personenbezogenen Daten, und genau so behandeln wir es. Diese Erklärung zeigt Ihnen, welche Daten wir verarbeiten, wenn Sie unsere Website besuchen, Bewerbungsfotos bestellen, unsere kostenlosen Foto-Checks nutzen oder unseren Newsletter abonnieren, warum wir das tun, wer uns dabei hilft und wie lange wir die Daten speichern. Kurz gesagt: Sie brauchen kein Konto, wir verwenden Ihre Fotos nur für Ihre Bewerbungsfotos, und jedes Foto wird nach {{retentionDays}} Tagen gelöscht.",
  contents: "Auf dieser Seite",
  sections: {
    controller: {
      heading: "Verantwortlicher",
      blocks: [
        "Verantwortlich für die Verarbeitung Ihrer personenbezogenen Daten im Sinne der Datenschutz-Grundverordnung (DSGVO) ist das unten genannte Unternehmen. Für alle Fragen zum Datenschutz und um Ihre Rechte auszuüben, schreiben Sie an {{companyEmail}}.",
      ],
    },
    summary: {
      heading: "Das Wichtigste in Kürze",
      blocks: [
        "- Wir verarbeiten Ihre Selfies nur, um Ihre Bewerbungsfotos zu erstellen und, wenn Sie es wünschen, Ihr Foto zu prüfen. Wir nutzen sie nie für Werbung, verkaufen sie nie und trainieren damit keine Modelle für andere.",
        "- Jedes hochgeladene Selfie und jedes erzeugte Foto wird zusammen mit dem für Ihre Bestellung trainierten KI-Modell spätestens {{retentionDays}} Tage nach Ihrer Bestellung gelöscht.",
        "- Sie brauchen kein Konto. Ihre E-Mail-Adresse erfragen wir nur, wo wir sie brauchen: um Ihre Fotos zu liefern, einen angeforderten Bericht zu senden oder den Newsletter zu verschicken, den Sie abonniert haben.",
        "- Die Zahlung übernimmt Lemon Squeezy; Ihre Karten- oder Bankdaten sehen wir nie.",
        "- Google Analytics und das Meta-Pixel laufen nur, wenn Sie es erlauben. Plausible, das keine Cookies setzt, zählt Besuche, ohne Sie zu identifizieren.",
      ],
    },
    website: {
      heading: "Besuch unserer Website",
      blocks: [
        "Wenn Sie eine Seite aufrufen, sendet Ihr Browser technische Daten: Ihre IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, die Seite, von der Sie kommen, und die Kennung Ihres Browsers (User Agent). Cloudflare, unser Hosting-Anbieter, verarbeitet diese Daten, um Ihnen die Seite aus einem Rechenzentrum in Ihrer Nähe auszuliefern und den Dienst vor Angriffen und Missbrauch zu schützen. Cloudflare teilt uns außerdem mit, zu welchem Land Ihre IP-Adresse gehört: Damit nennen wir Ihnen die Preise in Euro, wenn Sie uns aus einem Land besuchen, in dem der Euro gilt, und wenden die passenden Regeln zur Einwilligung an; das Land speichern wir nicht.",
        "Um unsere Formulare vor Missbrauch zu schützen, zählen wir, wie oft jeder Besucher sie absendet. Dafür speichern wir einen mit einem geheimen Schlüssel gebildeten, nicht umkehrbaren Code (HMAC) Ihrer IP-Adresse, nie die Adresse selbst, und löschen jeden Zähler innerhalb von {{rateLimitHours}} Stunden.",
        "Rechtsgrundlage: unser berechtigtes Interesse an einer sicheren, schnellen und zuverlässigen Website (Art. 6 Abs. 1 lit. f DSGVO). Eigene Zugriffsprotokolle führen wir nicht.",
      ],
    },
    orders: {
      heading: "Bestellung und Zahlung",
      blocks: [
        "Unsere Pakete verkauft Lemon Squeezy (Lemon Squeezy LLC, USA) als Händler (Merchant of Record). Ihren Namen, Ihre E-Mail-Adresse, Rechnungsadresse und Zahlungsdaten geben Sie direkt im Bezahlvorgang von Lemon Squeezy ein. Lemon Squeezy verarbeitet sie als eigenständig Verantwortlicher nach seiner eigenen Datenschutzerklärung, um die Zahlung abzuwickeln, Steuern zu berechnen und Betrug zu verhindern. Ihre Karten- oder Bankdaten erhalten wir nie.",
        "Von Lemon Squeezy erhalten wir, was wir für Ihre Bestellung brauchen: Ihren Namen, Ihre E-Mail-Adresse und Ihr Land, das gekaufte Paket, den gezahlten Betrag und die Bestellnummer.",
        "Rechtsgrundlage: die Erfüllung unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO) und unsere handels- und steuerrechtlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO). Bestelldaten bewahren wir so lange auf, wie diese Gesetze es verlangen, in Deutschland bis zu zehn Jahre; Ihre Fotos gehören nie dazu.",
      ],
    },
    photos: {
      heading: "Ihre Selfies und Bewerbungsfotos",
      blocks: [
        "Für Ihre Bewerbungsfotos laden Sie Ihre Selfies hoch (empfohlen {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}}, mindestens {{selfiesMin}}). Wir speichern sie bei Cloudflare in der EU (EU-Jurisdiktion von Cloudflare für Speicher und Datenbank) und geben sie an Astria weiter, unseren Dienstleister für die Bilderzeugung. Astria trainiert damit ein KI-Modell Ihres Aussehens, allein für Ihre Bestellung, und erstellt damit Ihre Fotos. Die Fotos speichern wir und senden Ihnen per E-Mail einen Download-Link.",
        "Wo was liegt: Ihre Bestellung, Ihre E-Mail-Adresse und die Einträge zu Ihren Fotos in der Datenbank von Cloudflare, die Fotos selbst im Speicher von Cloudflare und, während Ihre Bewerbungsfotos entstehen, der Fortschritt Ihrer Bestellung im Auftragsdienst von Cloudflare (Workflows), alle drei in der EU. Dieser Fortschritt umfasst die Nummer der Bestellung, Ihr Paket und Ihre Stile, ob das Modell einen Mann oder eine Frau zeigt, die Nummern und Bildadressen, die Astria uns nennt, und Fehlermeldungen, aber keine Fotos, Namen oder E-Mail-Adressen; er wird bis zu 7 Tage nach Fertigstellung Ihrer Fotos aufbewahrt. Newsletter-Anmeldungen, die unseren Newsletter-Anbieter noch nicht erreicht haben, warten im Schlüssel-Wert-Speicher von Cloudflare, der über das weltweite Netz von Cloudflare verteilt ist, bis sie ihn erreichen.",
        "Fotos Ihres Gesichts zeigen, wie Sie aussehen, und können mittelbar mehr verraten, etwa über Ihre Gesundheit oder Religion. Wir werten Ihre Fotos nicht auf solche Informationen aus und nutzen sie nicht, um Sie oder andere zu identifizieren.",
        "Damit Ihre Fotos Sie und nur Sie zeigen, prüft unser Server jedes Selfie beim Hochladen: Er zählt die Gesichter darauf und berechnet für ein Foto mit einem Gesicht einen Gesichtsdeskriptor, 128 Zahlen, die die Form des Gesichts beschreiben, um Ihre Fotos miteinander zu vergleichen. Ein Foto ohne Gesicht oder mit mehreren wird nicht gespeichert; ein Gesicht, das nicht zu Ihren übrigen Fotos passt, wird markiert und nicht verwendet. Die Deskriptoren dienen zu nichts anderem: nicht dazu, herauszufinden, wer Sie sind, und sie werden nie mit Fotos anderer verglichen. Jeder wird nur zusammen mit seinem Foto aufbewahrt und mit ihm gelöscht: wenn Sie das Foto entfernen, wenn Sie Ihre Bestellung löschen, spätestens nach {{retentionDays}} Tagen. Wo der Server ein Foto nicht prüfen kann, bestätigen Sie selbst, dass jedes Foto nur Sie zeigt.",
        "Rechtsgrundlage: die Erfüllung unseres Vertrags mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO). Ihre Selfies, Ihre Fotos und das KI-Modell werden spätestens {{retentionDays}} Tage nach Ihrer Bestellung gelöscht, auch bei Astria. Sie können jederzeit verlangen, dass wir sie früher löschen.",
      ],
    },
    reviews: {
      heading: "Kostenlose Foto-Checks",
      blocks: [
        "Unser LinkedIn-Foto-Check und unser Bewerbungsfoto-Check messen ein Foto, das Sie auswählen: Helligkeit, Kontrast, Schärfe, Hintergrund, Bildausschnitt und, mit JavaScript, das Gesicht und seinen Ausdruck. Mit JavaScript geschieht das vollständig in Ihrem Browser, und das Foto wird nie an uns gesendet. Ohne JavaScript sendet Ihr Browser das Foto an unseren Server, der es misst und sofort verwirft: Es wird nie gespeichert. Beim Bewerbungsfoto-Check richtet sich die Empfehlung nach dem Zielland, das Sie wählen. Fordern Sie den ausführlichen Bericht per E-Mail an, verarbeiten wir Ihre E-Mail-Adresse und die Messwerte, um ihn zu senden; das Foto ist nicht Teil davon.",
        "Wo wir es eingeschaltet haben, ergänzt ein Bildmodell, das Cloudflare Workers AI betreibt, einen kurzen Absatz mit Empfehlungen; dafür wird eine kleine Kopie des Fotos (512 Pixel) an Cloudflare gesendet, und die Seite kennzeichnet diesen Absatz. Rechtsgrundlage: die Durchführung des von Ihnen gewünschten Checks (Art. 6 Abs. 1 lit. b DSGVO). Cloudflare speichert das Foto nicht und nutzt es nicht, um seine Modelle zu trainieren.",
      ],
    },
    gallery: {
      heading: "Teilen und Bewerten Ihrer Fotos",
      blocks: [
        "Wenn Sie eines Ihrer Fotos teilen möchten, veröffentlichen wir es auf einer eigenen Seite unserer Galerie. Dort kann es jeder sehen, der den Link kennt, und Sie können den Link weitergeben, etwa auf LinkedIn, X, Facebook oder Instagram. Die Seite bittet Suchmaschinen, sie nicht aufzunehmen, außer Sie erlauben es ausdrücklich: Dann nennen wir sie in unserer Sitemap, und Suchmaschinen können sie in ihren Ergebnissen zeigen, bis sie bemerken, dass sie offline ist. Das tun wir nur, wenn Sie sich dafür entscheiden (Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO). Sie können die Einwilligung jederzeit widerrufen, dann nehmen wir die Seite offline; geteilte Fotos werden wie alle anderen nach {{retentionDays}} Tagen gelöscht.",
        "Wenn Sie Ihre Ergebnisse bewerten, speichern wir die Bewertung zu Ihrer Bestellung, um unsere Stile zu verbessern (unser berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).",
      ],
    },
    emails: {
      heading: "E-Mails, die wir Ihnen senden",
      blocks: [
        "Wir senden Ihnen E-Mails zu Ihrer Bestellung und zu den Leistungen, die Sie anfordern, etwa den Link zu Ihren Fotos, einen Bericht oder unsere Antwort auf Ihre Anfrage. Versendet werden sie über Resend (Resend, Inc., USA), das dafür Ihre E-Mail-Adresse und den Inhalt der Nachricht verarbeitet.",
        "Rechtsgrundlage: die Erfüllung unseres Vertrags mit Ihnen oder Ihrer Anfrage (Art. 6 Abs. 1 lit. b DSGVO). Eine Kopie jeder E-Mail bewahren wir {{emailCopyDays}} Tage auf, damit wir sie erneut senden und Fragen dazu beantworten können, danach löschen wir sie.",
      ],
    },
    newsletter: {
      heading: "Newsletter",
      blocks: [
        "Wenn Sie unseren Newsletter abonnieren, verarbeiten wir Ihre E-Mail-Adresse und, soweit Sie sie angeben, Ihren Vor- und Nachnamen, außerdem, wo Sie sich angemeldet haben, einen Ihnen angebotenen Rabattcode und die Kampagne, über die Sie zu uns gekommen sind (UTM-Parameter). Unsere Liste verwaltet EmailOctopus (EmailOctopus Ltd, Vereinigtes Königreich). Dabei wird erfasst, ob ein Newsletter geöffnet und welche Links angeklickt wurden, damit wir sehen, welche Themen unsere Leserinnen und Leser interessieren.",
        "Nach Ihrer Anmeldung schicken wir Ihnen zuerst eine E-Mail mit einem Link, mit dem Sie bestätigen, dass die Adresse Ihnen gehört (Double-Opt-in). Bis Sie ihm folgen, wartet Ihre Anmeldung auf unseren Servern, und niemand sonst erfährt davon; bestätigen Sie nicht, wird sie nach {{unconfirmedSignupDays}} Tagen gelöscht. Ist EmailOctopus im Moment Ihrer Bestätigung nicht erreichbar, wartet Ihre Anmeldung auf unseren Servern, wird innerhalb weniger Minuten weitergegeben und danach dort entfernt.",
        "Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sich jederzeit über den Link in jedem Newsletter oder mit einer Nachricht an uns abmelden. Dann entfernen wir Sie aus der Liste und behalten nur die Information, dass Sie sich abgemeldet haben, damit wir Ihnen nicht erneut schreiben.",
      ],
    },
    enquiries: {
      heading: "White-Label-Anfragen und Kontakt",
      blocks: [
        "Wenn Sie uns eine White-Label-Anfrage senden, verarbeiten wir Ihre E-Mail-Adresse, Ihren Namen, Ihr Unternehmen, dessen Größe und Ihre Beschreibung, um ein Angebot zu erstellen und Ihnen zu antworten. Wenn Sie uns eine E-Mail schreiben, verarbeiten wir Ihre Adresse und Ihre Nachricht, um zu antworten.",
        "Rechtsgrundlage: vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO). Anfragen, aus denen keine Geschäftsbeziehung entsteht, löschen wir nach {{leadMonths}} Monaten, sonstige Korrespondenz, sobald wir sie nicht mehr brauchen, es sei denn, Handels- oder Steuerrecht verlangt eine längere Aufbewahrung.",
      ],
    },
    analytics: {
      heading: "Statistik und Werbung",
      blocks: [
        "### Plausible Analytics",
        "Besuche und Ereignisse, etwa einen Klick auf den Kaufen-Button, zählen wir mit Plausible (Plausible Insights OÜ, Estland), das in der EU gehostet wird. Ihr Browser sendet diese Ereignisse an unsere eigene Website, die sie zusammen mit Ihrer IP-Adresse und Ihrem User Agent an Plausible weitergibt. Plausible bildet daraus nur eine anonyme Kennung, die sich täglich ändert, und speichert beides nicht; es setzt keine Cookies und erstellt keine Profile. Rechtsgrundlage: unser berechtigtes Interesse daran, zu wissen, wie unsere Website genutzt wird (Art. 6 Abs. 1 lit. f DSGVO).",
        "### Google Analytics",
        "Nur wenn Sie Statistik erlauben, laden wir Google Analytics 4 (Google Ireland Limited, Irland). Es setzt Cookies, um Ihren Browser wiederzuerkennen, erfasst die aufgerufenen Seiten und Ihre Aktionen und kürzt Ihre IP-Adresse. Google kann die Daten auch in den USA verarbeiten. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
        "### Meta-Pixel",
        "Nur wenn Sie Marketing erlauben, laden wir das Meta-Pixel (Meta Platforms Ireland Limited, Irland). Es zeigt uns, ob unsere Anzeigen auf Facebook und Instagram zu Besuchen und Käufen führen, und ermöglicht es, unsere Anzeigen Menschen zu zeigen, die unsere Website besucht haben. Für die Erhebung und Übermittlung dieser Daten sind wir und Meta gemeinsam Verantwortliche (Art. 26 DSGVO); für die weitere Verarbeitung ist allein Meta verantwortlich. Meta kann die Daten auch in den USA verarbeiten. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
        "### Ihre Wahl",
        "Besuchen Sie uns aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz, läuft keines der beiden Werkzeuge, bevor Sie im Cookie-Banner entschieden haben. Besuchen Sie uns von anderswo, sind Statistik und Marketing ab Ihrem ersten Besuch eingeschaltet. Wo auch immer Sie sind: In den [Cookie-Einstellungen](?cookie-settings) können Sie Ihre Wahl jederzeit ändern oder widerrufen; der Widerruf berührt nicht, was vorher geschehen ist.",
        "Um herauszufinden, welche Formulierung unseres Kaufen-Buttons am besten ankommt, zeigen wir jedem Besucher eine von mehreren Varianten und merken uns, mit Ihrer Einwilligung in die Statistik, in einem Cookie, welche. Ohne diese Einwilligung wird nichts gespeichert, und eine Seite kann eine andere Variante zeigen. Das Cookie enthält nur den Namen der Variante, keine Kennung, und wird an niemanden weitergegeben (Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO; außerhalb der Länder, die eine Einwilligung verlangen, unser berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).",
      ],
    },
    storage: {
      heading: "Cookies und lokaler Speicher",
      blocks: [
        "Wir speichern einige kleine Informationen in Ihrem Browser, als Cookies oder in seinem lokalen Speicher. Die Cookies von Google Analytics und dem Meta-Pixel werden nur mit Ihrer Einwilligung gespeichert; alle anderen Einträge dienen nur dem beschriebenen Zweck und enthalten keine Kennung, mit der man Sie über Websites hinweg verfolgen könnte.",
      ],
    },
    recipients: {
      heading: "Wer Ihre Daten erhält",
      blocks: [
        "Wir arbeiten mit den folgenden Dienstleistern. Soweit sie personenbezogene Daten in unserem Auftrag verarbeiten, haben wir mit ihnen einen Vertrag zur Auftragsverarbeitung geschlossen (Art. 28 DSGVO).",
        "- Cloudflare, Inc. (USA): Hosting, Auslieferung der Website, Speicherung von Fotos und Bestellungen in der EU, Schutz vor Angriffen und das Bildmodell für die Foto-Checks (Workers AI).",
        "- Astria (astria.ai): Training des KI-Modells für Ihre Bestellung und Erzeugung Ihrer Fotos.",
        "- Resend, Inc. (USA): Versand von E-Mails.",
        "- EmailOctopus Ltd (Vereinigtes Königreich): Verwaltung der Newsletter-Liste.",
        "- Plausible Insights OÜ (Estland): Besucherstatistik ohne Cookies.",
        "- Google Ireland Limited (Irland): Google Analytics, nur mit Ihrer Einwilligung.",
        "- Meta Platforms Ireland Limited (Irland): das Meta-Pixel, nur mit Ihrer Einwilligung, als gemeinsam Verantwortlicher.",
        "- Lemon Squeezy LLC (USA): Zahlung, als Händler und eigenständig Verantwortlicher.",
        "Wir verkaufen Ihre Daten nicht und geben sie an niemanden sonst weiter, es sei denn, wir sind gesetzlich dazu verpflichtet, etwa gegenüber einem Gericht oder einer Behörde.",
        "### Übermittlung in Länder außerhalb der EU",
        "Einige dieser Dienstleister sitzen außerhalb des Europäischen Wirtschaftsraums oder setzen dort Unterauftragnehmer ein. Solche Übermittlungen erfolgen nur auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission (Art. 45 DSGVO), etwa für das Vereinigte Königreich oder des EU-US Data Privacy Framework für zertifizierte US-Unternehmen, oder auf Grundlage der EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO). Eine Kopie dieser Garantien können Sie bei uns anfordern.",
      ],
    },
    retention: {
      heading: "Wie lange wir Ihre Daten speichern",
      blocks: [
        "- Hochgeladene Selfies, erzeugte Fotos und das KI-Modell Ihrer Bestellung: spätestens {{retentionDays}} Tage nach der Bestellung. Fotos für die kostenlosen Foto-Checks werden nie gespeichert.",
        "- Bestelldaten: so lange, wie Handels- und Steuerrecht es verlangen, bis zu zehn Jahre.",
        "- Kopien der E-Mails, die wir Ihnen senden: {{emailCopyDays}} Tage.",
        "- White-Label-Anfragen, aus denen keine Geschäftsbeziehung entsteht: {{leadMonths}} Monate.",
        "- Ihr Newsletter-Abonnement: bis Sie sich abmelden.",
        "- Eine Newsletter-Anmeldung, die Sie nicht bestätigt haben: {{unconfirmedSignupDays}} Tage; nach Ihrer Bestätigung bleibt für den Rest dieser Zeit nur Ihre Adresse dabei.",
        "- Eine Newsletter-Anmeldung, die unser Listen-Dienstleister noch nicht übernommen hat: auf unseren Servern, bis sie die Liste erreicht, höchstens {{pendingSignupDays}} Tage nach Ihrer Anmeldung; eine, die der Dienstleister endgültig ablehnt, wird nicht erneut gesendet, nur aufbewahrt, damit wir den Grund sehen, und zum selben Zeitpunkt gelöscht.",
        "- Zähler, die unsere Formulare vor Missbrauch schützen: {{rateLimitHours}} Stunden.",
        "- Cookies und lokaler Speicher: wie im Abschnitt oben angegeben.",
      ],
    },
    rights: {
      heading: "Ihre Rechte",
      blocks: [
        "Nach der DSGVO haben Sie das Recht,",
        "- Auskunft über die Daten zu erhalten, die wir über Sie speichern, und eine Kopie davon (Art. 15);",
        "- unrichtige Daten berichtigen zu lassen (Art. 16);",
        "- Ihre Daten löschen zu lassen (Art. 17), zum Beispiel Ihre Fotos schon vor Ablauf der {{retentionDays}} Tage;",
        "- die Verarbeitung Ihrer Daten einschränken zu lassen (Art. 18);",
        "- die Daten, die Sie uns gegeben haben, in einem gängigen, maschinenlesbaren Format zu erhalten oder an einen anderen übermitteln zu lassen (Art. 20);",
        "- aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit einer Verarbeitung zu widersprechen, die auf unserem berechtigten Interesse beruht (Art. 21);",
        "- eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3); für Statistik und Marketing genügen die [Cookie-Einstellungen](?cookie-settings);",
        "- sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77), insbesondere in dem EU-Staat, in dem Sie wohnen oder arbeiten oder in dem der mutmaßliche Verstoß stattfand. Für uns zuständig ist die Datenschutzbehörde des Bundeslandes, in dem wir unseren Sitz haben.",
        "Um Ihre Rechte auszuüben, genügt eine E-Mail an {{companyEmail}}. Wir antworten spätestens innerhalb eines Monats und bitten Sie gegebenenfalls zu bestätigen, dass die Anfrage von Ihnen stammt, etwa indem Sie von der E-Mail-Adresse Ihrer Bestellung schreiben.",
      ],
    },
    obligation: {
      heading: "Müssen Sie uns Ihre Daten geben?",
      blocks: [
        "Sie sind nicht verpflichtet, uns Daten zu geben. Ohne Ihre E-Mail-Adresse und Ihre Selfies können wir Ihre Bewerbungsfotos allerdings nicht erstellen und liefern, und ohne E-Mail-Adresse können wir Ihnen keinen Newsletter senden.",
        "Wir treffen keine Entscheidungen über Sie, die ausschließlich auf einer automatisierten Verarbeitung beruhen (Art. 22 DSGVO). Unsere Foto-Checks sind Empfehlungen, keine Entscheidungen.",
      ],
    },
    security: {
      heading: "Sicherheit",
      blocks: [
        "Jede Verbindung zu unserer Website ist verschlüsselt. Ihre Fotos liegen unter zufälligen Adressen, die sich nicht erraten lassen, nur die Menschen, die den Dienst betreiben, haben Zugriff darauf, und Ihr Download-Link funktioniert nur, bis Ihre Fotos gelöscht sind.",
      ],
    },
    changes: {
      heading: "Änderungen dieser Erklärung",
      blocks: [
        "Wir passen diese Erklärung an, wenn sich unser Dienst oder die Rechtslage ändert. Es gilt die auf dieser Seite veröffentlichte Fassung.",
      ],
    },
  },
  browserStorage: {
    language: "Ihre Sprache, damit sich jede Seite darin öffnet. Cookie und lokaler Speicher, ein Jahr lang.",
    consent:
      "Ihre Wahl im Cookie-Banner und wann Sie sie getroffen haben. Cookie und lokaler Speicher, sechs Monate lang; danach fragen wir erneut.",
    region:
      "Ob Sie uns aus einem Land besuchen, dessen Recht zuerst Ihre Einwilligung verlangt (Europäischer Wirtschaftsraum, Vereinigtes Königreich, Schweiz), damit die richtigen Regeln für die Einwilligung gelten. Cookie und lokaler Speicher, ein Jahr lang.",
    variant:
      "Welche Formulierung des Kaufen-Buttons Sie sehen und ob das schon gezählt wurde. Cookie, ein Jahr lang, und lokaler Speicher, bis Sie ihn löschen.",
    newsletter:
      "Dass Sie den Newsletter abonniert haben, damit wir Sie nicht erneut fragen, und der Nachweis, den dieser Browser bei der Bestätigung Ihrer Adresse erhält, ohne den niemand Ihr Abo abfragen oder ändern kann. Lokaler Speicher, bis Sie ihn löschen.",
    welcome:
      "Ihre Angaben und Ihr Rabattcode aus unserem Willkommensangebot, damit das Formular Sie wiedererkennt. Lokaler Speicher, bis Sie ihn löschen.",
    pending:
      "Newsletter-Anmeldungen, die unseren Server noch nicht erreicht haben, damit keine verloren geht. Lokaler Speicher, bis Sie ihn löschen.",
    invitation:
      "Wann Sie unsere Newsletter-Einladung zuletzt gesehen oder geschlossen haben, damit sie nicht ständig wiederkommt. Lokaler Speicher, 48 Stunden oder 7 Tage lang.",
    checkout:
      "Welchen Checkout Sie geöffnet haben, damit sich Ihre Bestellung nach dem Bezahlen in diesem Browser öffnet und in keinem anderen. Cookie, 24 Stunden lang.",
    order:
      "Der Schlüssel zu Ihrer Bestellung, damit dieser Browser sie ohne den Link aus der E-Mail öffnet, und, solange Sie wählen, der Link einer weiteren Bestellung, die Sie geöffnet haben. Cookies, bis der Link Ihrer Bestellung abläuft (der zweite eine Stunde lang).",
    signup:
      "Dass dieser Browser eine Newsletter-Anmeldung abgeschickt hat, damit nur er Ihren Namen ergänzen kann, und, während Sie bestätigen, der Code Ihres Bestätigungslinks, aus der Adresse der Seite genommen. Cookies, 7 Tage und eine Stunde lang.",
    campaign:
      "Nur mit Ihrer Einwilligung in Statistik: die Kampagne, über die Sie zu uns kamen (UTM-Parameter), damit ihr eine Anmeldung, eine Anfrage oder ein Kauf zugerechnet wird. Cookie, bis Sie Ihren Browser schließen.",
    google:
      "Nur mit Ihrer Einwilligung in Statistik: von Google Analytics gesetzt, um Besuche zu unterscheiden. Cookies, bis zu zwei Jahre lang.",
    meta: "Nur mit Ihrer Einwilligung in Marketing: vom Meta-Pixel gesetzt, um Ihren Browser für Werbung wiederzuerkennen. Cookie, drei Monate lang.",
  },
} satisfies typeof en;
