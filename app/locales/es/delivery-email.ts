import type en from "../en/delivery-email";

export default {
  subject: "Tus {{count}} fotos profesionales están listas",
  body: [
    "Hola:",
    "Tus fotos están listas: {{count}} fotos del paquete {{plan}}, {{styles}}.",
    "Míralas y descárgalas con tu enlace privado, sin cuenta y sin contraseña:",
    "{{link}}",
    "Eliminamos tus selfies y tus fotos el {{date}}, como prometimos, así que descarga antes las que quieras conservar. Si una foto no se parece a ti, pulsa «No me parezco» en ella y te hacemos una nueva en el mismo estilo. Si no te convencen, pulsa «Reembolsar mi pedido» en la página de tu pedido en los {{refundDays}} días siguientes a tu compra y te devolvemos el importe íntegro.",
    "Un saludo,\nEl equipo de Resoume",
  ],
  open: "Ver mis fotos",
  firstLook: "Un primer vistazo:",
  thumbnail: "{{style}}, foto {{n}}",
  perStyle: "{{count}} {{style}}",
  failedSubject: "No hemos podido crear tus fotos",
  failed: [
    "Hola:",
    "Lo sentimos: la creación de tus fotos del paquete {{plan}} ha fallado y nuestro equipo ya lo sabe. Te devolvemos el importe íntegro o, si lo prefieres, lo intentamos de nuevo: responde a este correo.",
    "Un saludo,\nEl equipo de Resoume",
  ],
} satisfies typeof en;
