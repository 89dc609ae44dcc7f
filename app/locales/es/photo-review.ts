import type en from "../en/photo-review";

export default {
  form: {
    heading: "Revisa tu foto",
    photo: "Tu foto",
    photoHint: "JPEG, PNG o WebP, hasta 5 MB. Medimos tu foto y después la descartamos: nunca se guarda.",
    country: "País de destino",
    countryHint: "Hemos elegido {{country}} según dónde estás; cámbialo si buscas empleo en otro país.",
    submit: "Revisar mi foto",
    busy: "Midiendo tu foto…",
    again: "Revisar otra foto",
  },
  errors: {
    missing: "Elige una foto para revisarla.",
    type: "Este archivo no es una imagen JPEG, PNG o WebP.",
    tooLarge: "Esta foto pesa más de 5 MB. Elige una copia más pequeña.",
    broken: "No se pudo leer esta imagen. Prueba con otra copia.",
    deep: "Esta imagen tiene 16 bits por color, más de lo que leemos. Guárdala como JPEG o como PNG de 8 bits.",
    tooManyPixels:
      "Esta foto tiene más de {{megapixels}} megapíxeles, más de lo que podemos leer sin JavaScript. Activa JavaScript o elige una copia más pequeña.",
    country: "Elige un país de destino.",
    measurements: "No pudimos recuperar la revisión. Vuelve a revisar tu foto.",
  },
  result: {
    heading: "La revisión de tu foto",
    overall: "Puntuación global",
    outOf: "{{score}} de 100",
    ats: "Puntuación ATS",
    atsHint:
      "Hasta qué punto el archivo y una foto en el currículum encajan con las empresas y sus sistemas de seguimiento de candidatos (ATS) en {{country}}.",
    verdicts: {
      great: "Lista para usar",
      good: "Buena, con algunos ajustes",
      fair: "Aceptable, pero te resta",
      poor: "Mejor cámbiala",
    },
    atsVerdicts: {
      great: "Encaja con las candidaturas allí",
      good: "Encaja, con un ajuste",
      fair: "Encaja a medias",
      poor: "Te perjudica",
    },
    scores: {
      lighting: "Iluminación",
      background: "Fondo",
      expression: "Expresión",
      composition: "Composición",
      crop: "Recorte y encuadre",
      professional: "Imagen profesional",
    },
    notMeasured: "Necesita JavaScript",
    measured: "Tu foto: {{width}} × {{height}} píxeles, {{format}}, {{size}}.",
    onDevice: "Medida en tu dispositivo: tu foto no ha salido de tu navegador.",
    onServer: "Medida en nuestro servidor y descartada justo después: no se ha guardado nada.",
    atsNeedsCountry:
      "Elige arriba tu país de destino para obtener la puntuación ATS: que una foto en el currículum ayude depende de dónde te postules.",
    faceChecksNeedScript:
      "El análisis de la cara (expresión, composición, recorte) se hace en tu dispositivo y necesita JavaScript, igual que la puntuación global, que lo incluye. Activa JavaScript para obtener también esas puntuaciones.",
    problems: "Lo que le resta",
    tips: "Lo que la mejoraría",
    good: "Lo que ya funciona",
    nothingToFix: "Nada que corregir: esta foto cumple todos los criterios que comprobamos.",
    country: "En {{country}}",
    aiHeading: "Una segunda opinión",
    aiNote: "Escrita por un modelo de visión con IA a partir de tu foto; las puntuaciones y observaciones de arriba son mediciones.",
  },
  levels: { problem: "Problema", tip: "Consejo", good: "Bien" },
  hues: { warm: "amarillo anaranjado", cool: "azul", green: "verde", magenta: "magenta", none: "neutro" },
  sides: { left: "izquierda", right: "derecha" },
  findings: {
    faceChecksNeedScript: {
      title: "El análisis de la cara necesita JavaScript",
      text: "Sin JavaScript hemos medido la luz, el fondo y el archivo, pero no tu cara, tu expresión ni el recorte.",
    },
    noFace: {
      title: "No se encontró ninguna cara",
      text: "No hemos encontrado ninguna cara. Usa una foto en la que se te vea bien la cara, mirando a la cámara.",
    },
    manyFaces: {
      title: "Más de una persona",
      text: "Esta foto muestra más de una cara ({{count}}). Una foto de perfil o de currículum solo te muestra a ti: recorta a los demás o hazte una foto a solas.",
    },
    faceSmall: {
      title: "Tu cara se ve pequeña",
      text: "Tu cara ocupa el {{share}} % de la altura de la imagen; recórtala para que ocupe entre el {{low}} y el {{high}} %, con cabeza y hombros.",
    },
    faceLarge: {
      title: "Cara demasiado grande en la imagen",
      text: "Tu cara ocupa el {{share}} % de la altura de la imagen; deja más espacio para que ocupe entre el {{low}} y el {{high}} % y se te vean los hombros.",
    },
    noShoulders: {
      title: "Recorte demasiado cerrado",
      text: "Solo el {{room}} % de la imagen queda por debajo de tu barbilla, así que los hombros quedan cortados. Déjales sitio: cabeza y hombros dan una imagen más profesional.",
    },
    faceCut: {
      title: "Tu cara sale cortada",
      text: "Parte de tu cara toca el borde de la foto. Usa una en la que se vea toda tu cabeza, con algo de espacio alrededor.",
    },
    headroomTight: {
      title: "Poco espacio sobre la cabeza",
      text: "Solo el {{headroom}} % de la altura queda por encima de tu cara. Deja un poco de aire sobre el pelo.",
    },
    headroomLarge: {
      title: "Demasiado espacio sobre la cabeza",
      text: "El {{headroom}} % de la altura queda por encima de tu cara. Recorta por arriba para que tus ojos queden en el tercio superior.",
    },
    offCentre: {
      title: "Descentrada",
      text: "Tu cara está desplazada un {{offset}} % del ancho hacia la {{side}}. Céntrala: LinkedIn y las plantillas de currículum recortan las fotos por el centro.",
    },
    eyeLine: {
      title: "Altura de los ojos",
      text: "Tus ojos están al {{eyes}} % de la altura, contando desde arriba; a un tercio, más o menos, queda más natural.",
    },
    tilted: {
      title: "Cabeza inclinada",
      text: "Tienes la cabeza inclinada unos {{degrees}}°. Mantenla recta o endereza la foto.",
    },
    eyesClosed: {
      title: "Ojos cerrados",
      text: "Parece que tienes los ojos cerrados o casi. Haz varias fotos y elige una con los ojos bien abiertos.",
    },
    noSmile: {
      title: "Una ligera sonrisa ayuda",
      text: "Tu expresión resulta neutra. Una sonrisa leve y relajada transmite más cercanía.",
    },
    negativeExpression: {
      title: "Expresión tensa",
      text: "Tu expresión puede parecer tensa o de disgusto. Relaja la cara y prueba con una sonrisa suave.",
    },
    goodExpression: { title: "Expresión amable", text: "Tu expresión transmite apertura y cercanía." },
    tooDark: {
      title: "Demasiado oscura",
      text: "El brillo medio de la foto es del {{brightness}} %. Ponte de cara a una ventana o a una luz suave, o aclárala un poco.",
    },
    tooBright: {
      title: "Demasiado clara",
      text: "El brillo medio de la foto es del {{brightness}} %. Evita el sol directo y baja la exposición.",
    },
    blownHighlights: {
      title: "Zonas blancas",
      text: "El {{highlights}} % de la foto es blanco puro, sin ningún detalle. Evita el sol directo o una ventana luminosa en la imagen, o baja la exposición.",
    },
    crushedShadows: {
      title: "Sombras profundas",
      text: "El {{shadows}} % de la foto es negro, sin detalle. Añade luz de frente o aclara las sombras.",
    },
    lowContrast: {
      title: "Aspecto plano y apagado",
      text: "El contraste es bajo ({{contrast}}). Usa una luz más direccional o sube un poco el contraste al editarla.",
    },
    harshContrast: {
      title: "Luz dura",
      text: "El contraste es muy alto ({{contrast}}). La luz dura crea sombras marcadas: elige una luz más suave y difusa.",
    },
    colourCast: {
      title: "Dominante de color",
      text: "La foto tira a {{hue}}. Ajusta el balance de blancos o corrige el color para que el tono de piel se vea natural.",
    },
    goodLight: { title: "Buena luz", text: "La exposición, el contraste y el color están en un buen rango." },
    busyBackground: {
      title: "Fondo recargado",
      text: "El {{clutter}} % del fondo son bordes y detalles. Una pared lisa o un fondo desenfocado mantienen la atención en ti.",
    },
    unevenBackground: {
      title: "Fondo irregular",
      text: "El fondo tiene zonas muy marcadas de luz y sombra. Un fondo tranquilo y con luz uniforme resulta más profesional.",
    },
    calmBackground: { title: "Fondo tranquilo", text: "El fondo es liso y mantiene la atención en ti." },
    blurry: {
      title: "Poco nítida",
      text: "Incluso la zona más nítida de la foto está blanda (nitidez {{sharpness}}). Sujeta bien la cámara, toca tus ojos en la pantalla para enfocar y busca buena luz.",
    },
    noisy: {
      title: "Con grano",
      text: "La foto tiene ruido (unos {{noise}} niveles de luminancia). Con más luz, la cámara puede usar un ISO más bajo.",
    },
    lowResolution: {
      title: "Resolución demasiado baja",
      text: "La foto mide {{width}} × {{height}} píxeles. LinkedIn pide al menos {{minimum}} × {{minimum}}; con {{recommended}} píxeles o más en el lado corto se verá nítida en todas partes.",
    },
    lowResolutionPrint: {
      title: "Resolución demasiado baja",
      text: "La foto mide {{width}} × {{height}} píxeles. Una foto de currículum necesita al menos {{minimum}} píxeles en el lado corto para verse nítida impresa (35 × 45 mm a 300 ppp).",
    },
    linkedinAspect: {
      title: "No es cuadrada",
      text: "La foto mide {{width}} × {{height}}. LinkedIn muestra un cuadrado dentro de un círculo: recórtala tú en cuadrado, con tu cara en el centro.",
    },
    resumeAspect: {
      title: "No es vertical",
      text: "La foto mide {{width}} × {{height}}. Las fotos de currículum son verticales, de unos {{size}} mm: recórtala a esa proporción.",
    },
    goodFraming: { title: "Bien encuadrada", text: "Tu cara está centrada, recta y a buen tamaño, con espacio para los hombros." },
    fileFormat: {
      title: "Formato de archivo",
      text: "No todos los portales de empleo aceptan archivos {{format}}. Guárdala como JPEG.",
    },
    fileSize: {
      title: "Archivo pesado",
      text: "El archivo pesa {{megabytes}} MB. Con menos de 1 MB cabe en cualquier portal de empleo y el PDF de tu currículum sigue siendo ligero.",
    },
    printResolution: {
      title: "Pequeña para imprimir",
      text: "Con {{width}} × {{height}} píxeles se imprime borrosa; una foto de 35 × 45 mm necesita {{needWidth}} × {{needHeight}} píxeles a 300 ppp.",
    },
    photoDiscouraged: {
      title: "Mejor sin foto",
      text: "En {{country}} las empresas no esperan foto en el currículum, y muchas descartan los que la llevan.",
    },
    photoOptional: {
      title: "La foto es opcional",
      text: "En {{country}} la foto es opcional: inclúyela solo si es buena y profesional.",
    },
    photoExpected: {
      title: "Se espera una foto",
      text: "En {{country}} las empresas esperan una foto profesional en el currículum.",
    },
  },
  offer: {
    heading: "Lo que arreglaría una foto de estudio",
    text: "Creamos tus fotos profesionales a partir de tus propios selfies: luz de estudio, un fondo tranquilo y encuadre de cabeza y hombros, en {{styleCount}} estilos. Desde {{startingPrice}}, con un único pago; todas las fotos se eliminan a los {{retentionDays}} días.",
    fixes: "Lo que mejoraría en tu foto: {{areas}}.",
    button: "Ver los packs",
  },
  report: {
    heading: "Recibe el informe completo por correo",
    text: "Todas las puntuaciones, observaciones y consejos en un solo correo, en tu idioma. Lo enviamos una vez; tu foto no va incluida y no se guarda.",
    email: "Correo electrónico",
    newsletter: "Envíame también el boletín con consejos para fotos profesionales y descuentos (puedo darme de baja cuando quiera).",
    submit: "Enviar mi informe",
    busy: "Enviando…",
    sent: "Tu informe va de camino a {{email}}.",
    sentNewsletter:
      "Tu informe va de camino a {{email}}, junto con un correo para confirmar tu suscripción al boletín: entrarás en la lista en cuanto la confirmes.",
  },
  email: {
    subjectLinkedin: "Revisión de tu foto de LinkedIn: {{score}} de 100",
    subjectResume: "Revisión de tu foto del currículum: {{score}} de 100",
    subjectLinkedinNoScore: "Revisión de tu foto de LinkedIn",
    subjectResumeNoScore: "Revisión de tu foto del currículum",
    greeting: "Aquí tienes la revisión de la foto que comprobaste en Resoume.",
    overall: "Puntuación global: {{score}} de 100 ({{verdict}}).",
    ats: "Puntuación ATS para {{country}}: {{score}} de 100.",
    scores: "Puntuaciones:",
    scoreLine: "{{name}}: {{score}}",
    findings: "Observaciones y consejos:",
    findingLine: "{{level}}: {{title}}. {{text}}",
    country: "Tu país de destino, {{country}}:",
    offer: "Una foto de estudio creada a partir de tus propios selfies arregla de una vez la luz, el fondo y el encuadre:",
    button: "Ver los packs",
    footer: "Recibes este correo una sola vez porque lo pediste en {{site}}. Tu foto no se ha guardado.",
  },
} satisfies typeof en;
