import type en from "../en/white-label";

export default {
  title: "Marca blanca: fotos profesionales para RR. HH. | Resoume",
  description:
    "Ofrece a tus clientes fotos con calidad de estudio bajo tu propia marca: para consultores de RR. HH., coaches de carrera y empresas de recolocación.",
  heading: "Fotos profesionales con tu propia marca",
  intro:
    "Coaches de carrera, consultores de recursos humanos y empresas de recolocación ayudan a las personas a mostrar su mejor versión, y una buena foto forma parte de ello. Con nuestra oferta de marca blanca, tus clientes obtienen fotos con calidad de estudio a partir de sus propios selfies, presentadas con tu marca. Cuéntanos sobre tu empresa y te enviaremos un presupuesto en {{quoteHours}} horas.",
  jump: "Solicitar presupuesto",
  audience: {
    heading: "Para quién es",
    cards: {
      hr: {
        title: "Consultores de RR. HH.",
        text: "Añade fotos profesionales a tus servicios de candidatura y marca personal, sin necesidad de un fotógrafo en el equipo.",
      },
      coaches: {
        title: "Coaches de carrera",
        text: "Da a tus clientes una foto a la altura de la confianza que has construido con ellos, justo cuando su nuevo CV y su perfil de LinkedIn están listos.",
      },
      outplacement: {
        title: "Empresas de recolocación",
        text: "Prepara a grupos enteros de empleados para su siguiente paso, estén donde estén, con retratos uniformes y sin la logística de un estudio.",
      },
      teams: {
        title: "Empresas y equipos",
        text: "Retratos uniformes para la página del equipo, las firmas de correo y los directorios internos, con precios de equipo desde {{teamMinPeople}} personas.",
      },
    },
  },
  offer: {
    heading: "Qué obtienes",
    blocks: [
      "- Tu propia marca: tu logotipo y tus colores en la página donde tus clientes suben sus selfies, y tu nombre en los correos con los que reciben sus fotos.",
      "- Packs por volumen: compra packs por adelantado a precios de volumen y entrégalos a tus clientes cuando los necesites.",
      "- Precios de equipo desde {{teamMinPeople}} personas, para programas de grupo y equipos completos.",
      "- La calidad de nuestros propios packs: los {{styleCount}} estilos, mayor resolución y hasta {{ultimatePhotos}} fotos por persona.",
      "- Una persona de contacto para ti y tus clientes, y facturas para tu contabilidad.",
    ],
  },
  process: {
    heading: "Cómo funciona",
    steps: [
      "Cuéntanos sobre tu empresa y tus clientes con el formulario de abajo.",
      "En {{quoteHours}} horas te enviamos un presupuesto adaptado a tu volumen y a tu marca.",
      "Juntos configuramos tu página de subida con tu marca.",
      "Tus clientes suben sus selfies y reciben sus fotos por correo, con tu marca.",
    ],
  },
  privacy: {
    heading: "Las fotos de tus clientes están en buenas manos",
    blocks: [
      "Cada selfie y cada foto se eliminan {{retentionDays}} días después del pedido, también en nuestros proveedores. Usamos las fotos de tus clientes solo para crear sus retratos, nunca para publicidad ni para entrenar modelos para otros.",
      "Tratamos los datos de tus clientes por encargo tuyo, en virtud de un contrato de encargo del tratamiento (art. 28 RGPD) que firmamos contigo antes de empezar. Nuestra [política de privacidad](/es/privacy-policy) explica los detalles.",
    ],
  },
  form: {
    heading: "Pide tu presupuesto de marca blanca",
    text: "Cuéntanos quién eres y cómo te gustaría trabajar con nosotros. Nuestro equipo te enviará un presupuesto a medida en {{quoteHours}} horas.",
    email: "Correo electrónico de trabajo",
    firstName: "Nombre",
    lastName: "Apellido",
    companyName: "Nombre de la empresa",
    companySize: "Tamaño de la empresa",
    companySizePlaceholder: "Elige una opción",
    companySizeOption: "{{range}} empleados",
    useCase: "¿Cómo te gustaría usar Resoume? (opcional)",
    useCaseHint: "Por ejemplo: cuántos clientes al mes, qué estilos y cómo te gustaría entregar las fotos. Hasta 2000 caracteres.",
    submit: "Pedir presupuesto",
    successHeading: "¡Gracias, {{firstName}}!",
    successText: "Tu solicitud ha llegado a nuestro equipo. Recibirás tu presupuesto en {{email}} en un plazo de {{quoteHours}} horas.",
  },
} satisfies typeof en;
