import type en from "../en/create-headshot";

export default {
  title: "Sube tus selfies | Resoume",
  description:
    "Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies recientes (al menos {{selfiesMin}}) para empezar. JPEG, PNG o WebP de hasta 5 MB cada uno; tus fotos terminadas llegan por correo, sin necesidad de cuenta.",
  heading: "Sube tus selfies",
  intro:
    "¿Ya elegiste tu pack? Sube ahora entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies recientes y nítidos (al menos {{selfiesMin}}): los distintos ángulos y fondos ayudan; las gorras, las gafas de sol y otras personas en la imagen, no. En cuanto recibamos tus fotos, nos ponemos manos a la obra y te enviamos el resultado por correo: en unas 2 horas con Basic y en menos de 1 hora con Premium y Ultimate.",
  order: {
    heading: "Tu pack {{plan}}",
    paid: "Pagado el {{date}}: {{amount}}",
    discount: "Código de descuento {{code}} aplicado",
    email: "Tu confirmación y tu enlace privado se enviaron a {{email}}.",
    link: "El enlace privado funciona hasta el {{date}}. Después eliminamos tus selfies y tus fotos, tal como prometemos.",
    testMode: "Pedido de prueba: no se ha cobrado nada.",
    refunded: "Este pedido se reembolsó el {{date}}. Ya no se crearán fotos para él.",
  },
  pending: {
    heading: "Estamos confirmando tu pago",
    text: "Suele tardar unos segundos y esta página se actualiza sola. El correo de confirmación con tu enlace privado también está en camino.",
  },
  delayed: {
    heading: "Aún no hemos recibido la confirmación de tu pago",
    text: "Esta página ha dejado de comprobar. Normalmente la confirmación llega en segundos; si has pagado, aún puede llegar, y entonces te enviamos tu enlace privado por correo, así que puedes cerrar esta página. Si en una hora no encuentras ningún correo nuestro (mira también en la carpeta de spam), escríbenos con la dirección con la que pagaste y lo solucionamos.",
    support: "Nuestra dirección de soporte:",
    again: "Comprobar de nuevo",
  },
  none: {
    heading: "Aún no hay ningún pedido",
    text: "Aquí subes tus selfies cuando ya tienes un pack. En este navegador todavía no hay ningún pedido: elige primero un pack y, justo después de pagar, volverás aquí.",
    steps: [
      "Elige tu pack y paga una sola vez, sin cuenta.",
      "Sube aquí entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies (al menos {{selfiesMin}}).",
      "Recibe tus fotos profesionales por correo.",
    ],
    cta: "Elegir mi pack",
    paid: "¿Ya has pagado? Abre el enlace privado de tu correo del pedido; te lleva a tu pedido desde cualquier dispositivo.",
  },
  invalid: {
    heading: "Este enlace no funciona",
    text: "Puede que esté incompleto o mal copiado. Ábrelo de nuevo desde el correo de tu pedido; si sigue sin funcionar, responde a ese correo y te ayudaremos.",
  },
  expired: {
    heading: "Este enlace ha caducado",
    text: "Los enlaces a un pedido funcionan durante {{days}} días. Después eliminamos los selfies y las fotos, tal como prometemos. Si necesitas ayuda, responde al correo de tu pedido.",
  },
} satisfies typeof en;
