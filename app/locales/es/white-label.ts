import type en from "../en/white-label";

export default {
  title: "Marca blanca: fotos profesionales para RR. HH. | Resoume",
  description:
    "Ofrece a tus clientes fotos de estudio con tu propia marca. Una solución de marca blanca para consultores de RR. HH. y coaches, con presupuesto en 24 horas.",
  heading: "Fotos profesionales con tu propia marca",
  intro:
    "Como coach de carrera o consultor de recursos humanos, ayudas a las personas a mostrar su mejor versión, y una buena foto forma parte de ello. Con nuestra oferta de marca blanca, tus clientes obtienen fotos con calidad de estudio a partir de sus propios selfies, presentadas con tu marca. Cuéntanos sobre tu empresa y cómo quieres usarla, y te enviaremos un presupuesto en 24 horas; para equipos de 10 personas o más, pídenos precios de equipo por correo.",
  form: {
    heading: "Pide tu presupuesto de marca blanca",
    text: "Cuéntanos quién eres y cómo te gustaría trabajar con nosotros. Nuestro equipo te enviará un presupuesto a medida en 24 horas.",
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
    successText: "Tu solicitud ha llegado a nuestro equipo. Recibirás tu presupuesto en {{email}} en un plazo de 24 horas.",
  },
} satisfies typeof en;
