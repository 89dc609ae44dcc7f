export default {
  title: "AI CV Photo: A Professional Photo for Your CV | Resoume",
  description:
    "Get a professional CV photo without a studio visit. Upload selfies, pick a style and receive polished headshots by e-mail, from $19 with a 30-day refund.",
  heading: "A professional CV photo, made from your selfies",
  intro:
    "In many countries a photo is still an expected part of a CV, and a cropped holiday snapshot does not do you justice. Resoume turns 5 to 10 selfies into calm, well-lit headshots with a neutral or natural background, ready to place at the top of your CV. Pick a style that fits your field, and if you are unsure what employers in your target country expect, try our free résumé photo review first.",
};
