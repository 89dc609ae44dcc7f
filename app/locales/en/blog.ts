export default {
  title: "Blog: Headshot and Application Photo Tips | Resoume",
  description:
    "Practical advice on professional headshots, CV and résumé photos, LinkedIn profile pictures and the photo norms employers expect in different countries.",
  heading: "The Resoume blog",
  intro:
    "Here we share what we have learned about professional photos for job applications: how to take selfies that work, what employers in different countries expect and how to make your LinkedIn profile look its best. Our articles appear in English, German and Spanish.",
  empty: "No articles yet. New guides to professional headshots are on their way, so check back soon.",
  articleTitlePrefix: "Professional Headshot Tips",
  titleSuffix: "Resoume Blog",
  readMore: "Read article",
  backToBlog: "Back to the blog",
  publishedOn: "Published on {{date}}",
  readTime: "{{minutes}} min read",
  by: "By {{author}}",
  category: "Category",
  tags: "Tags",
  related: "Related articles",
};
