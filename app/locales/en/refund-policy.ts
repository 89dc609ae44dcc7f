export default {
  title: "Refund Policy: Our Money-Back Promise | Resoume",
  description:
    "Not happy with your headshots? Ask for your money back by e-mail. How Resoume refunds work, how long you have and what happens to your photos afterwards.",
  heading: "Refund policy",
  intro:
    "We want you to use your new headshots with confidence. If your pack does not live up to your expectations, you get your money back: just ask within {{refundDays}} days of your purchase. This page explains how it works.",
  contents: "On this page",
  sections: {
    promise: {
      heading: "Our promise",
      blocks: [
        "If you are not happy with your headshots, we refund the full price you paid, for every pack: Basic, Premium and Ultimate. You do not have to justify your decision, although a sentence about what did not work for you helps us improve.",
        "The promise applies for {{refundDays}} days from the date of your purchase. It also covers orders where something went wrong on our side, for example if your headshots never arrived. In that case we will usually offer to create your pack again first, and you decide whether you would rather have your money back.",
        "If you used a discount code, you receive the amount you actually paid.",
      ],
    },
    request: {
      heading: "How to ask for a refund",
      blocks: [
        "Write to {{companyEmail}} within {{refundDays}} days of your purchase. So that we can find your order straight away, please:",
        "- send the e-mail from the address you used for your order, or tell us that address;",
        "- include the order number from the receipt you received after payment;",
        "- tell us, if you like, what you were not happy with.",
        "We answer every e-mail within {{supportReplyHours}} hours during business hours and confirm your refund by e-mail.",
      ],
    },
    payment: {
      heading: "How the money comes back",
      blocks: [
        "Payments for Resoume are processed by Lemon Squeezy, which sells our packs as merchant of record. Once we have confirmed your refund, Lemon Squeezy returns the amount to the payment method you used, in the original currency and including any sales tax or VAT you paid.",
        "The refund is issued within two business days of our confirmation. Depending on your bank or card provider, it can take another five to ten business days to appear on your statement.",
      ],
    },
    photos: {
      heading: "What happens to your photos",
      blocks: [
        "When we refund an order, we delete your uploaded selfies, the headshots we generated and the AI model trained for your order within two business days, instead of waiting for the automatic deletion after {{retentionDays}} days. Your download link stops working at the same time.",
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
