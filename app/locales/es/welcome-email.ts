import type en from "../en/welcome-email";

export default {
  subject: "Tu descuento de bienvenida del {{percent}} %: {{code}}",
  body: [
    "Hola{{name}}:",
    "Gracias por suscribirte al boletín de Resoume. Como te prometimos, aquí tienes tu descuento de bienvenida: un {{percent}} % en tu primer pack de fotos profesionales.",
    "Tu código: {{code}}",
    "Introdúcelo al pagar cuando elijas tu pack:",
    "{{link}}",
    "Puedes darte de baja cuando quieras con el enlace de cada boletín.",
    "Un saludo,\nEl equipo de Resoume",
  ],
} satisfies typeof en;
