import type en from "../en/newsletter";

export default {
  title: "Boletín: consejos para tu foto profesional y ofertas | Resoume",
  description:
    "Suscríbete al boletín de Resoume: consejos prácticos para mejores fotos de currículum y LinkedIn, nuevos estilos y ofertas para suscriptores, dos veces al mes.",
  heading: "El boletín de Resoume",
  intro:
    "Una buena foto profesional empieza mucho antes de que suene el disparador. Dos veces al mes compartimos lo que aprendemos de miles de fotos: la luz, el encuadre, qué ponerte y en qué se fijan primero los reclutadores. Además, los suscriptores conocen antes que nadie los nuevos estilos y ofertas.",
} satisfies typeof en;
