import type en from "../en/home";

export default {
  title: "Fotos profesionales con IA a partir de tus selfies | Resoume",
  description:
    "Convierte entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies (al menos {{selfiesMin}}) en fotos de estudio para tu CV, tu currículum y LinkedIn. Pago único desde {{startingPrice}}, sin cuenta y con reembolso en {{refundDays}} días.",
  heading: "Fotos de estudio, directamente desde tus selfies",
  intro:
    "Sube unos cuantos selfies y recibe por correo fotos profesionales para tu CV, tu currículum y tu perfil de LinkedIn. Pagas una sola vez: sin suscripción, sin cuenta y sin cita en un estudio.",
  examplesLink: "Ver ejemplos",
  promises: [
    "Listas en unas {{basicDelivery}}, en menos de {{premiumDelivery}} con Premium",
    "Fotos guardadas en la UE y eliminadas a los {{retentionDays}} días",
    "¿No te convence? Te devolvemos el dinero en {{refundDays}} días",
  ],
  refMarker: "¡Bienvenidos, visitantes de {{ref}}!",
  refOffer: "{{referralDiscount}} % de descuento",
  steps: {
    heading: "Cómo funciona",
    intro: "Tres pasos para pasar de la galería de tu móvil a una foto que enviarás con gusto en cada candidatura.",
    items: {
      pack: {
        title: "Elige tu pack",
        text: "Decide cuántas fotos quieres y en cuántos estilos. Pagas una sola vez: no hay cuenta que crear ni nada que cancelar después.",
      },
      upload: {
        title: "Sube tus selfies",
        text: "Envía entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies recientes, con distintos ángulos y buena luz (como mínimo {{selfiesMin}}). Valen archivos JPEG, PNG y WebP de hasta {{uploadMaxMb}} MB cada uno.",
      },
      receive: {
        title: "Recibe tus fotos",
        text: "Tus fotos llegan por correo en unas {{basicDelivery}} con Basic y en menos de {{premiumDelivery}} con Premium o Ultimate. Quédate con tus favoritas y úsalas en todas tus candidaturas.",
      },
    },
  },
  styles: {
    heading: "{{styleCount}} estilos para tu profesión",
    intro:
      "Cada pack incluye al menos un estilo; Premium, {{premiumStyles}}, y Ultimate, {{ultimateStyles}}. Elige la imagen que espera tu sector o la que quieres que vea.",
    items: {
      academic: {
        name: "Académico",
        text: "Sereno y creíble, con estanterías suavemente iluminadas detrás: para páginas de facultad, perfiles de investigación y congresos.",
      },
      casual: {
        name: "Informal",
        text: "Un retrato relajado y cercano, con ropa de diario, para startups, autónomos y webs personales.",
      },
      corporate: {
        name: "Corporativo",
        text: "Americana y fondo de estudio neutro: la opción clásica para finanzas, derecho, consultoría y puestos directivos.",
      },
      creative: {
        name: "Creativo",
        text: "Colores más atrevidos y un encuadre actual para diseño, marketing y cualquiera cuyo portfolio hable por sí solo.",
      },
      greenery: {
        name: "Naturaleza",
        text: "Luz natural y hojas desenfocadas al fondo: cercano y fresco, sin perder profesionalidad.",
      },
      realEstate: {
        name: "Inmobiliario",
        text: "Luminoso, seguro y de confianza, listo para anuncios, la web de tu agencia y tus tarjetas de visita.",
      },
      warm: {
        name: "Cálido",
        text: "Tonos dorados y una expresión amable para sanidad, coaching, docencia y cualquier trabajo basado en la confianza.",
      },
    },
  },
  examples: {
    heading: "Del selfie a la foto profesional",
    intro:
      "Cada pareja muestra lo que cambia un pack: el fondo, la luz, la ropa y el encuadre. La cara sigue siendo la misma, porque es la tuya.",
    before: "Selfie",
    after: "Foto profesional",
    link: "Compara los {{styleCount}} estilos",
    items: {
      corporate: {
        caption: "Corporativo, a partir de un selfie en la mesa de la cocina",
        beforeAlt: "Selfie de una mujer de pelo oscuro con camiseta, hecho con el brazo estirado en una cocina con armarios al fondo",
        afterAlt: "La misma mujer con americana azul marino y blusa blanca ante un fondo de estudio gris liso",
      },
      greenery: {
        caption: "Naturaleza, a partir de un selfie en el sofá",
        beforeAlt: "Selfie de un hombre con barba y sudadera con capucha en un sofá, iluminado por una lámpara amarilla",
        afterAlt: "El mismo hombre con camisa clara, sonriendo, con hojas verdes desenfocadas detrás",
      },
      realEstate: {
        caption: "Inmobiliario, a partir de un selfie en el coche",
        beforeAlt: "Selfie de una mujer de pelo rizado con sudadera, hecho dentro de un coche aparcado",
        afterAlt: "La misma mujer con americana verde azulado delante de la fachada luminosa y desenfocada de una casa",
      },
    },
  },
  pricing: {
    heading: "Pagas una vez, las fotos son tuyas",
    intro:
      "Tres packs, desde {{basicPhotos}} fotos por {{basicPrice}} hasta {{ultimatePhotos}} por {{ultimatePrice}}. Sin suscripción, y todos con el mismo reembolso en {{refundDays}} días.",
    link: "Compara los packs",
  },
  faq: {
    heading: "Preguntas frecuentes",
    items: {
      selfies: {
        question: "¿Cuántos selfies necesito?",
        answer:
          "Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies para conseguir los mejores resultados, al menos {{selfiesMin}}. Usa fotos recientes con buena luz, distintos ángulos y expresiones, y sin gorra ni gafas de sol. Aceptamos archivos JPEG, PNG y WebP de hasta {{uploadMaxMb}} MB cada uno.",
      },
      delivery: {
        question: "¿Cuánto se tarda?",
        answer:
          "Un pack Basic llega por correo en unas {{basicDelivery}}. Los packs Premium y Ultimate llegan en menos de {{premiumDelivery}}, y los pedidos Ultimate se procesan primero.",
      },
      packs: {
        question: "¿Qué pack me conviene?",
        answer:
          "Basic te da {{basicPhotos}} fotos en {{basicStyles}} estilo por {{basicPrice}}. Premium te da {{premiumPhotos}} fotos en {{premiumStyles}} estilos, con mayor resolución, por {{premiumPrice}}. Ultimate te da {{ultimatePhotos}} fotos en {{ultimateStyles}} estilos, con prioridad y derechos de uso comercial, por {{ultimatePrice}}.",
      },
      account: {
        question: "¿Necesito una cuenta o una suscripción?",
        answer:
          "No. Pagas una vez por el pack que elijas y tus fotos se envían a la dirección de correo que indiques al pagar. Después no hay nada que cancelar.",
      },
      privacy: {
        question: "¿Qué pasa con mis fotos?",
        answer:
          "Tus selfies se usan solo para crear tus fotos profesionales. Tus fotos se guardan en la UE, y cada selfie subido y cada foto generada se eliminan {{retentionDays}} días después de tu pedido.",
      },
      refund: {
        question: "¿Y si no me gustan los resultados?",
        answer:
          "Si una foto no se parece a ti, pulsa «No me parezco» en ella y te hacemos una nueva en el mismo estilo, unas pocas por pedido. Si no te gustan los resultados, pulsa «Reembolsar mi pedido» en la página de tu pedido en los {{refundDays}} días siguientes a tu compra: antes de descargar ninguna foto recuperas tu dinero al momento; después, respondemos a tu solicitud en dos días laborables.",
      },
      usage: {
        question: "¿Dónde puedo usar mis fotos?",
        answer:
          "Allí donde te presentes como profesional: tu CV o currículum, LinkedIn, portales de empleo, tu firma de correo o la web de tu empresa. Para publicidad y otros usos comerciales, elige el pack Ultimate.",
      },
      team: {
        question: "¿Puedo pedir fotos para todo mi equipo?",
        answer:
          "Sí. A partir de {{teamMinPeople}} personas ofrecemos precios para equipos: escríbenos y te respondemos en menos de {{supportReplyHours}} horas en horario laboral.",
      },
    },
  },
  finalCta: {
    title: "Tu próxima foto de perfil está a unos pocos selfies",
    lines: [
      "Elige un pack, sube tus selfies y recibe por correo fotos con calidad de estudio.",
      "Un solo pago desde {{startingPrice}} y reembolso íntegro en {{refundDays}} días si no te convence.",
    ],
  },
} satisfies typeof en;
