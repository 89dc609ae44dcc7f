export default {
  title: "Upload Your Selfies | Resoume",
  description:
    "Upload 5 to 10 recent selfies to start your headshots. JPEG, PNG or WebP up to 5 MB each; your finished photos arrive by e-mail, with no account needed.",
  heading: "Upload your selfies",
  intro:
    "Picked your pack? Now upload 5 to 10 recent, sharp selfies of yourself: different angles and backgrounds help, while hats, sunglasses and other people in the frame do not. As soon as your photos are in, we get to work and send your headshots by e-mail, in about 2 hours with Basic and in under 1 hour with Premium and Ultimate.",
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
    heading: "Your payment confirmation is taking longer than usual",
    text: "As soon as it arrives, we send your private link by e-mail, so you can safely close this page. If nothing has arrived within an hour, please write to us and we will sort it out.",
    again: "Check again",
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
