import type en from "../en/cv-photo";

export default {
  title: "Foto para el CV con IA, sin ir a un estudio | Resoume",
  description:
    "Consigue una foto profesional para tu CV sin pisar un estudio. Sube tus selfies, elige un estilo y recibe tus fotos por correo, desde 19 $ y con reembolso.",
  heading: "Una foto profesional para tu CV, creada con tus selfies",
  intro:
    "En España y en buena parte de Latinoamérica la foto sigue siendo habitual en el currículum, y el recorte de una foto de vacaciones no te hace justicia. Resoume convierte entre 5 y 10 selfies en retratos bien iluminados, con fondo neutro o natural, listos para tu CV. Elige el estilo que encaje con tu sector y, si no sabes qué se espera en el país donde buscas empleo, prueba antes nuestra revisión gratuita de la foto del currículum.",
} satisfies typeof en;
