import type en from "../en/examples";

export default {
  title: "Ejemplos: fotos profesionales con IA en 7 estilos | Resoume",
  description:
    "Mira resultados creados con Resoume a partir de selfies normales, en estilo académico, informal, corporativo, creativo, naturaleza, inmobiliario y cálido.",
  heading: "Fotos profesionales creadas a partir de selfies cotidianos",
  intro:
    "Explora resultados que nuestros clientes decidieron compartir, ordenados según los siete estilos que puedes pedir: académico, informal, corporativo, creativo, naturaleza, inmobiliario y cálido. Cada imagen empezó como un puñado de selfies normales. Usa los ejemplos para decidir qué estilo encaja con tu sector antes de elegir tu pack.",
} satisfies typeof en;
