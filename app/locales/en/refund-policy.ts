export default {
  title: "Refund Policy: 30-Day Money-Back Promise | Resoume",
  description:
    "Not happy with your headshots? Ask for a refund within 30 days of your purchase and get your money back. Here is how the Resoume refund policy works.",
  heading: "Refund policy",
  intro:
    "We want you to use your new headshots with confidence. If your pack does not live up to your expectations, you can request a full refund within 30 days of your purchase. This page explains how the refund works and how to reach us.",
};
