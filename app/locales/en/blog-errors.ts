// The blog's error screens. They show when a page's data could not be loaded, so, unlike a page's
// own strings, they cannot arrive with that data: the blog's pages bundle these for all three
// languages (a few hundred bytes).
export default {
  notFound: "Article not found",
  notFoundTitle: "Article not found | Resoume Blog",
  notFoundText: "This article does not exist or has moved. All our guides to professional photos are on the blog's home page.",
  loadArticles: "Failed to load articles. Please try again later.",
  loadArticle: "Failed to load article. Please try again later.",
  errorHeading: "An error occurred",
  errorTitle: "An error occurred | Resoume Blog",
  tryAgain: "Try again",
  allArticles: "See all articles",
};
