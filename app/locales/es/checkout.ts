import type en from "../en/checkout";

export default {
  title: "Pago: elige tu pack de fotos | Resoume",
  description:
    "Elige Basic, Premium o Ultimate y paga una sola vez con nuestro pago seguro. Sin suscripción, sin cuenta y con reembolso completo en 30 días si no te convence.",
  heading: "Elige tu pack y completa el pago",
  intro:
    "Elige el pack que mejor te encaje: Basic, con un estilo y entrega en unas 2 horas, o Premium y Ultimate, con más estilos y entrega en menos de 1 hora. El pago se realiza en una ventana segura y, al terminar, pasas directamente a la página para subir tus selfies. Pagas una sola vez y puedes pedir el reembolso en un plazo de 30 días.",
  plansHeading: "Elige tu pack",
  steps: {
    heading: "Qué ocurre después del pago",
    items: [
      "Pagas una sola vez en una ventana de pago segura. Tu tarjeta la gestiona nuestro socio de pagos Lemon Squeezy; nosotros nunca vemos sus datos.",
      "Pasas directamente a la página de subida y, en pocos minutos, recibes un correo con tu enlace privado a tu pedido.",
      "Subes entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies (al menos {{selfiesMin}}) y recibes tus fotos por correo en el plazo que promete tu pack.",
    ],
  },
  promise: {
    heading: "Nuestra promesa",
    items: [
      "¿No te convencen tus fotos? Avísanos en un plazo de {{refundDays}} días y te devolvemos el importe íntegro.",
      "{{retentionDays}} días después de tu pedido eliminamos tus selfies y tus fotos de forma definitiva.",
    ],
    refundPolicy: "Política de reembolso",
  },
  more: {
    team: "¿Haces un pedido para {{count}} personas o más? Pídenos por correo un precio de equipo.",
    teamAction: "Escríbenos",
    teamSubject: "Fotos profesionales para nuestro equipo",
    whiteLabel: "¿Quieres ofrecer fotos profesionales a tus propios clientes?",
    whiteLabelAction: "Ver la oferta de marca blanca",
  },
} satisfies typeof en;
