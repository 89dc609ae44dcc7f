// What search engines and link previews read about the site as a whole; only the server uses it.
export default {
  previewAlt: "Resoume: a casual selfie turned into a studio-style professional headshot",
  organization:
    "Resoume turns casual selfies into studio-style professional headshots for CVs, résumés and LinkedIn, with your photos stored in the EU.",
  product: {
    name: "Resoume AI headshot packs",
    description:
      "One-time packs of studio-style headshots created from your selfies, delivered by e-mail: {{basicPhotos}} to {{ultimatePhotos}} photos in up to {{ultimateStyles}} styles, with a {{refundDays}}-day refund.",
  },
};
