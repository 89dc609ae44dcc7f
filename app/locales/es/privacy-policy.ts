import type en from "../en/privacy-policy";

export default {
  title: "Política de privacidad | Resoume",
  description:
    "Cómo trata Resoume tus selfies, tus fotos y tu correo electrónico: alojamiento en Alemania, eliminación de las fotos a los 30 días y tus opciones de cookies.",
  heading: "Política de privacidad",
  intro:
    "Tu rostro es un dato personal, y así lo tratamos. Esta política explica qué datos tratamos cuando pides tus fotos, usas nuestras revisiones gratuitas o te suscribes al boletín, para qué los necesitamos y durante cuánto tiempo los conservamos. En resumen: no necesitas cuenta, nuestro servicio está alojado en Alemania y todas las fotos subidas y generadas se eliminan a los 30 días.",
} satisfies typeof en;
