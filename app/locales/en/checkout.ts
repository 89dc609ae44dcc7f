export default {
  title: "Checkout: Choose Your Headshot Pack | Resoume",
  description:
    "Pick Basic, Premium or Ultimate and pay once through our secure checkout. No subscription, no account, and a full refund within 30 days if you are unhappy.",
  heading: "Choose your pack and check out",
  intro:
    "Select the pack that suits you: Basic with one style and delivery in about 2 hours, or Premium and Ultimate with more styles and delivery in under 1 hour. Payment takes place in a secure checkout window, and afterwards you go straight to the upload page for your selfies. You pay once and can request a refund within 30 days.",
};
