import type en from "../en/about";

export default {
  title: "Sobre Resoume: fotos profesionales sin estudio | Resoume",
  description:
    "Resoume te ayuda a conseguir una foto profesional sin pasar por un estudio: pago único, sin cuenta, fotos guardadas en la UE y eliminadas a los {{retentionDays}} días.",
  heading: "Una foto mejor para el siguiente paso de tu carrera",
  intro:
    "Resoume existe porque una buena foto para tu candidatura no debería depender de reservar una sesión con un fotógrafo. Subes unos cuantos selfies, eliges un estilo y recibes fotos con calidad de estudio por correo, sin cuenta y sin suscripción.",
  story: {
    heading: "Por qué creamos Resoume",
    paragraphs: [
      "La foto profesional suele ser lo primero que ve quien revisa tu candidatura. Aun así, conseguir una buena casi siempre significa buscar un estudio, pedir tiempo libre y pagar una sesión cuyo resultado solo ves al final. Mucha gente acaba recortando una foto de vacaciones, y se nota.",
      "Queríamos algo más sencillo y más justo: partir de los selfies que ya haces, encargarnos nosotros del trabajo de estudio y dejar las condiciones claras. Un precio, un solo pago, las fotos en tu correo y tu dinero de vuelta si no te convencen.",
    ],
  },
  promises: {
    heading: "Lo que prometemos",
    items: {
      privacy: {
        title: "Tus fotos son tuyas",
        text: "Resoume tiene su sede en {{hostingCountry}} y tus fotos se guardan en la UE. Tus selfies se usan solo para tu pedido, y cada selfie y cada foto se eliminan {{retentionDays}} días después.",
      },
      price: {
        title: "Un precio, un solo pago",
        text: "Los packs empiezan en {{startingPrice}}. Sin suscripción y sin cuenta: nada que cancelar y ninguna contraseña que recordar.",
      },
      refund: {
        title: "Te devolvemos el dinero",
        text: "Si tus fotos no te convencen, pulsa «Reembolsar mi pedido» en la página de tu pedido en los {{refundDays}} días siguientes a la compra y te devolvemos el importe íntegro.",
      },
      support: {
        title: "Personas que responden",
        text: "Cada correo lo lee y lo responde una persona, en menos de {{supportReplyHours}} horas en horario laboral.",
      },
    },
    privacyGuide: "Qué pasa con tus fotos, paso a paso",
  },
  business: {
    heading: "Para coaches, consultoras de RR. HH. y equipos",
    text: "Los coaches de carrera y las consultoras de recursos humanos pueden ofrecer fotos de Resoume a sus clientes con su propia marca, y los equipos de {{teamMinPeople}} personas o más tienen precios especiales.",
    link: "Nuestra oferta de marca blanca",
  },
  contact: {
    heading: "Hablemos",
    text: "Una duda sobre tu pedido, una idea para un estilo nuevo o una consulta de prensa: leemos todos los mensajes.",
    link: "Escribir al equipo de Resoume",
  },
} satisfies typeof en;
