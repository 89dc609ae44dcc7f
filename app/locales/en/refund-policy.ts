export default {
  title: "Refund Policy: Our Money-Back Promise | Resoume",
  description:
    "Not happy with your headshots? Refund your order yourself on your order page. How Resoume refunds work, how long you have and what happens to your photos afterwards.",
  heading: "Refund policy",
  intro:
    "We want you to use your new headshots with confidence. If your pack does not live up to your expectations, you get your money back: ask for it on your order page within {{refundDays}} days of your purchase. This page explains how it works.",
  contents: "On this page",
  sections: {
    promise: {
      heading: "Our promise",
      blocks: [
        "If you are not happy with your headshots, we refund the full price you paid, for every pack: Basic, Premium and Ultimate. As long as you have not downloaded any of your headshots, you do not have to give a reason; once you have, we ask for a sentence about what did not work for you.",
        "If only some of your headshots do not look like you, you can keep the pack and press “Doesn't look like me” on each of them on your order page instead: we make you a new one in the same style, a few per order, until your photos are deleted. A headshot you replace this way no longer counts as downloaded for a refund.",
        "The promise applies for {{refundDays}} days from the date of your purchase. It also covers orders where something went wrong on our side, for example if your headshots never arrived. In that case we will usually offer to create your pack again first, and you decide whether you would rather have your money back.",
        "If you used a discount code, you receive the amount you actually paid.",
      ],
    },
    request: {
      heading: "How to ask for a refund",
      blocks: [
        "Open your order page with the private link from your order e-mail and press “Refund my order”, within {{refundDays}} days of your purchase:",
        "- as long as you have not downloaded any of your headshots, tick the box to confirm and the refund is made at once, in full;",
        "- once you have downloaded a headshot, tell us in a few words what did not work for you and send the request: we look at it and answer within two business days, and your order page shows whether we granted it.",
        "If something does not work, write to {{companyEmail}} from the address you used for your order; we answer every e-mail within {{supportReplyHours}} hours during business hours.",
      ],
    },
    payment: {
      heading: "How the money comes back",
      blocks: [
        "Payments for Resoume are processed by Lemon Squeezy, which sells our packs as merchant of record. Once your order is refunded, Lemon Squeezy returns the amount to the payment method you used, in the original currency and including any sales tax or VAT you paid.",
        "The refund is issued at once when you refund your order yourself, and when we grant your request. Depending on your bank or card provider, it can take another five to ten business days to appear on your statement.",
      ],
    },
    photos: {
      heading: "What happens to your photos",
      blocks: [
        "When we refund an order, we delete your uploaded selfies, the headshots we generated and the AI model trained for your order within minutes, instead of waiting for the automatic deletion after {{retentionDays}} days. Your download link stops working at the same time.",
        "With the refund, the purchase is reversed, and so are the usage rights that came with the pack. Please delete any headshots from that order you have downloaded and do not use them any further.",
        "We keep only what the law requires us to keep, such as the record of the payment and its refund for our accounts; it never contains photos. Details are in our [privacy policy](/privacy-policy).",
      ],
    },
    fairUse: {
      heading: "Fair use",
      blocks: [
        "Our promise is meant for customers who are not happy with their results. If the same person buys and refunds packs again and again, we may decline further refunds and further orders.",
        "If you dispute a payment with your bank or card provider instead of writing to us, the refund takes longer for everyone. Please get in touch with us first; we will sort it out quickly.",
      ],
    },
    statutory: {
      heading: "Your statutory rights",
      blocks: [
        "This promise is given in addition to your rights under the law and does not limit them. In particular, your statutory rights in case of defects and, where it applies, your statutory right of withdrawal remain unaffected. Our [terms of service](/terms-of-service) explain both.",
      ],
    },
  },
};
