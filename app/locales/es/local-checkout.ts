import type en from "../en/local-checkout";

export default {
  title: "Pago de prueba | Resoume",
  description: "Un sustituto de la ventana de pago mientras no hay ninguna tienda conectada: una compra de prueba que no cobra nada.",
  heading: "Pago de prueba",
  intro:
    "No hay ninguna tienda conectada, así que esta página sustituye a la ventana de pago. Pagar aquí no cuesta nada: envía a este sitio el mismo webhook de pedido firmado que enviaría el proveedor de pagos y después te lleva a tu pedido.",
  form: {
    label: "Compra de prueba",
    email: "Correo electrónico",
    plan: "Pack",
    choosePlan: "Elige un pack",
    planOption: "{{plan}}: {{price}}",
    discountCode: "Código de descuento (opcional)",
    discountHint: "Por ejemplo, {{codes}}",
    delay: "Confirmar el pago solo tras unos segundos, como haría un webhook lento",
    pay: "Pagar",
    paying: "Pagando…",
    back: "Volver a los precios",
  },
} satisfies typeof en;
