import type en from "../en/plans";

export default {
  listLabel: "Packs de fotos",
  taglines: {
    basic: "Una renovación rápida y cuidada de tu perfil",
    premium: "Más estilos para tus candidaturas y LinkedIn",
    ultimate: "Toda la gama, con prioridad",
  },
  oneTime: "pago único",
  photos: "{{count}} fotos profesionales",
  styles: { one: "1 estilo", other: "{{count}} estilos" },
  delivery: { hours: "Listas en unas {{count}} horas", underHour: "Listas en menos de una hora" },
  support: {
    email: "Ayuda por correo electrónico",
    days: { one: "Soporte personal en 1 día laborable", other: "Soporte personal en {{count}} días laborables" },
  },
  resolution: {
    high: "Descargas en alta resolución, {{side}}\u00a0×\u00a0{{side}}\u00a0px",
    standard: "Resolución estándar, {{side}}\u00a0×\u00a0{{side}}\u00a0px",
  },
  commercialRights: "Derechos de uso comercial",
  priority: "Procesamiento prioritario",
  notIncluded: "No incluido:",
  buy: "Elegir {{plan}}",
  unavailable: "El pago está en pausa en este momento. Escríbenos y te ayudamos con tu pedido.",
} satisfies typeof en;
