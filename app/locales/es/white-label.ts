import type en from "../en/white-label";

export default {
  title: "Marca blanca: fotos profesionales para RR. HH. | Resoume",
  description:
    "Ofrece a tus clientes fotos de estudio con tu propia marca. Una solución de marca blanca para consultores de RR. HH. y coaches, con presupuesto en 24 horas.",
  heading: "Fotos profesionales con tu propia marca",
  intro:
    "Como coach de carrera o consultor de recursos humanos, ayudas a las personas a mostrar su mejor versión, y una buena foto forma parte de ello. Con nuestra oferta de marca blanca, tus clientes obtienen fotos con calidad de estudio a partir de sus propios selfies, presentadas con tu marca. Cuéntanos sobre tu empresa y cómo quieres usarla, y te enviaremos un presupuesto en 24 horas; para equipos de 10 personas o más, pídenos precios de equipo por correo.",
} satisfies typeof en;
