import type en from "../en/terms-of-service";

export default {
  title: "Términos del servicio | Resoume",
  description:
    "Las condiciones para usar Resoume: packs de fotos de pago único, entrega por correo electrónico, reembolso en 30 días y normas para subir tus propias fotos.",
  heading: "Términos del servicio",
  intro:
    "Estos términos se aplican cuando compras un pack, subes tus selfies o usas nuestras revisiones de fotos gratuitas. Explican qué recibes con cada pack, cómo funciona la entrega por correo, tu derecho a reembolso en un plazo de 30 días y qué puedes subir y qué no. Léelos antes de hacer tu pedido; al completar la compra, los aceptas.",
} satisfies typeof en;
