import type en from "../en/linkedin-photo-review";

export default {
  title: "Revisión gratuita de tu foto de LinkedIn | Resoume",
  description:
    "Sube tu foto de perfil de LinkedIn y recibe un análisis gratuito con IA de luz, fondo, expresión y encuadre. Tu puntuación al instante y el informe por correo.",
  heading: "¿Tu foto de LinkedIn está a la altura?",
  intro:
    "Nuestra revisión gratuita analiza tu foto de perfil de LinkedIn como lo haría un reclutador. Evalúa la iluminación, el fondo, la expresión, la composición, el encuadre y la imagen profesional en general, y te da una puntuación con consejos concretos. Introduce tu correo electrónico para recibir el informe completo con todas las recomendaciones.",
} satisfies typeof en;
