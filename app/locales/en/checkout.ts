export default {
  title: "Checkout: Choose Your Headshot Pack | Resoume",
  description:
    "Pick Basic, Premium or Ultimate and pay once through our secure checkout. No subscription, no account, and a full refund within 30 days if you are unhappy.",
  heading: "Choose your pack and check out",
  intro:
    "Select the pack that suits you: Basic with one style and delivery in about 2 hours, or Premium and Ultimate with more styles and delivery in under 1 hour. Payment takes place in a secure checkout window, and afterwards you go straight to the upload page for your selfies. You pay once and can request a refund within 30 days.",
  plansHeading: "Pick your pack",
  steps: {
    heading: "What happens after you pay",
    items: [
      "You pay once in a secure checkout window. Our payment partner Lemon Squeezy handles your card details; we never see them.",
      "You go straight to the upload page, and an e-mail with your private link to your order follows within minutes.",
      "You upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies (at least {{selfiesMin}}), and your headshots arrive by e-mail in the time your pack promises.",
    ],
  },
  promise: {
    heading: "Our promise",
    items: [
      "Not happy with your headshots? Tell us within {{refundDays}} days and you get your money back in full.",
      "{{retentionDays}} days after your order, we delete your selfies and headshots for good.",
    ],
    refundPolicy: "Refund policy",
  },
  more: {
    team: "Ordering for {{count}} or more people? Ask us for a team price by e-mail.",
    teamAction: "Write to us",
    teamSubject: "Team headshots",
    whiteLabel: "Want to offer headshots to your own clients?",
    whiteLabelAction: "See the white-label offer",
  },
};
