import type en from "../en/resume-review";

export default {
  title: "Revisión gratuita de la foto del CV por país | Resoume",
  description:
    "Comprueba si la foto de tu currículum se ajusta a lo que se espera en el país donde buscas empleo. Análisis gratuito con IA, consejos e informe por correo.",
  heading: "¿Tu foto del currículum encaja donde buscas empleo?",
  intro:
    "Lo que se considera una buena foto para el currículum cambia de un país a otro, y en algunos ni siquiera se espera que incluyas una. Elige tu país de destino, sube tu foto actual y recibe un análisis gratuito de la luz, el fondo, la expresión y el encuadre según las expectativas locales. El informe completo con todas las recomendaciones llega a tu correo.",
} satisfies typeof en;
