import type en from "../en/blog-errors";

export default {
  notFound: "Artículo no encontrado",
  notFoundTitle: "Artículo no encontrado | Blog de Resoume",
  notFoundText:
    "Este artículo no existe o ha cambiado de dirección. Todas nuestras guías sobre fotos profesionales están en la portada del blog.",
  loadArticles: "No se pudieron cargar los artículos. Inténtalo de nuevo más tarde.",
  loadArticle: "No se pudo cargar el artículo. Inténtalo de nuevo más tarde.",
  errorHeading: "Se ha producido un error",
  errorTitle: "Se ha producido un error | Blog de Resoume",
  tryAgain: "Intentar de nuevo",
  allArticles: "Ver todos los artículos",
} satisfies typeof en;
