import type en from "../en/blog-errors";

export default {
  notFound: "Artikel nicht gefunden",
  notFoundTitle: "Artikel nicht gefunden | Resoume Blog",
  notFoundText:
    "Diesen Artikel gibt es nicht oder nicht mehr. Alle unsere Ratgeber rund ums Bewerbungsfoto findest du auf der Startseite des Blogs.",
  loadArticles: "Die Artikel konnten nicht geladen werden. Bitte versuche es später noch einmal.",
  loadArticle: "Der Artikel konnte nicht geladen werden. Bitte versuche es später noch einmal.",
  errorHeading: "Ein Fehler ist aufgetreten",
  errorTitle: "Ein Fehler ist aufgetreten | Resoume Blog",
  tryAgain: "Erneut versuchen",
  allArticles: "Alle Artikel ansehen",
} satisfies typeof en;
