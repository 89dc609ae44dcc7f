export default {
  title: "Pricing: AI Headshot Packs from {{startingPrice}} | Resoume",
  description:
    "Three one-time packs for studio-quality AI headshots: Basic, Premium and Ultimate. No subscription, a 30-day refund promise, and every photo deleted after 30 days.",
  heading: "Simple, one-time pricing",
  intro:
    "Pick the pack that fits your job search: Basic for a quick profile refresh, Premium for more styles and higher resolution, Ultimate for the full range with priority delivery. You pay once, receive your headshots by e-mail, and never need an account. If you are not happy, we refund you within 30 days.",
  plansHeading: "Compare the packs",
  included: {
    heading: "Included in every pack",
    items: [
      "One payment: no subscription, no account, no hidden costs",
      "Your headshots by e-mail, ready to download",
      "Your money back within {{refundDays}} days if you are not happy",
      "Your selfies and headshots deleted {{retentionDays}} days after your order",
    ],
    refundPolicy: "Read the refund policy",
    privacyPolicy: "How we protect your photos",
  },
  team: {
    heading: "Headshots for your whole team",
    text: "Ordering for {{count}} or more people? We put together a team price and matching styles for everyone, so your website, pitch decks and LinkedIn pages look of a piece. Tell us how many people and which styles you have in mind, and we will reply by e-mail with an offer.",
    action: "Ask for a team price",
    subject: "Team headshots",
  },
  whiteLabel: {
    heading: "Offer headshots under your own brand",
    text: "HR consultants, career coaches and outplacement firms can offer our headshots to their clients with their own logo and prices. Tell us about your business and you will have a quote within {{hours}} hours.",
    action: "See the white-label offer",
  },
};
