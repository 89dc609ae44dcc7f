import type en from "../en/ad-landing";

export default {
  title: "Fotos profesionales a partir de tus selfies | Resoume",
  description:
    "Convierte unos cuantos selfies en fotos de estudio para tu CV y LinkedIn. Packs de pago único, sin cuenta, entrega por correo y reembolso si no te convencen.",
  heading: "Fotos profesionales sin pisar un estudio",
  intro:
    "Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies (al menos {{selfiesMin}}) y recibe por correo fotos impecables para tu CV, tu currículum y LinkedIn. Elige entre {{styleCount}} estilos, paga una sola vez y olvídate de la cita con el fotógrafo.",
  cta: "Quiero mis fotos",
  original: {
    points: [
      "Desde {{startingPrice}}, un solo pago",
      "{{styleCount}} estilos, de corporativo a creativo",
      "Menos de {{premiumDelivery}} con Premium y Ultimate",
      "Reembolso en {{refundDays}} días",
    ],
    sections: {
      how: {
        heading: "Cómo funciona",
        blocks: [
          "- Elige un pack y paga una sola vez. Sin suscripción y sin cuenta.",
          "- Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies hechos con tu móvil.",
          "- Recibe tus fotos por correo y elige tus favoritas para tu CV y LinkedIn.",
        ],
      },
      trust: {
        heading: "Tus fotos están seguras con nosotros",
        blocks: [
          "Usamos tus selfies solo para crear tus fotos. Todas las fotos se eliminan a los {{retentionDays}} días y, si el resultado no te convence, te devolvemos el dinero en los {{refundDays}} días siguientes a la compra.",
        ],
      },
    },
    closing: {
      heading: "Tu nueva foto profesional está a unos selfies de distancia",
      text: "Elige tu pack ahora y recibe tus fotos hoy mismo en tu correo.",
    },
  },
  directResponse: {
    heading: "Fotos de estudio hoy. Un solo pago. Sin riesgo.",
    intro:
      "Fotos profesionales desde {{startingPrice}}, entregadas por correo: en menos de {{premiumDelivery}} con Premium o Ultimate, en unas {{basicDelivery}} con Basic. Sin suscripción, sin cuenta y con reembolso en {{refundDays}} días si no quedas satisfecho.",
    points: [
      "Basic, {{basicPrice}}: {{basicPhotos}} fotos",
      "Premium, {{premiumPrice}}: {{premiumPhotos}} fotos en {{premiumStyles}} estilos",
      "Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} fotos en {{ultimateStyles}} estilos",
    ],
    sections: {
      value: {
        heading: "¿Por qué pagar más a un estudio?",
        blocks: [
          "Una sesión de estudio significa pedir cita, desplazarte y esperar días por un puñado de fotos retocadas. Con Resoume tienes decenas de fotos hoy mismo, por un precio cerrado y sin salir de casa.",
        ],
      },
      guarantee: {
        heading: "Pruébalo sin riesgo",
        blocks: [
          "Si no te gustan tus fotos, pulsa «Reembolsar mi pedido» en la página de tu pedido en los {{refundDays}} días siguientes y te devolvemos hasta el último céntimo. Sin discusiones.",
        ],
      },
    },
    closing: {
      heading: "Consigue tus fotos ahora",
      text: "Elige un pack, sube tus selfies y listo. Tus fotos pueden estar en tu correo en menos de {{premiumDelivery}}.",
    },
  },
  emotionalStory: {
    heading: "Llega a tu próxima entrevista con una foto que te enorgullezca",
    intro:
      "Conoces ese momento: quien te entrevista abre tu candidatura y ahí estás tú, con un aire tranquilo, seguro y auténtico. Nada de recortes torpes de una foto de boda ni de imágenes borrosas de la webcam. Resoume convierte los selfies que ya tienes en fotos que te dará gusto enviar, para que tu primera impresión empiece incluso antes del primer saludo.",
    points: ["Creadas con tus propios selfies", "Listas en menos de {{premiumDelivery}}", "Reembolso en {{refundDays}} días"],
    sections: {
      story: {
        heading: "La foto que siempre dejas para después",
        blocks: [
          "Quizá llevas meses queriendo cambiar tu foto. La última buena es de una boda de hace años, recortada tan justa que todavía se ve el hombro de otra persona. Reservar un fotógrafo parece un paso enorme, y cada selfie que te haces parece, bueno, un selfie.",
          "Así que la foto antigua se queda: en tu CV, en LinkedIn, en la candidatura que estás a punto de enviar. Y en algún rincón de tu cabeza sabes que no muestra a la persona que eres hoy.",
        ],
      },
      change: {
        heading: "Lo que cambia una foto que te gusta",
        blocks: [
          "Una buena foto no te consigue el puesto. Pero cambia cómo te presentas. Envías candidaturas sin dudar, actualizas tu perfil sin hacer una mueca y, cuando alguien abre tu expediente, lo primero que ve es a una persona capaz, cercana y totalmente tú.",
        ],
      },
      how: {
        heading: "Más fácil de lo que crees",
        blocks: [
          "Hazte unos cuantos selfies en casa y súbelos. Resoume los convierte en retratos con luz y entornos profesionales y te los envía por correo. Si no te encantan, te devolvemos el dinero en {{refundDays}} días.",
        ],
      },
    },
    closing: {
      heading: "Regálate la foto que te mereces",
      text: "Hoy te lleva unos minutos y hace un poco más fácil cada candidatura que venga después.",
    },
  },
} satisfies typeof en;
