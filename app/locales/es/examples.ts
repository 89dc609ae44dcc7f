import type en from "../en/examples";

export default {
  title: "Ejemplos: fotos profesionales con IA en {{styleCount}} estilos | Resoume",
  description:
    "Mira lo que hace cada uno de los {{styleCount}} estilos de Resoume con un selfie cotidiano: académico, informal, corporativo, creativo, naturaleza, inmobiliario y cálido.",
  heading: "Fotos profesionales creadas a partir de selfies cotidianos",
  intro:
    "Cada pareja empieza con el tipo de selfie que casi todos tenemos en el móvil y muestra la foto que un estilo hace a partir de él. Las personas son ilustraciones, para que puedas comparar los estilos lado a lado; tus fotos conservan tu cara, tus rasgos y tu sonrisa.",
  before: "Selfie",
  after: "Foto profesional",
  bestFor: "Ideal para {{fields}}",
  featured: {
    heading: "Compartidas por nuestros clientes",
    text: "Fotos reales, publicadas por las personas que aparecen en ellas, que aceptaron mostrarlas aquí.",
    alt: "Una foto en el estilo {{style}}, compartida por su dueño",
  },
  styles: {
    academic: {
      name: "Académico",
      text: "Estanterías suavemente iluminadas, una chaqueta de tweed y una mirada abierta y reflexiva. Lo bastante serio para la web de la facultad y lo bastante cercano para un congreso.",
      fields: "docentes, investigadores, profesores y ponentes",
      beforeAlt: "Selfie de un hombre con barba y sudadera con capucha en un sofá, iluminado por una lámpara amarilla",
      afterAlt: "El mismo hombre con chaqueta marrón y gafas delante de unas estanterías desenfocadas",
    },
    casual: {
      name: "Informal",
      text: "Un fondo claro, un jersey de punto y una sonrisa natural. Transmite cercanía y competencia sin necesidad de traje.",
      fields: "startups, autónomos, equipos tecnológicos y webs personales",
      beforeAlt: "Selfie de una mujer de pelo rizado con sudadera, hecho dentro de un coche aparcado",
      afterAlt: "La misma mujer con un jersey amarillo suave ante un fondo claro y liso",
    },
    corporate: {
      name: "Corporativo",
      text: "Una americana a medida, un cuello impecable y un fondo de estudio gris uniforme: el retrato que se espera junto a un cargo.",
      fields: "finanzas, derecho, consultoría y dirección",
      beforeAlt: "Selfie de una mujer de pelo oscuro con camiseta, hecho con el brazo estirado en una cocina con armarios al fondo",
      afterAlt: "La misma mujer con americana azul marino y blusa blanca ante un fondo de estudio gris liso",
    },
    creative: {
      name: "Creativo",
      text: "Color intenso de fondo, un jersey negro de cuello alto y un encuadre algo descentrado. Seguro, actual y, aun así, inconfundiblemente tú.",
      fields: "diseño, marketing, arquitectura y creación de contenidos",
      beforeAlt: "Selfie de una mujer de pelo oscuro con camiseta, hecho con el brazo estirado en una cocina con armarios al fondo",
      afterAlt: "La misma mujer con jersey negro de cuello alto delante de un degradado de coral a violeta",
    },
    greenery: {
      name: "Naturaleza",
      text: "Luz de día y hojas suavemente desenfocadas, como si la foto se hubiera hecho en un parque una mañana luminosa.",
      fields: "sostenibilidad, sanidad, educación y cualquiera que quiera parecer cercano",
      beforeAlt: "Selfie de un hombre con barba y sudadera con capucha en un sofá, iluminado por una lámpara amarilla",
      afterAlt: "El mismo hombre con camisa clara, sonriendo, con hojas verdes desenfocadas detrás",
    },
    realEstate: {
      name: "Inmobiliario",
      text: "Mucha luz, una americana elegante y la sugerencia de una fachada acogedora: la cara que tus clientes recuerdan del anuncio.",
      fields: "agentes inmobiliarios, administradores de fincas y equipos comerciales",
      beforeAlt: "Selfie de una mujer de pelo rizado con sudadera, hecho dentro de un coche aparcado",
      afterAlt: "La misma mujer con americana verde azulado delante de la fachada luminosa y desenfocada de una casa",
    },
    warm: {
      name: "Cálido",
      text: "Tonos dorados, una chaqueta de punto suave y una expresión amable que invita a hablar contigo.",
      fields: "médicos, terapeutas, coaches y puestos de atención al cliente",
      beforeAlt: "Selfie de una mujer de pelo oscuro con camiseta, hecho con el brazo estirado en una cocina con armarios al fondo",
      afterAlt: "La misma mujer con una chaqueta de punto color teja ante un fondo cálido y dorado",
    },
  },
  tips: {
    heading: "Cómo conseguir resultados así",
    items: [
      "Sube entre {{selfiesRecommendedMin}} y {{selfiesRecommendedMax}} selfies; el mínimo son {{selfiesMin}}.",
      "Hazlos en días y lugares distintos, para que cambien la luz y el fondo.",
      "Mira hacia la ventana y no hacia una lámpara, y sostén el móvil a la altura de los ojos.",
      "Quítate la gorra y las gafas de sol, y sonríe al menos en unas cuantas fotos.",
    ],
    guides: "Nuestras guías lo explican con más detalle:",
  },
  cta: {
    heading: "¿Ya tienes tu estilo?",
    text: "Con cualquier pack eliges tus estilos después de pagar. Basic incluye {{basicStyles}}, Premium {{premiumStyles}} y Ultimate {{ultimateStyles}}.",
    button: "Elige tu pack",
  },
} satisfies typeof en;
