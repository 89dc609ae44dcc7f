export default {
  title: "Free Résumé Photo Review by Country | Resoume",
  description:
    "Check whether your résumé photo fits the norms of the country you are applying in. A free AI analysis with tips, plus a detailed report sent by e-mail.",
  heading: "Does your résumé photo fit where you are applying?",
  intro:
    "What counts as a good application photo differs from country to country, and in some places no photo is expected at all. Choose your target country, upload your current photo and get a free analysis of lighting, background, expression and framing, measured against local expectations. The complete report with all recommendations is sent to your inbox.",
};
