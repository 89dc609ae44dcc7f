export default {
  title: "Upload Your Selfies | Resoume",
  description:
    "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} recent selfies (at least {{selfiesMin}}) to start your headshots. JPEG, PNG or WebP up to 5 MB each; your finished photos arrive by e-mail, with no account needed.",
  heading: "Upload your selfies",
  intro:
    "Picked your pack? Now upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} recent, sharp selfies of yourself (at least {{selfiesMin}}): different angles and backgrounds help, while hats, sunglasses and other people in the frame do not. As soon as your photos are in, we get to work and send your headshots by e-mail, in about 2 hours with Basic and in under 1 hour with Premium and Ultimate.",
  order: {
    heading: "Your {{plan}} pack",
    paid: "Paid on {{date}}: {{amount}}",
    discount: "Discount code {{code}} applied",
    email: "Your confirmation and private link went to {{email}}.",
    link: "The private link works until {{date}}. Then your selfies and headshots are deleted, as promised.",
    testMode: "Test order: no money was charged.",
    refunded: "This order was refunded on {{date}}. No headshots will be created for it.",
  },
  pending: {
    heading: "We are confirming your payment",
    text: "This usually takes a few seconds, and this page updates by itself. Your confirmation e-mail with your private link is on its way as well.",
  },
  delayed: {
    heading: "We have not received your payment confirmation yet",
    text: "This page has stopped checking. Usually the confirmation comes within seconds; if you paid, it may still arrive, and we then send your private link by e-mail, so you can close this page. If you find no e-mail from us within an hour (look in your spam folder too), write to us with the address you paid with, and we will sort it out.",
    support: "Our support address:",
    again: "Check again",
  },
  none: {
    heading: "No order here yet",
    text: "This is where you upload your selfies once you have a pack. There is no order in this browser yet: choose a pack first, and you come back here right after paying.",
    steps: [
      "Choose your pack and pay once, no account needed.",
      "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies here (at least {{selfiesMin}}).",
      "Get your headshots by e-mail.",
    ],
    cta: "Choose your pack",
    paid: "Already paid? Open the private link in your order e-mail; it brings you back to your order on any device.",
  },
  invalid: {
    heading: "This link does not work",
    text: "It may be incomplete or mistyped. Please open it again from your order e-mail; if it still does not work, reply to that e-mail and we will help you.",
  },
  expired: {
    heading: "This link has expired",
    text: "Links to an order work for {{days}} days. After that, the selfies and headshots are deleted, as promised. If you need help, reply to your order e-mail.",
  },
};
