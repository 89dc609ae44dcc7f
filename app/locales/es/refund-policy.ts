import type en from "../en/refund-policy";

export default {
  title: "Política de reembolso: te devolvemos el dinero | Resoume",
  description:
    "¿No te convencen tus fotos? Reembolsa tu pedido tú mismo en la página de tu pedido. Cómo funcionan los reembolsos de Resoume, qué plazo tienes y qué pasa con tus fotos.",
  heading: "Política de reembolso",
  intro:
    "Queremos que uses tus nuevas fotos con total confianza. Si tu pack no cumple tus expectativas, te devolvemos el dinero: pídelo en la página de tu pedido en los {{refundDays}} días siguientes a la compra. Aquí te explicamos cómo funciona.",
  contents: "En esta página",
  sections: {
    promise: {
      heading: "Nuestra promesa",
      blocks: [
        "Si no te convencen tus fotos, te devolvemos el precio completo que pagaste, sea cual sea el pack: Basic, Premium o Ultimate. Mientras no hayas descargado ninguna de tus fotos, no tienes que dar ningún motivo; después, te pedimos una frase sobre lo que no te ha gustado.",
        "Si solo algunas de tus fotos no se parecen a ti, puedes quedarte con el pack y pulsar «No me parezco» en cada una de ellas en la página de tu pedido: te hacemos una nueva en el mismo estilo, unas pocas por pedido, hasta que se borren tus fotos. Una foto sustituida así ya no cuenta como descargada para el reembolso.",
        "La promesa vale durante {{refundDays}} días desde la fecha de compra. También cubre los pedidos en los que algo ha fallado por nuestra parte, por ejemplo si tus fotos no llegaron nunca. En ese caso, normalmente te ofreceremos primero crear tu pack de nuevo, y tú decides si prefieres que te devolvamos el dinero.",
        "Si usaste un código de descuento, recibes el importe que pagaste realmente.",
      ],
    },
    request: {
      heading: "Cómo pedir el reembolso",
      blocks: [
        "Abre la página de tu pedido con el enlace privado de tu correo de pedido y pulsa «Reembolsar mi pedido» en los {{refundDays}} días siguientes a tu compra:",
        "- mientras no hayas descargado ninguna de tus fotos, marca la casilla para confirmar y el reembolso se hace al momento y por el importe completo;",
        "- si ya has descargado alguna foto, cuéntanos en pocas palabras qué no te ha funcionado y envía la solicitud: la revisamos y respondemos en dos días laborables, y la página de tu pedido muestra si la hemos aprobado.",
        "Si algo no funciona, escribe a {{companyEmail}} desde la dirección que usaste para el pedido; respondemos a cada correo en un plazo de {{supportReplyHours}} horas en horario laboral.",
      ],
    },
    payment: {
      heading: "Cómo te llega el dinero",
      blocks: [
        "Los pagos de Resoume los gestiona Lemon Squeezy, que vende nuestros packs como comerciante registrado (merchant of record). En cuanto tu pedido se reembolsa, Lemon Squeezy devuelve el importe al medio de pago que usaste, en la moneda original e incluidos los impuestos o el IVA que pagaste.",
        "El reembolso se emite al momento cuando reembolsas tu pedido tú mismo, y cuando aprobamos tu solicitud. Según tu banco o la entidad de tu tarjeta, pueden pasar otros cinco a diez días hábiles hasta que aparezca en tu cuenta.",
      ],
    },
    photos: {
      heading: "Qué pasa con tus fotos",
      blocks: [
        "Cuando reembolsamos un pedido, eliminamos los selfies que subiste, las fotos que generamos y el modelo de IA entrenado para tu pedido en pocos minutos, sin esperar a la eliminación automática a los {{retentionDays}} días. Tu enlace de descarga deja de funcionar en ese mismo momento.",
        "Con el reembolso se anula la compra y, con ella, los derechos de uso incluidos en el pack. Por favor, borra las fotos de ese pedido que hayas descargado y no las sigas usando.",
        "Solo conservamos lo que la ley nos obliga a conservar, como el registro del pago y de su reembolso para nuestra contabilidad; nunca contiene fotos. Tienes los detalles en nuestra [política de privacidad](/es/privacy-policy).",
      ],
    },
    fairUse: {
      heading: "Uso razonable",
      blocks: [
        "Nuestra promesa está pensada para quien no queda satisfecho con sus resultados. Si una misma persona compra y pide el reembolso de packs una y otra vez, podemos rechazar nuevos reembolsos y nuevos pedidos.",
        "Si reclamas un cargo a tu banco o a la entidad de tu tarjeta en lugar de escribirnos, el reembolso tarda más para todos. Ponte primero en contacto con nosotros; lo resolvemos rápido.",
      ],
    },
    statutory: {
      heading: "Tus derechos legales",
      blocks: [
        "Esta promesa se suma a los derechos que te da la ley y no los limita. En particular, no afecta a tus derechos legales en caso de defectos ni, cuando corresponda, a tu derecho legal de desistimiento. Ambos se explican en nuestros [términos del servicio](/es/terms-of-service).",
      ],
    },
  },
} satisfies typeof en;
