// The e-mail a buyer gets once their payment is confirmed (app/features/orders/payments.server.ts): plain text,
// one entry per paragraph. The figures come from the order and app/content/business.ts.
export default {
  subject: "Your Resoume order: the {{plan}} pack",
  body: [
    "Hello,",
    "Thank you for your order! Your payment of {{amount}} for the {{plan}} pack has arrived.",
    "Your next step is to upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} recent selfies (at least {{selfiesMin}}). This private link takes you straight to your order, with no account and no password:",
    "{{link}}",
    "Once your selfies are in and you press “Create my headshots”, the {{plan}} pack's headshots are ready within {{duration}}, and we e-mail you as soon as they are.",
    "The link works until {{date}}. Please keep this e-mail and do not forward it: anyone who has the link can open your order.",
    "We delete your selfies and headshots {{days}} days after your order. If you are not happy with your headshots, press “Refund my order” on your order page within {{refundDays}} days of your purchase, and we will refund you in full.",
    "Best regards,\nThe Resoume team",
  ],
};
