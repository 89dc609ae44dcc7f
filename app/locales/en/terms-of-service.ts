export default {
  title: "Terms of Service | Resoume",
  description:
    "The terms for using Resoume: one-time headshot packs, delivery by e-mail, a 30-day refund promise and the rules for uploading photos of yourself.",
  heading: "Terms of service",
  intro:
    "These terms apply whenever you buy a headshot pack, upload selfies or use our free photo reviews. They cover what you receive with each pack, how delivery by e-mail works, your right to a refund within 30 days and what you may and may not upload. Please read them before you order; by completing a purchase, you agree to them.",
};
