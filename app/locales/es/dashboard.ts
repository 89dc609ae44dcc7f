import type en from "../en/dashboard";

export default {
  title: "Panel de control | Resoume",
  description:
    "El panel interno de Resoume: una vista general de las suscripciones al boletín, los contactos de marca blanca y los pedidos, pensada para el equipo.",
  heading: "Panel de operaciones",
  intro:
    "Esta es la vista interna para el equipo de Resoume. Aquí aparecerán las nuevas suscripciones al boletín, los contactos interesados en la marca blanca y los pedidos a medida que lleguen, para que puedas darles seguimiento con rapidez.",
} satisfies typeof en;
