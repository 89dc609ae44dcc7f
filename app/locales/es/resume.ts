import type en from "../en/resume";

export default {
  title: "Fotos profesionales para tu currículum desde 19 $ | Resoume",
  description:
    "Dale a tu currículum una imagen profesional. Convierte tus selfies en fotos de estudio para tus candidaturas y LinkedIn, por correo y sin crear una cuenta.",
  heading: "Fotos que completan tu currículum",
  intro:
    "Tu foto suele ser lo primero que ve quien revisa tu candidatura, así que debe estar a la altura del resto. Sube unos cuantos selfies y recibe un conjunto de fotos profesionales para tu currículum, tu perfil de LinkedIn y tu firma de correo. Un solo pago, siete estilos para elegir y reembolso en 30 días si no quedas satisfecho.",
} satisfies typeof en;
