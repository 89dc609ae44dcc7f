import type en from "../en/resume-headshot";

export default {
  title: "Retrato profesional para tu currículum | Resoume",
  description:
    "Un retrato para tu currículum con aspecto de estudio. Sube entre 5 y 10 selfies y recibe tus fotos por correo en menos de 1 hora con Premium o Ultimate.",
  heading: "Tu retrato para el currículum, sin pasar por el estudio",
  intro:
    "Un buen retrato para el currículum te muestra como eres en un buen día: cercano, centrado y bien iluminado. En lugar de reservar una sesión con un fotógrafo, sube entre 5 y 10 selfies y elige un estilo como corporativo, académico o cálido. Tus fotos llegan por correo: en unas 2 horas con Basic o en menos de 1 hora con Premium y Ultimate.",
} satisfies typeof en;
