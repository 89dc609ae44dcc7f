import type en from "../en/imprint";

export default {
  title: "Aviso legal | Resoume",
  description:
    "Aviso legal de Resoume: información sobre el titular de este servicio, datos de contacto y responsable de los contenidos, según exige la legislación alemana.",
  heading: "Aviso legal",
  intro:
    "Resoume está alojado en Alemania, y la ley alemana exige que todo sitio web comercial indique quién está detrás. En esta página encontrarás los datos del titular, cómo ponerte en contacto con nosotros y quién es responsable de los contenidos.",
} satisfies typeof en;
