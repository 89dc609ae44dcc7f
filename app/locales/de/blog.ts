import type en from "../en/blog";

export default {
  title: "Blog: Tipps für Bewerbungsfotos | Resoume",
  description:
    "Praktische Tipps zu Bewerbungsfotos, Lebenslauf-Fotos und LinkedIn-Profilbildern sowie zu dem, was Arbeitgeber in verschiedenen Ländern erwarten.",
  heading: "Der Resoume-Blog",
  intro:
    "Hier teilen wir, was wir über professionelle Fotos für Bewerbungen gelernt haben: wie Selfies gelingen, was Arbeitgeber in verschiedenen Ländern erwarten und wie dein LinkedIn-Profil überzeugt. Unsere Artikel erscheinen auf Deutsch, Englisch und Spanisch.",
  empty: "Noch keine Artikel. Neue Ratgeber rund ums Bewerbungsfoto sind in Arbeit, schau bald wieder vorbei.",
  articleTitlePrefix: "Tipps für Bewerbungsfotos",
  titleSuffix: "Resoume Blog",
  readMore: "Weiterlesen",
  backToBlog: "Zurück zum Blog",
  publishedOn: "Veröffentlicht am {{date}}",
  readTime: "{{minutes}} Min. Lesezeit",
  by: "Von {{author}}",
  category: "Kategorie",
  tags: "Schlagwörter",
  related: "Ähnliche Artikel",
} satisfies typeof en;
