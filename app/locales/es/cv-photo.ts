import type en from "../en/cv-photo";

export default {
  title: "Foto para el CV en Alemania, Austria y Suiza | Resoume",
  description:
    "¿Buscas trabajo en Alemania, Austria o Suiza? Convierte tus selfies en la foto de CV que allí se espera: cercana, bien iluminada y con fondo neutro.",
  heading: "La foto de CV que esperan las empresas en los países de habla alemana",
  intro:
    "En Alemania, Austria y Suiza, la foto en la parte superior del currículum sigue siendo lo habitual, y los reclutadores notan cuándo parece improvisada. Resoume convierte entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} de tus selfies (al menos {{selfiesMin}}) en retratos serenos, bien iluminados y con fondo neutro, listos para tu Lebenslauf, sin pasar por un estudio de fotografía.",
  highlights: [
    "Desde {{startingPrice}}, un solo pago",
    "Entrega por correo, sin cuenta",
    "Todas las fotos se eliminan a los {{retentionDays}} días",
    "Reembolso en {{refundDays}} días",
  ],
  cta: "Ver packs y precios",
  focus: {
    heading: "Cómo es una buena foto de CV en Alemania, Austria y Suiza",
    blocks: [
      "Ninguna ley la exige: desde 2006, la Ley General de Igualdad de Trato alemana (AGG) permite no incluirla, y algunas empresas internacionales incluso piden que no se incluya. Aun así, la mayoría de los reclutadores de Alemania, Austria y Suiza la siguen esperando, y a muchos un currículum sin foto les parece incompleto. Si la incluyes, conviene que cumpla unas cuantas reglas no escritas:",
      "- Cabeza y hombros, de frente o ligeramente girado hacia la cámara, con la cara ocupando buena parte de la imagen.",
      "- Una expresión cercana y natural: una leve sonrisa funciona mejor que la seriedad de una foto de pasaporte.",
      "- Un fondo tranquilo: gris claro, blanco, azul suave o una oficina o un exterior ligeramente desenfocados.",
      "- Ropa acorde con el puesto: traje o americana para banca, derecho y consultoría; una camisa o blusa cuidada para la mayoría de los demás puestos.",
      "- Una imagen reciente que te muestre como eres hoy, a ser posible de no más de uno o dos años.",
      "- Formato vertical, normalmente arriba a la derecha del currículum o en una portada aparte (Deckblatt).",
      "¿Y si buscas trabajo en España? Allí la foto también es habitual, y el mismo retrato te sirve para el currículum y para LinkedIn. En nuestra guía sobre la [foto para el currículum](/blog/es/foto-para-el-curriculum) encontrarás más consejos.",
    ],
  },
  benefits: {
    heading: "Por qué eligen Resoume para la foto de su CV",
    cards: {
      local: {
        title: "Pensada para el currículum alemán",
        text: "Elige el estilo corporativo para una foto de candidatura clásica con fondo neutro, o los estilos académico, cálido o informal para una imagen más personal.",
      },
      time: {
        title: "Sin cita en el estudio",
        text: "Sin reservas, sin desplazamientos y sin esperar las fotos retocadas. Subes tus selfies en unos minutos y tus fotos llegan por correo.",
      },
      choice: {
        title: "Mucho donde elegir",
        text: "Incluso el pack Basic te da {{basicPhotos}} fotos, para que elijas la que mejor te representa en un buen día.",
      },
      privacy: {
        title: "Tus fotos siguen siendo privadas",
        text: "Usamos tus selfies solo para tu pedido, nunca para publicidad, y eliminamos todas las fotos a los {{retentionDays}} días.",
      },
    },
  },
  steps: {
    heading: "Cómo funciona",
    items: [
      "Elige un pack en nuestra [página de precios](/es/pricing) y paga una sola vez a través de nuestro socio de pagos.",
      "Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies recientes: buena luz, distintos ángulos, sin gafas de sol ni gorra.",
      "Elige tus estilos. El corporativo es la opción segura para un currículum alemán clásico.",
      "Recibe tus fotos por correo, en unas {{basicDelivery}} con Basic o en menos de {{premiumDelivery}} con Premium y Ultimate, y quédate con tu favorita.",
    ],
  },
  plans: {
    heading: "Cuánto cuesta",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} fotos en {{basicStyles}} estilo, suficientes para la foto de tu CV y una imagen a juego para LinkedIn.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} fotos en {{premiumStyles}} estilos y mayor resolución, con nitidez suficiente para candidaturas impresas.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} fotos en {{ultimateStyles}} estilos, con prioridad y derechos de uso comercial.",
      "Pagas una vez, sin suscripción. Si no quedas satisfecho, te devolvemos el dinero en {{refundDays}} días.",
    ],
  },
  faq: {
    heading: "Preguntas sobre la foto del CV",
    blocks: [
      "### ¿Puedo imprimir la foto del CV?",
      "Sí. Premium y Ultimate entregan archivos de mayor resolución que se imprimen con nitidez en los tamaños habituales de las fotos de candidatura. Para candidaturas en línea, cualquier pack es más que suficiente.",
      "### ¿Qué estilo encaja con un currículum alemán?",
      "El corporativo es la opción clásica para bancos, aseguradoras, despachos de abogados y la administración pública. En profesiones creativas, empresas emergentes o la enseñanza suelen encajar mejor los estilos cálido, informal o creativo. Con Premium o Ultimate puedes probar varios y decidir después.",
      "### ¿La foto seguirá pareciéndose a mí?",
      "Tus fotos se crean a partir de tus propios selfies, así que muestran tus rasgos. Cuanto más variados y recientes sean tus selfies, mayor será el parecido. Elige la que más se parezca a ti: quieres que te reconozcan en la entrevista.",
      "### ¿Y si las fotos no son lo que esperaba?",
      "Pulsa «Reembolsar mi pedido» en la página de tu pedido en los {{refundDays}} días siguientes a tu compra: antes de descargar ninguna foto recuperas tu dinero al momento; después, respondemos a tu solicitud en dos días laborables. Nuestra [política de reembolso](/es/refund-policy) explica cómo.",
    ],
  },
  closing: {
    heading: "Tu próxima candidatura merece una buena foto",
    text: "Elige un pack, sube tus selfies y tu nueva foto para el CV irá de camino a tu bandeja de entrada.",
  },
} satisfies typeof en;
