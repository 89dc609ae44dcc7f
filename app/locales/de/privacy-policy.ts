import type en from "../en/privacy-policy";

export default {
  title: "Datenschutzerklärung | Resoume",
  description:
    "Wie Resoume mit deinen Selfies, Fotos und deiner E-Mail-Adresse umgeht: Zwecke, Dienstleister, Speicherdauer, Cookies und deine Rechte nach der DSGVO.",
  heading: "Datenschutzerklärung",
  intro:
    "Dein Gesicht gehört zu deinen personenbezogenen Daten, und genau so behandeln wir es. Diese Erklärung zeigt dir, welche Daten wir verarbeiten, wenn du unsere Website besuchst, Bewerbungsfotos bestellst, unsere kostenlosen Foto-Checks nutzt oder unseren Newsletter abonnierst, warum wir das tun, wer uns dabei hilft und wie lange wir die Daten speichern. Kurz gesagt: Du brauchst kein Konto, wir verwenden deine Fotos nur für deine Bewerbungsfotos, und jedes Foto wird nach {{retentionDays}} Tagen gelöscht.",
  contents: "Auf dieser Seite",
  sections: {
    controller: {
      heading: "Verantwortlicher",
      blocks: [
        "Verantwortlich für die Verarbeitung deiner personenbezogenen Daten im Sinne der Datenschutz-Grundverordnung (DSGVO) ist das unten genannte Unternehmen. Für alle Fragen zum Datenschutz und um deine Rechte auszuüben, schreib an {{companyEmail}}.",
      ],
    },
    summary: {
      heading: "Das Wichtigste in Kürze",
      blocks: [
        "- Wir verarbeiten deine Selfies nur, um deine Bewerbungsfotos zu erstellen und, wenn du es wünschst, dein Foto zu prüfen. Wir nutzen sie nie für Werbung, verkaufen sie nie und trainieren damit keine Modelle für andere.",
        "- Jedes hochgeladene Selfie und jedes erzeugte Foto wird zusammen mit dem für deine Bestellung trainierten KI-Modell spätestens {{retentionDays}} Tage nach deiner Bestellung gelöscht.",
        "- Du brauchst kein Konto. Deine E-Mail-Adresse erfragen wir nur, wo wir sie brauchen: um deine Fotos zu liefern, einen angeforderten Bericht zu senden oder den Newsletter zu verschicken, den du abonniert hast.",
        "- Die Zahlung übernimmt Lemon Squeezy; deine Karten- oder Bankdaten sehen wir nie.",
        "- Google Analytics und das Meta-Pixel laufen nur, wenn du es erlaubst. Plausible, das keine Cookies setzt, zählt Besuche, ohne dich zu identifizieren.",
      ],
    },
    website: {
      heading: "Besuch unserer Website",
      blocks: [
        "Wenn du eine Seite aufrufst, sendet dein Browser technische Daten: deine IP-Adresse, Datum und Uhrzeit, die aufgerufene Seite, die Seite, von der du kommst, und die Kennung deines Browsers (User Agent). Cloudflare, unser Hosting-Anbieter, verarbeitet diese Daten, um dir die Seite aus einem Rechenzentrum in deiner Nähe auszuliefern und den Dienst vor Angriffen und Missbrauch zu schützen. Cloudflare teilt uns außerdem mit, zu welchem Land deine IP-Adresse gehört: Damit nennen wir dir die Preise in Euro, wenn du uns aus einem Land besuchst, in dem der Euro gilt, und wenden die passenden Regeln zur Einwilligung an; das Land speichern wir nicht.",
        "Um unsere Formulare vor Missbrauch zu schützen, zählen wir, wie oft jeder Besucher sie absendet. Dafür speichern wir einen mit einem geheimen Schlüssel gebildeten, nicht umkehrbaren Code (HMAC) deiner IP-Adresse, nie die Adresse selbst, und löschen jeden Zähler innerhalb von {{rateLimitHours}} Stunden.",
        "Rechtsgrundlage: unser berechtigtes Interesse an einer sicheren, schnellen und zuverlässigen Website (Art. 6 Abs. 1 lit. f DSGVO). Eigene Zugriffsprotokolle führen wir nicht.",
      ],
    },
    orders: {
      heading: "Bestellung und Zahlung",
      blocks: [
        "Unsere Pakete verkauft Lemon Squeezy (Lemon Squeezy LLC, USA) als Händler (Merchant of Record). Deinen Namen, deine E-Mail-Adresse, Rechnungsadresse und Zahlungsdaten gibst du direkt im Bezahlvorgang von Lemon Squeezy ein. Lemon Squeezy verarbeitet sie als eigenständig Verantwortlicher nach seiner eigenen Datenschutzerklärung, um die Zahlung abzuwickeln, Steuern zu berechnen und Betrug zu verhindern. Deine Karten- oder Bankdaten erhalten wir nie.",
        "Von Lemon Squeezy erhalten wir, was wir für deine Bestellung brauchen: deinen Namen, deine E-Mail-Adresse und dein Land, das gekaufte Paket, den gezahlten Betrag und die Bestellnummer.",
        "Rechtsgrundlage: die Erfüllung unseres Vertrags mit dir (Art. 6 Abs. 1 lit. b DSGVO) und unsere handels- und steuerrechtlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO). Bestelldaten bewahren wir so lange auf, wie diese Gesetze es verlangen, in Deutschland bis zu zehn Jahre; deine Fotos gehören nie dazu.",
      ],
    },
    photos: {
      heading: "Deine Selfies und Bewerbungsfotos",
      blocks: [
        "Für deine Bewerbungsfotos lädst du deine Selfies hoch (empfohlen {{selfiesRecommendedMin}} bis {{selfiesRecommendedMax}}, mindestens {{selfiesMin}}). Wir speichern sie bei Cloudflare in der EU (EU-Jurisdiktion von Cloudflare für Speicher und Datenbank) und geben sie an Astria weiter, unseren Dienstleister für die Bilderzeugung. Astria trainiert damit ein KI-Modell deines Aussehens, allein für deine Bestellung, und erstellt damit deine Fotos. Die Fotos speichern wir und senden dir per E-Mail einen Download-Link.",
        "Wo was liegt: deine Bestellung, deine E-Mail-Adresse und die Einträge zu deinen Fotos in der Datenbank von Cloudflare, die Fotos selbst im Speicher von Cloudflare und, während deine Bewerbungsfotos entstehen, der Fortschritt deiner Bestellung im Auftragsdienst von Cloudflare (Workflows), alle drei in der EU. Dieser Fortschritt umfasst die Nummer der Bestellung, dein Paket und deine Stile, ob das Modell einen Mann oder eine Frau zeigt, die Nummern und Bildadressen, die Astria uns nennt, und Fehlermeldungen, aber keine Fotos, Namen oder E-Mail-Adressen; er wird bis zu 7 Tage nach Fertigstellung deiner Fotos aufbewahrt. Newsletter-Anmeldungen, die unseren Newsletter-Anbieter noch nicht erreicht haben, warten im Schlüssel-Wert-Speicher von Cloudflare, der über das weltweite Netz von Cloudflare verteilt ist, bis sie ihn erreichen.",
        "Fotos deines Gesichts zeigen, wie du aussiehst, und können mittelbar mehr verraten, etwa über deine Gesundheit oder Religion. Wir werten deine Fotos nicht auf solche Informationen aus und nutzen sie nicht, um dich oder andere zu identifizieren.",
        "Damit deine Fotos dich und nur dich zeigen, prüft unser Server jedes Selfie beim Hochladen: Er zählt die Gesichter darauf und berechnet für ein Foto mit einem Gesicht einen Gesichtsdeskriptor, 128 Zahlen, die die Form des Gesichts beschreiben, um deine Fotos miteinander zu vergleichen. Ein Foto ohne Gesicht oder mit mehreren wird nicht gespeichert; ein Gesicht, das nicht zu deinen übrigen Fotos passt, wird markiert und nicht verwendet. Die Deskriptoren dienen zu nichts anderem: nicht dazu, herauszufinden, wer du bist, und sie werden nie mit Fotos anderer verglichen. Jeder wird nur zusammen mit seinem Foto aufbewahrt und mit ihm gelöscht: wenn du das Foto entfernst, wenn du deine Bestellung löschst, spätestens nach {{retentionDays}} Tagen. Wo der Server ein Foto nicht prüfen kann, bestätigst du selbst, dass jedes Foto nur dich zeigt.",
        "Rechtsgrundlage: die Erfüllung unseres Vertrags mit dir (Art. 6 Abs. 1 lit. b DSGVO). Deine Selfies, deine Fotos und das KI-Modell werden spätestens {{retentionDays}} Tage nach deiner Bestellung gelöscht, auch bei Astria. Du kannst jederzeit verlangen, dass wir sie früher löschen.",
      ],
    },
    reviews: {
      heading: "Kostenlose Foto-Checks",
      blocks: [
        "Unser LinkedIn-Foto-Check und unser Bewerbungsfoto-Check messen ein Foto, das du auswählst: Helligkeit, Kontrast, Schärfe, Hintergrund, Bildausschnitt und, mit JavaScript, das Gesicht und seinen Ausdruck. Mit JavaScript geschieht das vollständig in deinem Browser, und das Foto wird nie an uns gesendet. Ohne JavaScript sendet dein Browser das Foto an unseren Server, der es misst und sofort verwirft: Es wird nie gespeichert. Beim Bewerbungsfoto-Check richtet sich die Empfehlung nach dem Zielland, das du wählst. Forderst du den ausführlichen Bericht per E-Mail an, verarbeiten wir deine E-Mail-Adresse und die Messwerte, um ihn zu senden; das Foto ist nicht Teil davon.",
        "Wo wir es eingeschaltet haben, ergänzt ein Bildmodell, das Cloudflare Workers AI betreibt, einen kurzen Absatz mit Empfehlungen; dafür wird eine kleine Kopie des Fotos (512 Pixel) an Cloudflare gesendet, und die Seite kennzeichnet diesen Absatz. Rechtsgrundlage: die Durchführung des von dir gewünschten Checks (Art. 6 Abs. 1 lit. b DSGVO). Cloudflare speichert das Foto nicht und nutzt es nicht, um seine Modelle zu trainieren.",
      ],
    },
    gallery: {
      heading: "Teilen und Bewerten deiner Fotos",
      blocks: [
        "Wenn du eines deiner Fotos teilen möchtest, veröffentlichen wir es auf einer eigenen Seite unserer Galerie. Dort kann es jeder sehen, der den Link kennt, und du kannst den Link weitergeben, etwa auf LinkedIn, X, Facebook oder Instagram. Die Seite bittet Suchmaschinen, sie nicht aufzunehmen, außer du erlaubst es ausdrücklich: Dann nennen wir sie in unserer Sitemap, und Suchmaschinen können sie in ihren Ergebnissen zeigen, bis sie bemerken, dass sie offline ist. Das tun wir nur, wenn du dich dafür entscheidest (deine Einwilligung, Art. 6 Abs. 1 lit. a DSGVO). Du kannst die Einwilligung jederzeit widerrufen, dann nehmen wir die Seite offline; geteilte Fotos werden wie alle anderen nach {{retentionDays}} Tagen gelöscht.",
        "Wenn du deine Ergebnisse bewertest, speichern wir die Bewertung zu deiner Bestellung, um unsere Stile zu verbessern (unser berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).",
      ],
    },
    emails: {
      heading: "E-Mails, die wir dir senden",
      blocks: [
        "Wir senden dir E-Mails zu deiner Bestellung und zu den Leistungen, die du anforderst, etwa den Link zu deinen Fotos, einen Bericht oder unsere Antwort auf deine Anfrage. Versendet werden sie über Resend (Resend, Inc., USA), das dafür deine E-Mail-Adresse und den Inhalt der Nachricht verarbeitet.",
        "Rechtsgrundlage: die Erfüllung unseres Vertrags mit dir oder deiner Anfrage (Art. 6 Abs. 1 lit. b DSGVO). Eine Kopie jeder E-Mail bewahren wir {{emailCopyDays}} Tage auf, damit wir sie erneut senden und Fragen dazu beantworten können, danach löschen wir sie.",
      ],
    },
    newsletter: {
      heading: "Newsletter",
      blocks: [
        "Wenn du unseren Newsletter abonnierst, verarbeiten wir deine E-Mail-Adresse und, soweit du sie angibst, deinen Vor- und Nachnamen, außerdem, wo du dich angemeldet hast, einen dir angebotenen Rabattcode und die Kampagne, über die du zu uns gekommen bist (UTM-Parameter). Unsere Liste verwaltet EmailOctopus (EmailOctopus Ltd, Vereinigtes Königreich). Dabei wird erfasst, ob ein Newsletter geöffnet und welche Links angeklickt wurden, damit wir sehen, welche Themen unsere Leserinnen und Leser interessieren.",
        "Nach deiner Anmeldung schicken wir dir zuerst eine E-Mail mit einem Link, mit dem du bestätigst, dass die Adresse dir gehört (Double-Opt-in). Bis du ihm folgst, wartet deine Anmeldung auf unseren Servern, und niemand sonst erfährt davon; bestätigst du nicht, wird sie nach {{unconfirmedSignupDays}} Tagen gelöscht. Ist EmailOctopus im Moment deiner Bestätigung nicht erreichbar, wartet deine Anmeldung auf unseren Servern, wird innerhalb weniger Minuten weitergegeben und danach dort entfernt.",
        "Rechtsgrundlage: deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Du kannst dich jederzeit über den Link in jedem Newsletter oder mit einer Nachricht an uns abmelden. Dann entfernen wir dich aus der Liste und behalten nur die Information, dass du dich abgemeldet hast, damit wir dir nicht erneut schreiben.",
      ],
    },
    enquiries: {
      heading: "White-Label-Anfragen und Kontakt",
      blocks: [
        "Wenn du uns eine White-Label-Anfrage sendest, verarbeiten wir deine E-Mail-Adresse, deinen Namen, dein Unternehmen, dessen Größe und deine Beschreibung, um ein Angebot zu erstellen und dir zu antworten. Wenn du uns eine E-Mail schreibst, verarbeiten wir deine Adresse und deine Nachricht, um zu antworten.",
        "Rechtsgrundlage: vorvertragliche Maßnahmen auf deine Anfrage (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO). Anfragen, aus denen keine Geschäftsbeziehung entsteht, löschen wir nach {{leadMonths}} Monaten, sonstige Korrespondenz, sobald wir sie nicht mehr brauchen, es sei denn, Handels- oder Steuerrecht verlangt eine längere Aufbewahrung.",
      ],
    },
    analytics: {
      heading: "Statistik und Werbung",
      blocks: [
        "### Plausible Analytics",
        "Besuche und Ereignisse, etwa einen Klick auf den Kaufen-Button, zählen wir mit Plausible (Plausible Insights OÜ, Estland), das in der EU gehostet wird. Dein Browser sendet diese Ereignisse an unsere eigene Website, die sie zusammen mit deiner IP-Adresse und deinem User Agent an Plausible weitergibt. Plausible bildet daraus nur eine anonyme Kennung, die sich täglich ändert, und speichert beides nicht; es setzt keine Cookies und erstellt keine Profile. Rechtsgrundlage: unser berechtigtes Interesse daran, zu wissen, wie unsere Website genutzt wird (Art. 6 Abs. 1 lit. f DSGVO).",
        "### Google Analytics",
        "Nur wenn du Statistik erlaubst, laden wir Google Analytics 4 (Google Ireland Limited, Irland). Es setzt Cookies, um deinen Browser wiederzuerkennen, erfasst die aufgerufenen Seiten und deine Aktionen und kürzt deine IP-Adresse. Google kann die Daten auch in den USA verarbeiten. Rechtsgrundlage: deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
        "### Meta-Pixel",
        "Nur wenn du Marketing erlaubst, laden wir das Meta-Pixel (Meta Platforms Ireland Limited, Irland). Es zeigt uns, ob unsere Anzeigen auf Facebook und Instagram zu Besuchen und Käufen führen, und ermöglicht es, unsere Anzeigen Menschen zu zeigen, die unsere Website besucht haben. Für die Erhebung und Übermittlung dieser Daten sind wir und Meta gemeinsam Verantwortliche (Art. 26 DSGVO); für die weitere Verarbeitung ist allein Meta verantwortlich. Meta kann die Daten auch in den USA verarbeiten. Rechtsgrundlage: deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG).",
        "### Deine Wahl",
        "Besuchst du uns aus dem Europäischen Wirtschaftsraum, dem Vereinigten Königreich oder der Schweiz, läuft keines der beiden Werkzeuge, bevor du im Cookie-Banner entschieden hast. Besuchst du uns von anderswo, sind Statistik und Marketing ab deinem ersten Besuch eingeschaltet. Wo auch immer du bist: In den [Cookie-Einstellungen](?cookie-settings) kannst du deine Wahl jederzeit ändern oder widerrufen; der Widerruf berührt nicht, was vorher geschehen ist.",
        "Um herauszufinden, welche Formulierung unseres Kaufen-Buttons am besten ankommt, zeigen wir jedem Besucher eine von mehreren Varianten und merken uns, mit deiner Einwilligung in die Statistik, in einem Cookie, welche. Ohne diese Einwilligung wird nichts gespeichert, und eine Seite kann eine andere Variante zeigen. Das Cookie enthält nur den Namen der Variante, keine Kennung, und wird an niemanden weitergegeben (deine Einwilligung, Art. 6 Abs. 1 lit. a DSGVO; außerhalb der Länder, die eine Einwilligung verlangen, unser berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).",
      ],
    },
    storage: {
      heading: "Cookies und lokaler Speicher",
      blocks: [
        "Wir speichern einige kleine Informationen in deinem Browser, als Cookies oder in seinem lokalen Speicher. Die Cookies von Google Analytics und dem Meta-Pixel werden nur mit deiner Einwilligung gespeichert; alle anderen Einträge dienen nur dem beschriebenen Zweck und enthalten keine Kennung, mit der man dich über Websites hinweg verfolgen könnte.",
      ],
    },
    recipients: {
      heading: "Wer deine Daten erhält",
      blocks: [
        "Wir arbeiten mit den folgenden Dienstleistern. Soweit sie personenbezogene Daten in unserem Auftrag verarbeiten, haben wir mit ihnen einen Vertrag zur Auftragsverarbeitung geschlossen (Art. 28 DSGVO).",
        "- Cloudflare, Inc. (USA): Hosting, Auslieferung der Website, Speicherung von Fotos und Bestellungen in der EU, Schutz vor Angriffen und das Bildmodell für die Foto-Checks (Workers AI).",
        "- Astria (astria.ai): Training des KI-Modells für deine Bestellung und Erzeugung deiner Fotos.",
        "- Resend, Inc. (USA): Versand von E-Mails.",
        "- EmailOctopus Ltd (Vereinigtes Königreich): Verwaltung der Newsletter-Liste.",
        "- Plausible Insights OÜ (Estland): Besucherstatistik ohne Cookies.",
        "- Google Ireland Limited (Irland): Google Analytics, nur mit deiner Einwilligung.",
        "- Meta Platforms Ireland Limited (Irland): das Meta-Pixel, nur mit deiner Einwilligung, als gemeinsam Verantwortlicher.",
        "- Lemon Squeezy LLC (USA): Zahlung, als Händler und eigenständig Verantwortlicher.",
        "Wir verkaufen deine Daten nicht und geben sie an niemanden sonst weiter, es sei denn, wir sind gesetzlich dazu verpflichtet, etwa gegenüber einem Gericht oder einer Behörde.",
        "### Übermittlung in Länder außerhalb der EU",
        "Einige dieser Dienstleister sitzen außerhalb des Europäischen Wirtschaftsraums oder setzen dort Unterauftragnehmer ein. Solche Übermittlungen erfolgen nur auf Grundlage eines Angemessenheitsbeschlusses der Europäischen Kommission (Art. 45 DSGVO), etwa für das Vereinigte Königreich oder des EU-US Data Privacy Framework für zertifizierte US-Unternehmen, oder auf Grundlage der EU-Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO). Eine Kopie dieser Garantien kannst du bei uns anfordern.",
      ],
    },
    retention: {
      heading: "Wie lange wir deine Daten speichern",
      blocks: [
        "- Hochgeladene Selfies, erzeugte Fotos und das KI-Modell deiner Bestellung: spätestens {{retentionDays}} Tage nach der Bestellung. Fotos für die kostenlosen Foto-Checks werden nie gespeichert.",
        "- Bestelldaten: so lange, wie Handels- und Steuerrecht es verlangen, bis zu zehn Jahre.",
        "- Kopien der E-Mails, die wir dir senden: {{emailCopyDays}} Tage.",
        "- White-Label-Anfragen, aus denen keine Geschäftsbeziehung entsteht: {{leadMonths}} Monate.",
        "- Dein Newsletter-Abonnement: bis du dich abmeldest.",
        "- Eine Newsletter-Anmeldung, die du nicht bestätigt hast: {{unconfirmedSignupDays}} Tage; nach deiner Bestätigung bleibt für den Rest dieser Zeit nur deine Adresse dabei.",
        "- Eine Newsletter-Anmeldung, die unser Listen-Dienstleister noch nicht übernommen hat: auf unseren Servern, bis sie die Liste erreicht, höchstens {{pendingSignupDays}} Tage nach deiner Anmeldung; eine, die der Dienstleister endgültig ablehnt, wird nicht erneut gesendet, nur aufbewahrt, damit wir den Grund sehen, und zum selben Zeitpunkt gelöscht.",
        "- Zähler, die unsere Formulare vor Missbrauch schützen: {{rateLimitHours}} Stunden.",
        "- Cookies und lokaler Speicher: wie im Abschnitt oben angegeben.",
      ],
    },
    rights: {
      heading: "Deine Rechte",
      blocks: [
        "Nach der DSGVO hast du das Recht,",
        "- Auskunft über die Daten zu erhalten, die wir über dich speichern, und eine Kopie davon (Art. 15);",
        "- unrichtige Daten berichtigen zu lassen (Art. 16);",
        "- deine Daten löschen zu lassen (Art. 17), zum Beispiel deine Fotos schon vor Ablauf der {{retentionDays}} Tage;",
        "- die Verarbeitung deiner Daten einschränken zu lassen (Art. 18);",
        "- die Daten, die du uns gegeben hast, in einem gängigen, maschinenlesbaren Format zu erhalten oder an einen anderen übermitteln zu lassen (Art. 20);",
        "- aus Gründen, die sich aus deiner besonderen Situation ergeben, jederzeit einer Verarbeitung zu widersprechen, die auf unserem berechtigten Interesse beruht (Art. 21);",
        "- eine erteilte Einwilligung jederzeit mit Wirkung für die Zukunft zu widerrufen (Art. 7 Abs. 3); für Statistik und Marketing genügen die [Cookie-Einstellungen](?cookie-settings);",
        "- dich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77), insbesondere in dem EU-Staat, in dem du wohnst oder arbeitest oder in dem der mutmaßliche Verstoß stattfand. Für uns zuständig ist die Datenschutzbehörde des Bundeslandes, in dem wir unseren Sitz haben.",
        "Um deine Rechte auszuüben, genügt eine E-Mail an {{companyEmail}}. Wir antworten spätestens innerhalb eines Monats und bitten dich gegebenenfalls zu bestätigen, dass die Anfrage von dir stammt, etwa indem du von der E-Mail-Adresse deiner Bestellung schreibst.",
      ],
    },
    obligation: {
      heading: "Musst du uns deine Daten geben?",
      blocks: [
        "Du bist nicht verpflichtet, uns Daten zu geben. Ohne deine E-Mail-Adresse und deine Selfies können wir deine Bewerbungsfotos allerdings nicht erstellen und liefern, und ohne E-Mail-Adresse können wir dir keinen Newsletter senden.",
        "Wir treffen keine Entscheidungen über dich, die ausschließlich auf einer automatisierten Verarbeitung beruhen (Art. 22 DSGVO). Unsere Foto-Checks sind Empfehlungen, keine Entscheidungen.",
      ],
    },
    security: {
      heading: "Sicherheit",
      blocks: [
        "Jede Verbindung zu unserer Website ist verschlüsselt. Deine Fotos liegen unter zufälligen Adressen, die sich nicht erraten lassen, nur die Menschen, die den Dienst betreiben, haben Zugriff darauf, und dein Download-Link funktioniert nur, bis deine Fotos gelöscht sind.",
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
    language: "Deine Sprache, damit sich jede Seite darin öffnet. Cookie und lokaler Speicher, ein Jahr lang.",
    consent:
      "Deine Wahl im Cookie-Banner und wann du sie getroffen hast. Cookie und lokaler Speicher, sechs Monate lang; danach fragen wir erneut.",
    region:
      "Ob du uns aus einem Land besuchst, dessen Recht zuerst deine Einwilligung verlangt (Europäischer Wirtschaftsraum, Vereinigtes Königreich, Schweiz), damit die richtigen Regeln für die Einwilligung gelten. Cookie und lokaler Speicher, ein Jahr lang.",
    variant:
      "Welche Formulierung des Kaufen-Buttons du siehst und ob das schon gezählt wurde. Cookie, ein Jahr lang, und lokaler Speicher, bis du ihn löschst.",
    newsletter:
      "Dass du den Newsletter abonniert hast, damit wir dich nicht erneut fragen, und der Nachweis, den dieser Browser bei der Bestätigung deiner Adresse erhält, ohne den niemand dein Abo abfragen oder ändern kann. Lokaler Speicher, bis du ihn löschst.",
    welcome:
      "Deine Angaben und dein Rabattcode aus unserem Willkommensangebot, damit das Formular dich wiedererkennt. Lokaler Speicher, bis du ihn löschst.",
    pending:
      "Newsletter-Anmeldungen, die unseren Server noch nicht erreicht haben, damit keine verloren geht. Lokaler Speicher, bis du ihn löschst.",
    invitation:
      "Wann du unsere Newsletter-Einladung zuletzt gesehen oder geschlossen hast, damit sie nicht ständig wiederkommt. Lokaler Speicher, 48 Stunden oder 7 Tage lang.",
    checkout:
      "Welchen Checkout du geöffnet hast, damit sich deine Bestellung nach dem Bezahlen in diesem Browser öffnet und in keinem anderen. Cookie, 24 Stunden lang.",
    order:
      "Der Schlüssel zu deiner Bestellung, damit dieser Browser sie ohne den Link aus der E-Mail öffnet, und, solange du wählst, der Link einer weiteren Bestellung, die du geöffnet hast. Cookies, bis der Link deiner Bestellung abläuft (der zweite eine Stunde lang).",
    signup:
      "Dass dieser Browser eine Newsletter-Anmeldung abgeschickt hat, damit nur er deinen Namen ergänzen kann, und, während du bestätigst, der Code deines Bestätigungslinks, aus der Adresse der Seite genommen. Cookies, 7 Tage und eine Stunde lang.",
    campaign:
      "Nur mit deiner Einwilligung in Statistik: die Kampagne, über die du zu uns kamst (UTM-Parameter), damit ihr eine Anmeldung, eine Anfrage oder ein Kauf zugerechnet wird. Cookie, bis du deinen Browser schließt.",
    google:
      "Nur mit deiner Einwilligung in Statistik: von Google Analytics gesetzt, um Besuche zu unterscheiden. Cookies, bis zu zwei Jahre lang.",
    meta: "Nur mit deiner Einwilligung in Marketing: vom Meta-Pixel gesetzt, um deinen Browser für Werbung wiederzuerkennen. Cookie, drei Monate lang.",
  },
} satisfies typeof en;
