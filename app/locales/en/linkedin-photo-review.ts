export default {
  title: "Free LinkedIn Photo Review | Resoume",
  description:
    "Upload your LinkedIn profile photo for a free AI review of lighting, background, expression and framing. Get a score now and the full report by e-mail.",
  heading: "How good is your LinkedIn photo?",
  intro:
    "Our free review looks at your LinkedIn profile photo the way a recruiter might. It checks lighting, background, expression, composition, crop and framing, and your overall professional appearance, then gives you a score with concrete tips. Enter your e-mail address to receive the full report with every recommendation.",
};
