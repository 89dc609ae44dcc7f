import type en from "../en/ad-landing";

export default {
  title: "Fotos profesionales a partir de tus selfies | Resoume",
  description:
    "Convierte unos cuantos selfies en fotos de estudio para tu CV y LinkedIn. Packs de pago único desde 19 $, sin cuenta y con reembolso en un plazo de 30 días.",
  heading: "Fotos profesionales sin pisar un estudio",
  intro:
    "Sube entre 5 y 10 selfies y recibe por correo fotos impecables para tu CV, tu currículum y LinkedIn. Elige entre siete estilos, paga una sola vez y olvídate de la cita con el fotógrafo. Si el resultado no te convence, te devolvemos el dinero en un plazo de 30 días.",
  directResponse: {
    heading: "Fotos de estudio desde 19 $. Rápido y sin riesgo.",
    intro:
      "Sube tus selfies ahora y recibe tus fotos por correo: en menos de 1 hora con Premium o Ultimate, en unas 2 horas con Basic. Un solo pago, sin suscripción, sin cuenta. ¿No te convence? Reembolso completo en 30 días.",
  },
  emotionalStory: {
    heading: "Llega a tu próxima entrevista con una foto que te enorgullezca",
    intro:
      "Conoces ese momento: quien te entrevista abre tu candidatura y ahí estás tú, con un aire tranquilo, seguro y auténtico. Nada de recortes torpes de una foto de boda ni de imágenes borrosas de la webcam. Resoume convierte los selfies que ya tienes en fotos que te dará gusto enviar, para que tu primera impresión empiece incluso antes del primer saludo.",
  },
  cta: "Quiero mis fotos",
} satisfies typeof en;
