import type en from "../en/confirm-email";

export default {
  subject: "Confirma tu suscripción al boletín de Resoume",
  body: [
    "Hola:",
    "alguien ha pedido que enviemos el boletín de Resoume a esta dirección. Si has sido tú, confírmalo con el botón de abajo. El enlace es válido durante {{days}} días.",
  ],
  button: "Confirmar mi suscripción",
  ignore: "Si no lo has pedido, ignora este correo: sin tu confirmación no volverás a saber de nosotros.\n\nEl equipo de Resoume",
} satisfies typeof en;
