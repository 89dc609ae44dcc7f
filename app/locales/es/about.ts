import type en from "../en/about";

export default {
  title: "Sobre Resoume: fotos profesionales sin estudio | Resoume",
  description:
    "Resoume te ayuda a conseguir una foto profesional sin pasar por un estudio: pago único, sin cuenta, alojamiento en Alemania y fotos eliminadas a los 30 días.",
  heading: "Una foto mejor para el siguiente paso de tu carrera",
  intro:
    "Resoume existe porque una buena foto para tu candidatura no debería depender de reservar una sesión con un fotógrafo. Subes unos cuantos selfies, eliges un estilo y recibes fotos con calidad de estudio por correo, sin cuenta y sin suscripción. Alojamos el servicio en Alemania, eliminamos cada foto a los 30 días y te devolvemos el dinero en un plazo de 30 días si el resultado no te convence.",
} satisfies typeof en;
