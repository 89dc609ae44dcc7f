export type Article = {
  slug: string;
  language: "en" | "de" | "es";
  title: string;
  description: string;
  author: string;
  publishedAt: string; // ISO date like "2026-10-05"
  category: string;
  tags: string[];
  paragraphs: string[];
};

export const articles: Article[] = [
  {
    slug: "how-to-take-selfies-for-ai-headshots",
    language: "en",
    title: "How to take selfies that make great AI headshots",
    description:
      "Light, camera position, variety and what to leave out: a practical checklist for the selfies you upload, so your headshots look like you on a good day.",
    author: "Resoume Team",
    publishedAt: "2026-11-02",
    category: "Guides",
    tags: ["selfies", "ai headshots", "photo tips", "linkedin"],
    paragraphs: [
      "Your finished headshots can only be as good as the selfies you start with. Every photo you upload teaches the process what your face looks like, so each blurry shot, heavy filter or odd angle gives it less to work with. The good news is that you need neither a professional camera nor a photographer. A recent smartphone, a window and ten quiet minutes are enough if you follow a few simple rules.",
      "Start with light, because it matters more than anything else. Stand or sit facing a window during the day, so that soft, even light falls across your whole face. Avoid direct midday sun, which causes harsh shadows and squinting, and never put a bright window or lamp behind you, which turns your face into a silhouette. Ceiling lights tend to cast dark shadows under the eyes, so switch them off when daylight is available. If you take some photos outdoors, look for open shade, such as the shady side of a building.",
      "Next, think about the camera. Hold your phone at eye level or slightly above, never from below your chin. Stretch your arm out fully or, better still, lean the phone against something and use the self-timer: a camera held too close to your face exaggerates the nose and shrinks the ears, and that distortion can carry over into the result. The rear camera of most phones is sharper than the front one, so use it with the timer if you can. Wipe the lens before you start; a fingerprint smudge is one of the most common reasons for soft, hazy photos.",
      "Variety is what turns good selfies into great headshots. Upload 5 to 10 photos that show your face from slightly different angles: straight on, turned a little to the left and a little to the right. Mix your expressions, with a relaxed neutral face in some shots and a natural smile in others. If possible, change your top between shots and take them in two or three different places. When every photo looks identical, small quirks of that one setting can find their way into every headshot.",
      "Some things reliably cause problems. Leave out hats, caps and sunglasses, and make sure nobody else appears in the frame, not even partly. Skip beauty filters, portrait-mode blur and heavy editing, since they change the shape and texture of your face. Use recent photos that show how you look today, with your current hairstyle. If you always wear glasses, wear them in your selfies too, and tilt them slightly to avoid reflections. Resoume accepts JPEG, PNG and WebP files of up to 5 MB each, which covers photos straight from any modern phone.",
      "Before you upload, look through your selection once more and ask one question of every photo: is my face sharp, evenly lit and fully visible? Delete any photo that fails the test rather than padding the set, because five excellent selfies beat ten mediocre ones. Then choose the style that fits your goal, whether that is corporate for a classic application, academic for research and teaching roles or greenery for a friendlier LinkedIn profile, and get on with your day while your headshots are being made.",
    ],
  },
  {
    slug: "bewerbungsfoto-in-deutschland",
    language: "de",
    title: "Bewerbungsfoto in Deutschland: Was heute üblich ist",
    description:
      "Pflicht oder freiwillig, wohin im Lebenslauf, welche Kleidung und welcher Hintergrund: So sieht ein gutes Bewerbungsfoto in Deutschland heute aus.",
    author: "Resoume-Team",
    publishedAt: "2026-11-09",
    category: "Ratgeber",
    tags: ["bewerbungsfoto", "lebenslauf", "bewerbung", "deutschland"],
    paragraphs: [
      "Kaum ein Land hängt so am Bewerbungsfoto wie Deutschland. Während Bewerbungen in den USA oder in Großbritannien meist ganz ohne Bild verschickt werden, gehört ein Foto hierzulande für viele Personalverantwortliche noch immer zu einem vollständigen Lebenslauf. Gleichzeitig hat sich in den letzten Jahren einiges verändert. Hier erfährst du, was heute gilt und wie du mit deinem Foto punktest.",
      "Zuerst die wichtigste Frage: Musst du überhaupt ein Foto mitschicken? Nein. Seit das Allgemeine Gleichbehandlungsgesetz (AGG) 2006 in Kraft getreten ist, ist das Bewerbungsfoto freiwillig, denn es verrät Alter, Geschlecht oder Herkunft, und danach darf nicht ausgewählt werden. Manche Unternehmen verzichten deshalb bewusst darauf, etwa in anonymisierten Bewerbungsverfahren. In den meisten Branchen ist ein gutes Foto aber weiterhin gern gesehen. Entscheidest du dich dafür, sollte es wirklich professionell sein, denn ein schwaches Foto schadet mehr als gar keins.",
      "Wohin gehört das Foto? Üblich ist heute der Lebenslauf, meist oben rechts neben deinen persönlichen Daten, alternativ ein Deckblatt, falls du eines verwendest. Aufgeklebte Papierfotos sind mit der digitalen Bewerbung praktisch verschwunden: Du bettest das Bild direkt in dein PDF ein. Achte auf eine Auflösung, bei der es auch ausgedruckt scharf bleibt, und halte die Dateigröße trotzdem im Rahmen, denn viele Bewerbungsportale begrenzen den Upload. Das klassische Hochformat ist nach wie vor Standard, moderne Lebensläufe nutzen aber auch quadratische oder runde Ausschnitte.",
      "Beim Bildausschnitt hat sich das Porträt von Kopf bis Schulter oder bis zur Brust durchgesetzt. Dein Gesicht ist gut erkennbar, der Blick geht in die Kamera, der Ausdruck ist freundlich und offen. Ein leichtes, natürliches Lächeln wirkt fast immer besser als ein ernster Passbild-Blick. Apropos: Ein biometrisches Passbild ist kein Bewerbungsfoto. Genauso wenig gehören Urlaubsbilder, Partyfotos oder ausgeschnittene Gruppenbilder in deine Unterlagen.",
      "Kleidung und Hintergrund richten sich nach der Branche. In Banken, Beratung oder Kanzleien sind Anzug, Blazer oder Bluse weiterhin eine sichere Wahl, vor einem ruhigen grauen, blauen oder weißen Hintergrund. In Start-ups, im Handwerk oder in kreativen Berufen darf es lockerer sein: ein gut sitzendes Hemd, ein schlichter Pullover, dazu vielleicht ein natürlicher Hintergrund im Grünen oder ein heller Raum. Die Faustregel lautet: Zieh dich so an, wie du an einem wichtigen Tag im Job auftreten würdest, und verzichte auf auffällige Muster und große Logos.",
      "Dein Foto sollte außerdem aktuell sein. Hast du dich seit der Aufnahme sichtbar verändert, etwa durch eine neue Frisur, einen Bart oder eine andere Brille, wird es Zeit für ein neues Bild, denn spätestens im Vorstellungsgespräch fällt der Unterschied auf. Verwende dasselbe Foto am besten auch auf LinkedIn, damit Lebenslauf und Profil ein stimmiges Gesamtbild ergeben.",
      "Du willst wissen, wie dein aktuelles Foto abschneidet? Bei unserem kostenlosen Bewerbungsfoto-Check wählst du Deutschland als Zielland und bekommst eine Einschätzung zu Licht, Hintergrund, Ausdruck und Ausschnitt. Und wenn du ein neues Foto brauchst, macht Resoume aus 5 bis 10 Selfies Bewerbungsfotos in Studioqualität, zum Beispiel im Stil Business, Akademisch oder Im Grünen, ganz ohne Fototermin.",
    ],
  },
  {
    slug: "foto-para-el-curriculum",
    language: "es",
    title: "La foto para el currículum en España y Latinoamérica",
    description:
      "¿Foto sí o foto no? Qué se espera en España y Latinoamérica, cómo debe ser una buena foto para el currículum y los errores que conviene evitar.",
    author: "Equipo Resoume",
    publishedAt: "2026-11-16",
    category: "Guías",
    tags: ["foto para el currículum", "cv", "españa", "latinoamérica", "búsqueda de empleo"],
    paragraphs: [
      "¿Pongo foto en el currículum o no? La respuesta depende mucho del país al que envías tu candidatura. En Estados Unidos, Canadá o el Reino Unido lo habitual es no incluirla, pero en España y en buena parte de Latinoamérica la foto sigue siendo lo normal, y muchas personas que seleccionan candidatos esperan verla. Esto es lo que conviene saber para acertar.",
      "En España la foto no es obligatoria, pero sigue siendo muy común. Suele colocarse en la parte superior, junto a tus datos de contacto, con un tamaño discreto: no debe robarle protagonismo a tu experiencia. Algunas multinacionales y los procesos de selección anónimos prefieren currículums sin foto, así que lee bien la oferta. Si la empresa no indica nada, una foto profesional suele sumar, sobre todo en puestos de atención al cliente, ventas o comunicación.",
      "En Latinoamérica la situación varía según el país y el sector, pero en muchos países de la región la foto sigue siendo habitual en el currículum. Al mismo tiempo, cada vez más empresas, en especial las multinacionales y las tecnológicas, adoptan el estilo anglosajón y no la piden. Si te postulas a una empresa estadounidense o canadiense, aunque sea desde tu país, lo más prudente es enviar el currículum sin foto y reservar la imagen para tu perfil de LinkedIn.",
      "Si decides incluirla, que sea una foto pensada para el trabajo y no un recorte de tus vacaciones. Lo ideal es un plano de la cabeza y los hombros, con la mirada a la cámara y una sonrisa natural. El fondo debe ser limpio y sin distracciones: gris, blanco, azul suave o un entorno natural desenfocado. La luz tiene que iluminar tu cara de forma uniforme, sin sombras duras ni contraluces. Y la foto debe ser reciente: si quien te entrevista no te reconoce al verte, algo ha fallado.",
      "La ropa depende del sector. Para banca, derecho o consultoría, una americana o una camisa formal siguen siendo la opción segura. En tecnología, educación o profesiones creativas puedes optar por algo más informal, como una camisa sin corbata o un suéter liso. En cualquier caso, evita los estampados llamativos, los logotipos grandes, las gafas de sol y las gorras. La regla más sencilla: vístete como lo harías para la entrevista.",
      "Hay errores que se repiten una y otra vez: fotos de carné pixeladas, selfies en los que se ve el brazo, fotos de fiestas con otra persona recortada a medias, filtros de redes sociales o imágenes demasiado oscuras. Tampoco uses una foto de hace diez años. Cuida además el formato: inserta la imagen en tu currículum en PDF con buena resolución, pero sin que el archivo pese demasiado, porque muchos portales de empleo limitan el tamaño.",
      "¿No sabes si tu foto actual encaja? Con nuestra revisión gratuita de la foto del currículum eliges el país donde buscas empleo y recibes un análisis de la luz, el fondo, la expresión y el encuadre. Y si necesitas una foto nueva, Resoume convierte entre 5 y 10 selfies en fotos con calidad de estudio, en estilos como corporativo, académico o cálido, sin pedir cita en ningún estudio.",
    ],
  },
];
