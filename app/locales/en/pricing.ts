export default {
  title: "Pricing: AI Headshot Packs from $19 | Resoume",
  description:
    "Three one-time packs for studio-quality AI headshots: Basic, Premium and Ultimate. No subscription, a 30-day refund promise, and every photo deleted after 30 days.",
  heading: "Simple, one-time pricing",
  intro:
    "Pick the pack that fits your job search: Basic for a quick profile refresh, Premium for more styles and higher resolution, Ultimate for the full range with priority delivery. You pay once, receive your headshots by e-mail, and never need an account. If you are not happy, we refund you within 30 days.",
  cta: "Choose your pack",
};
