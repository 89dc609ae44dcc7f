import type en from "../en/pricing";

export default {
  title: "Precios: packs de fotos profesionales con IA desde 19 $ | Resoume",
  description:
    "Tres packs de pago único para fotos profesionales con calidad de estudio: Basic, Premium y Ultimate. Sin suscripción, reembolso en 30 días y todas las fotos eliminadas a los 30 días.",
  heading: "Precios sencillos, un solo pago",
  intro:
    "Elige el pack que encaja con tu búsqueda de empleo: Basic para renovar tu perfil rápidamente, Premium para más estilos y mayor resolución, Ultimate para toda la gama con entrega prioritaria. Pagas una vez, recibes tus fotos por correo y nunca necesitas una cuenta. Si no quedas satisfecho, te devolvemos el dinero en un plazo de 30 días.",
  cta: "Elige tu pack",
} satisfies typeof en;
