import type en from "../en/resume-headshot";

export default {
  title: "Retrato para el currículum con aspecto de estudio | Resoume",
  description:
    "Qué hace que un retrato para el currículum funcione y cómo lograrlo con tus selfies: luz suave, fondo tranquilo y una sonrisa natural, en el estilo que elijas.",
  heading: "Tu retrato para el currículum, sin pasar por el estudio",
  intro:
    "Un buen retrato para el currículum te muestra como eres en un buen día: cercano, centrado y bien iluminado. En lugar de reservar una sesión con un fotógrafo, sube unos cuantos selfies y elige entre {{styleCount}} estilos. Resoume se encarga de la luz, el fondo y el encuadre, y tus fotos llegan por correo.",
  highlights: [
    "{{styleCount}} estilos profesionales",
    "Hasta {{ultimatePhotos}} fotos por pack",
    "Todas las fotos se eliminan a los {{retentionDays}} días",
    "Reembolso en {{refundDays}} días",
  ],
  cta: "Consigue tu retrato",
  focus: {
    heading: "Qué hace que un retrato para el currículum funcione",
    blocks: [
      "Quien selecciona mira tu foto uno o dos segundos. En ese momento, unas pocas cosas deciden si juega a tu favor:",
      "- Luz: suave y uniforme sobre tu cara, sin sombras duras.",
      "- Encuadre: cabeza y parte superior de los hombros, algo de aire sobre la cabeza y los ojos en el tercio superior de la imagen.",
      "- Expresión: una sonrisa relajada y sincera, mirando a la cámara.",
      "- Fondo: tranquilo y discreto, para que toda la atención sea para ti.",
      "- Ropa: la que llevarías a la entrevista, en colores lisos y sin estampados llamativos.",
      "Un fotógrafo lo consigue con luces de estudio y una hora de tu tiempo. Resoume lo consigue con tus selfies: aprende cómo eres y te sitúa en una luz, un encuadre y un entorno profesionales.",
    ],
  },
  benefits: {
    heading: "Calidad de estudio, sin estudio",
    cards: {
      styles: {
        title: "Un estilo para cada sector",
        text: "Corporativo, académico, informal, creativo, naturaleza, inmobiliario y cálido: elige el que encaje con tu sector y con el puesto que buscas.",
      },
      cost: {
        title: "Una fracción de lo que cuesta un estudio",
        text: "Packs desde {{startingPrice}}, con un solo pago, sin desplazamientos, sin cita y sin esperar las fotos retocadas.",
      },
      many: {
        title: "Decenas de fotos para elegir",
        text: "Premium entrega {{premiumPhotos}} fotos y Ultimate {{ultimatePhotos}}, así que eliges la que te encanta en lugar de conformarte con la menos mala.",
      },
      natural: {
        title: "Sigues siendo tú",
        text: "Tus fotos se crean a partir de tus propios selfies. Cambiamos la luz y el entorno, no tu cara.",
      },
    },
  },
  steps: {
    heading: "Cómo conseguir tu retrato para el currículum",
    items: [
      "Elige un pack en la [página de precios](/es/pricing); Premium y Ultimate incluyen varios estilos y mayor resolución.",
      "Hazte entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies junto a una ventana, desde ángulos algo distintos y sin gafas de sol, gorras ni filtros, y súbelos.",
      "Elige tus estilos y despreocúpate: menos de {{premiumDelivery}} con Premium o Ultimate, unas {{basicDelivery}} con Basic.",
      "Abre el correo, descarga tus fotos y pon tu favorita en el currículum.",
    ],
  },
  plans: {
    heading: "Elige tu pack",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} fotos en {{basicStyles}} estilo.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} fotos en {{premiumStyles}} estilos, en mayor resolución.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} fotos en {{ultimateStyles}} estilos, con prioridad y derechos de uso comercial.",
      "Cada pack se paga una sola vez y, si no quedas satisfecho, te devolvemos el dinero en {{refundDays}} días.",
    ],
  },
  faq: {
    heading: "Preguntas sobre el retrato para el currículum",
    blocks: [
      "### ¿Qué selfies funcionan mejor?",
      "Fotos recientes con luz de día en las que se te vea bien la cara, con distintas expresiones y ángulos. Evita las fotos de grupo, los filtros fuertes, las gafas de sol y las gorras. Cada archivo puede ocupar hasta {{uploadMaxMb}} MB.",
      "### ¿En qué se diferencia de un filtro de fotos?",
      "Un filtro cambia la foto que ya tienes. Resoume aprende tu aspecto a partir de varios selfies y crea retratos nuevos con luz, encuadre y fondos profesionales.",
      "### ¿Qué pasa con mis selfies?",
      "Solo los usamos para crear tus fotos y los eliminamos, junto con las fotos, a los {{retentionDays}} días. Tienes los detalles en nuestra [política de privacidad](/es/privacy-policy).",
    ],
  },
  closing: {
    heading: "Consigue el retrato que tu currículum merece",
    text: "Elige un pack, sube tus selfies y tu nuevo retrato para el currículum estará en camino.",
  },
} satisfies typeof en;
