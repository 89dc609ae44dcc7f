// The blog's articles, compiled from app/content/articles by scripts/build-content.mjs. The module
// holds every article's text, so only server code may import it.
export { articles } from "./articles.generated";
export type { Article } from "./article";
