import type en from "../en/checkout";

export default {
  title: "Pago: elige tu pack de fotos | Resoume",
  description:
    "Elige Basic, Premium o Ultimate y paga una sola vez con nuestro pago seguro. Sin suscripción, sin cuenta y con reembolso completo en 30 días si no te convence.",
  heading: "Elige tu pack y completa el pago",
  intro:
    "Elige el pack que mejor te encaje: Basic, con un estilo y entrega en unas 2 horas, o Premium y Ultimate, con más estilos y entrega en menos de 1 hora. El pago se realiza en una ventana segura y, al terminar, pasas directamente a la página para subir tus selfies. Pagas una sola vez y puedes pedir el reembolso en un plazo de 30 días.",
} satisfies typeof en;
