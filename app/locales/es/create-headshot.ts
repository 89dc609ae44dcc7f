import type en from "../en/create-headshot";

export default {
  title: "Sube tus selfies | Resoume",
  description:
    "Sube entre 5 y 10 selfies recientes para empezar. JPEG, PNG o WebP de hasta 5 MB cada uno; tus fotos terminadas llegan por correo, sin necesidad de cuenta.",
  heading: "Sube tus selfies",
  intro:
    "¿Ya elegiste tu pack? Sube ahora entre 5 y 10 selfies recientes y nítidos: los distintos ángulos y fondos ayudan; las gorras, las gafas de sol y otras personas en la imagen, no. En cuanto recibamos tus fotos, nos ponemos manos a la obra y te enviamos el resultado por correo: en unas 2 horas con Basic y en menos de 1 hora con Premium y Ultimate.",
} satisfies typeof en;
