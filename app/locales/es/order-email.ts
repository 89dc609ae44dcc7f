import type en from "../en/order-email";

export default {
  subject: "Tu pedido de Resoume: el pack {{plan}}",
  body: [
    "Hola:",
    "¡Gracias por tu pedido! Hemos recibido tu pago de {{amount}} por el pack {{plan}}.",
    "El siguiente paso es subir entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies recientes (al menos {{selfiesMin}}). Este enlace privado te lleva directamente a tu pedido, sin cuenta ni contraseña:",
    "{{link}}",
    "Cuando hayas subido tus selfies y pulses «Crear mis fotos», las fotos del pack {{plan}} estarán listas en {{duration}} como máximo, y te escribimos en cuanto lo estén.",
    "El enlace funciona hasta el {{date}}. Guarda este correo y no lo reenvíes: cualquier persona que tenga el enlace puede abrir tu pedido.",
    "Eliminamos tus selfies y tus fotos {{days}} días después de tu pedido. Si no te convencen tus fotos, pulsa «Reembolsar mi pedido» en la página de tu pedido en los {{refundDays}} días siguientes a tu compra y te devolvemos el importe íntegro.",
    "Un saludo,\nEl equipo de Resoume",
  ],
} satisfies typeof en;
