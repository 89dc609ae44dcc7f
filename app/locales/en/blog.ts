export default {
  title: "Blog: Headshot and Application Photo Tips | Resoume",
  description:
    "Practical advice on professional headshots, CV and résumé photos, LinkedIn profile pictures and the photo norms employers expect in different countries.",
  heading: "The Resoume blog",
  intro:
    "Here we share what we have learned about professional photos for job applications: how to take selfies that work, what employers in different countries expect and how to make your LinkedIn profile look its best. Our articles appear in English, German and Spanish.",
  coverAlt: "Three portrait photos of smiling professionals on a dark blue background.",
  empty: "No articles yet. New guides to professional headshots are on their way, so check back soon.",
  // An article's title is "{article} - {articleTitlePrefix} | {titleSuffix}" (docs/decisions/010-blog-articles.md).
  articleTitlePrefix: "Professional Headshot Tips",
  titleSuffix: "Resoume Blog",
  backToBlog: "Back to the blog",
  breadcrumb: "Breadcrumb",
  by: "By {{author}}",
  publishedOn: "Published on {{date}}",
  readTime: "{{minutes}} min read",
  tags: "Tags",
  related: "Related articles",
  loadingArticles: "Loading articles…",
  loadingArticle: "Loading article…",
};
