import type en from "../en/blog";

export default {
  title: "Blog: Tipps für Bewerbungsfotos | Resoume",
  description:
    "Praktische Tipps zu Bewerbungsfotos, Lebenslauf-Fotos und LinkedIn-Profilbildern sowie zu dem, was Arbeitgeber in verschiedenen Ländern erwarten.",
  heading: "Der Resoume-Blog",
  intro:
    "Hier teilen wir, was wir über professionelle Fotos für Bewerbungen gelernt haben: wie Selfies gelingen, was Arbeitgeber in verschiedenen Ländern erwarten und wie dein LinkedIn-Profil überzeugt. Unsere Artikel erscheinen auf Deutsch, Englisch und Spanisch.",
  coverAlt: "Drei Porträtfotos lächelnder Berufstätiger vor dunkelblauem Hintergrund.",
  empty: "Noch keine Artikel. Neue Ratgeber rund ums Bewerbungsfoto sind in Arbeit, schau bald wieder vorbei.",
  articleTitlePrefix: "Tipps für Bewerbungsfotos",
  titleSuffix: "Resoume Blog",
  backToBlog: "Zurück zum Blog",
  breadcrumb: "Brotkrumennavigation",
  by: "Von {{author}}",
  publishedOn: "Veröffentlicht am {{date}}",
  readTime: "{{minutes}} Min. Lesezeit",
  tags: "Schlagwörter",
  related: "Ähnliche Artikel",
  loadingArticles: "Artikel werden geladen …",
  loadingArticle: "Artikel wird geladen …",
} satisfies typeof en;
