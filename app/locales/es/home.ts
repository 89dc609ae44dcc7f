import type en from "../en/home";

export default {
  title: "Fotos profesionales con IA a partir de tus selfies | Resoume",
  description:
    "Convierte de 5 a 10 selfies en fotos de estudio para tu CV, tu currículum y LinkedIn. Pago único desde 19 $, sin cuenta y con reembolso en 30 días.",
  heading: "Fotos de estudio, directamente desde tus selfies",
  intro:
    "Sube entre 5 y 10 selfies y recibe en tu correo fotos profesionales para tu CV, tu currículum y tu perfil de LinkedIn. Elige entre siete estilos, del corporativo clásico al relajado de naturaleza, y paga una sola vez: sin suscripción, sin cuenta y sin cita en un estudio. Resoume está alojado en Alemania, todas las fotos se eliminan a los 30 días y, si no quedas satisfecho, te devolvemos el dinero en un plazo de 30 días.",
  refMarker: "¡Bienvenidos, visitantes de {{ref}}!",
  refOffer: "30 % de descuento",
} satisfies typeof en;
