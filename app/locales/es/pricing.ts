import type en from "../en/pricing";

export default {
  title: "Precios: packs de fotos profesionales con IA desde {{startingPrice}} | Resoume",
  description:
    "Tres packs de pago único para fotos profesionales con calidad de estudio: Basic, Premium y Ultimate. Sin suscripción, reembolso en 30 días y todas las fotos eliminadas a los 30 días.",
  heading: "Precios sencillos, un solo pago",
  intro:
    "Elige el pack que encaja con tu búsqueda de empleo: Basic para renovar tu perfil rápidamente, Premium para más estilos y mayor resolución, Ultimate para toda la gama con entrega prioritaria. Pagas una vez, recibes tus fotos por correo y nunca necesitas una cuenta. Si no quedas satisfecho, te devolvemos el dinero en un plazo de 30 días.",
  plansHeading: "Compara los packs",
  included: {
    heading: "Incluido en todos los packs",
    items: [
      "Un solo pago: sin suscripción, sin cuenta y sin costes ocultos",
      "Tus fotos por correo electrónico, listas para descargar",
      "Te devolvemos el dinero en un plazo de {{refundDays}} días si no quedas satisfecho",
      "Tus selfies y fotos se eliminan {{retentionDays}} días después de tu pedido",
    ],
    refundPolicy: "Consulta la política de reembolso",
    privacyPolicy: "Cómo protegemos tus fotos",
  },
  team: {
    heading: "Fotos profesionales para todo tu equipo",
    text: "¿Haces un pedido para {{count}} personas o más? Te preparamos un precio de equipo y estilos a juego para todos, para que tu web, tus presentaciones y los perfiles de LinkedIn tengan una imagen coherente. Cuéntanos cuántas personas sois y qué estilos tienes en mente, y te responderemos por correo con una oferta.",
    action: "Pedir un precio de equipo",
    subject: "Fotos profesionales para nuestro equipo",
  },
  whiteLabel: {
    heading: "Ofrece fotos profesionales con tu propia marca",
    text: "Consultoras de RR. HH., coaches de carrera y empresas de outplacement pueden ofrecer nuestras fotos a sus clientes con su propio logotipo y sus propios precios. Cuéntanos sobre tu empresa y recibirás un presupuesto en un plazo de {{hours}} horas.",
    action: "Ver la oferta de marca blanca",
  },
} satisfies typeof en;
