import type en from "../en/blog";

export default {
  title: "Blog: consejos para fotos profesionales | Resoume",
  description:
    "Consejos prácticos sobre fotos profesionales, la foto del currículum, la imagen de perfil de LinkedIn y lo que esperan las empresas en distintos países.",
  heading: "El blog de Resoume",
  intro:
    "Aquí compartimos lo que hemos aprendido sobre las fotos profesionales para buscar empleo: cómo hacer selfies que funcionen, qué esperan las empresas en distintos países y cómo causar buena impresión en LinkedIn. Publicamos artículos en español, inglés y alemán.",
  coverAlt: "Tres fotos de retrato de profesionales sonrientes sobre un fondo azul oscuro.",
  empty: "Todavía no hay artículos. Estamos preparando nuevas guías sobre fotos profesionales; vuelve pronto.",
  articleTitlePrefix: "Consejos para fotos profesionales",
  titleSuffix: "Blog de Resoume",
  backToBlog: "Volver al blog",
  breadcrumb: "Ruta de navegación",
  by: "Por {{author}}",
  publishedOn: "Publicado el {{date}}",
  readTime: "{{minutes}} min de lectura",
  tags: "Etiquetas",
  related: "Artículos relacionados",
  loadingArticles: "Cargando artículos…",
  loadingArticle: "Cargando artículo…",
} satisfies typeof en;
