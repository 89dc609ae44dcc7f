import type en from "../en/gallery";

export default {
  title: "Una foto profesional creada con Resoume | Resoume",
  description:
    "Esta foto profesional se creó con Resoume a partir de selfies normales. Descubre el estilo en que se hizo y crea tus propias fotos con calidad de estudio.",
  heading: "Una foto profesional creada con Resoume",
  intro:
    "Alguien compartió este resultado de su pack de Resoume. Empezó como un puñado de selfies cotidianos y se convirtió en una foto de estudio en uno de nuestros siete estilos. ¿Te gusta? Puedes crear las tuyas desde {{startingPrice}} y recibirlas por correo.",
  styleLabel: "Estilo",
  createdLabel: "Creada",
  cta: "Crea tus propias fotos",
  styles: {
    academic: "Académico",
    casual: "Informal",
    corporate: "Corporativo",
    creative: "Creativo",
    greenery: "Naturaleza",
    realEstate: "Inmobiliario",
    warm: "Cálido",
  },
} satisfies typeof en;
