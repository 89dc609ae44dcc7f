import type en from "../en/resume";

export default {
  title: "Fotos para tu currículum y toda tu candidatura | Resoume",
  description:
    "Un conjunto de fotos profesionales para tu currículum, LinkedIn, portales de empleo y firma de correo, creado a partir de tus selfies y enviado por correo.",
  heading: "Fotos para tu currículum y para todo lo que acompaña a tu candidatura",
  intro:
    "Tu candidatura es más que un documento. Quien selecciona lee tu currículum, busca tu perfil de LinkedIn y después te conoce en una videollamada. Resoume convierte tus selfies en un conjunto coherente de fotos profesionales para todo ello, para que parezcas la misma persona segura de sí misma allí donde te encuentren.",
  highlights: [
    "{{styleCount}} estilos, de corporativo a creativo",
    "Menos de {{premiumDelivery}} con Premium y Ultimate",
    "Sin cuenta y sin suscripción",
    "Reembolso en {{refundDays}} días",
  ],
  cta: "Elige tu pack",
  focus: {
    heading: "Dónde trabaja tu foto por ti",
    blocks: [
      "### En tu currículum",
      "En España, Alemania, Austria, Suiza y muchos países de Europa, Latinoamérica y Asia, las empresas esperan una foto en el currículum. Donde no es costumbre, como en EE. UU., el Reino Unido o Canadá, no la pongas en el documento y usa tu retrato en todo lo demás.",
      "### En LinkedIn y en los portales de empleo",
      "Un perfil sin foto parece a medio hacer, y los reclutadores pasan de largo con más facilidad. Muchos portales de empleo y sistemas de selección también piden una foto de perfil: con un mismo conjunto de fotos, tu imagen es coherente en todas partes.",
      "### En tu firma de correo y en las videollamadas",
      "Una pequeña foto en tu firma o como imagen en las videollamadas pone cara a tu nombre incluso antes de que empiece la entrevista.",
      "### En tu web personal o tu portafolio",
      "Si muestras tu trabajo en internet, un retrato cercano hace la página más personal. Para usarlo en la publicidad de tu propio negocio necesitas la licencia comercial del pack Ultimate.",
    ],
  },
  benefits: {
    heading: "Por qué un mismo conjunto de fotos marca la diferencia",
    cards: {
      consistent: {
        title: "Coherente en todas partes",
        text: "Las fotos de un mismo conjunto comparten luz y estilo, así que tu currículum, tus perfiles y tu firma encajan entre sí.",
      },
      choice: {
        title: "Una foto para cada uso",
        text: "Premium te da {{premiumPhotos}} fotos en {{premiumStyles}} estilos: una formal para el currículum y otra más cercana para LinkedIn.",
      },
      fast: {
        title: "Lista antes de tu plazo",
        text: "Premium y Ultimate entregan en menos de {{premiumDelivery}}, Basic en unas {{basicDelivery}}: para la oferta de hoy, la foto de hoy.",
      },
      fair: {
        title: "Justo y sin riesgo",
        text: "Un solo pago desde {{startingPrice}}, sin suscripción, y te devolvemos el dinero en {{refundDays}} días si no quedas satisfecho.",
      },
    },
  },
  steps: {
    heading: "De tus selfies a tus fotos de candidatura en cuatro pasos",
    items: [
      "Elige tu pack en la [página de precios](/es/pricing).",
      "Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies, a ser posible con distinta luz y desde distintos ángulos.",
      "Elige los estilos que encajen con los puestos a los que te presentas.",
      "Descarga tus fotos desde el enlace de tu correo y usa tus favoritas en tu currículum, en LinkedIn y donde quieras.",
    ],
  },
  plans: {
    heading: "Packs para cada búsqueda de empleo",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} fotos en {{basicStyles}} estilo, para renovar rápidamente tu currículum y tu perfil.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} fotos en {{premiumStyles}} estilos y mayor resolución, la opción más elegida para una candidatura completa.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} fotos en {{ultimateStyles}} estilos, con prioridad e incluidos los derechos de uso comercial para tu propio negocio.",
      "Un solo pago, sin suscripción y, si no quedas satisfecho, te devolvemos el dinero en {{refundDays}} días.",
    ],
  },
  faq: {
    heading: "Preguntas sobre las fotos para el currículum",
    blocks: [
      "### ¿Debo poner foto en el currículum?",
      "Depende de dónde te presentes. En España y en los países de habla alemana se espera; en EE. UU., el Reino Unido y Canadá suele omitirse. Si tienes dudas, nuestra [revisión gratuita de la foto del currículum](/es/resume-review) te dice qué esperan las empresas de tu país de destino.",
      "### ¿Qué foto uso para cada cosa?",
      "Una foto más formal encaja en el currículum, y una algo más relajada en LinkedIn y en tu firma. Cada foto llega como archivo de imagen que puedes recortar en vertical para el currículum o en cuadrado para los perfiles.",
      "### ¿Puedo usar las fotos para mi propio negocio?",
      "Para presentarte a ti mismo, sí, con cualquier pack, también en la página del equipo de tu empresa. Para anunciar productos o servicios necesitas la licencia comercial del pack Ultimate; los detalles están en nuestros [términos del servicio](/es/terms-of-service).",
    ],
  },
  closing: {
    heading: "¿Listo para completar tu candidatura?",
    text: "Elige un pack, sube tus selfies y recibe hoy mismo tus nuevas fotos en tu correo.",
  },
} satisfies typeof en;
