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
  imageAlt: "Una foto profesional en el estilo {{style}}, creada con Resoume",
  shareText: "Mi nueva foto profesional en el estilo {{style}}, hecha con Resoume",
  removed: {
    heading: "Esta foto ya no se comparte",
    text: "Su dueño la retiró, o se eliminó con su pedido a los {{days}} días, como prometemos a todos los que compran.",
  },
  share: {
    heading: "Comparte esta foto",
    linkedin: "Compartir en LinkedIn",
    x: "Compartir en X",
    facebook: "Compartir en Facebook",
    link: "Enlace a esta página",
    copy: "Copiar enlace",
    copied: "Enlace copiado",
    instagram: "Instagram no admite enlaces en las publicaciones: copia el enlace y añádelo a tu biografía o a una historia.",
  },
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
