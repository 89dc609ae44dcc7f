export default {
  title: "Examples: AI Headshots in 7 Styles | Resoume",
  description:
    "See headshots created with Resoume from ordinary selfies, in academic, casual, corporate, creative, greenery, real estate and warm styles.",
  heading: "Headshots created from everyday selfies",
  intro:
    "Browse results that customers chose to share, grouped by the seven styles you can order: academic, casual, corporate, creative, greenery, real estate and warm. Every image started as a handful of ordinary selfies. Use the examples to find the look that suits your field before you pick a pack.",
};
