export default {
  title: "Professional Headshots from Your Selfies | Resoume",
  description:
    "Turn a few selfies into studio-style headshots for your CV and LinkedIn. One-time packs, no account, delivery by e-mail and a money-back promise.",
  heading: "Professional headshots without a photo studio",
  intro:
    "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies (at least {{selfiesMin}}) and receive polished headshots for your CV, résumé and LinkedIn by e-mail. Choose from {{styleCount}} styles, pay once and skip the studio appointment.",
  cta: "Get my headshots",
  original: {
    points: [
      "From {{startingPrice}}, paid once",
      "{{styleCount}} styles, from corporate to creative",
      "Under {{premiumDelivery}} with Premium and Ultimate",
      "Money back within {{refundDays}} days",
    ],
    sections: {
      how: {
        heading: "How it works",
        blocks: [
          "- Choose a pack and pay once. No subscription, no account.",
          "- Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies taken with your phone.",
          "- Receive your headshots by e-mail and pick your favourites for your CV and LinkedIn.",
        ],
      },
      trust: {
        heading: "Your photos are safe with us",
        blocks: [
          "We use your selfies only to create your headshots. Every photo is deleted after {{retentionDays}} days, and if the result is not right for you, we refund you within {{refundDays}} days of your purchase.",
        ],
      },
    },
    closing: {
      heading: "Your new headshot is a few selfies away",
      text: "Choose your pack now and have your headshots in your inbox today.",
    },
  },
  directResponse: {
    heading: "Studio headshots today. Pay once. No risk.",
    intro:
      "Professional headshots from {{startingPrice}}, delivered by e-mail: in under {{premiumDelivery}} with Premium or Ultimate, in about {{basicDelivery}} with Basic. No subscription, no account, and your money back within {{refundDays}} days if you are not happy.",
    points: [
      "Basic, {{basicPrice}}: {{basicPhotos}} headshots",
      "Premium, {{premiumPrice}}: {{premiumPhotos}} headshots in {{premiumStyles}} styles",
      "Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} headshots in {{ultimateStyles}} styles",
    ],
    sections: {
      value: {
        heading: "Why pay a studio more?",
        blocks: [
          "A studio session means booking an appointment, getting there and waiting days for a handful of retouched shots. With Resoume, you get dozens of headshots today, for one fixed price, without leaving home.",
        ],
      },
      guarantee: {
        heading: "Try it without risk",
        blocks: [
          "If you do not like your headshots, press “Refund my order” on your order page within {{refundDays}} days and you get every cent back. No haggling.",
        ],
      },
    },
    closing: {
      heading: "Get your headshots now",
      text: "Pick a pack, upload your selfies, done. Your headshots can be in your inbox in under {{premiumDelivery}}.",
    },
  },
  emotionalStory: {
    heading: "Walk into your next interview proud of your photo",
    intro:
      "You know the moment: the interviewer opens your application, and there you are, looking calm, confident and entirely like yourself. No awkward crop from a wedding photo, no blurry webcam shot. Resoume turns the selfies you already have into headshots you will be glad to send, so your first impression starts before you even say hello.",
    points: ["Made from your own selfies", "Ready in under {{premiumDelivery}}", "Money back within {{refundDays}} days"],
    sections: {
      story: {
        heading: "The photo you keep putting off",
        blocks: [
          "Maybe you have meant to update your photo for months. The last good one is from a friend's wedding years ago, cropped so tightly that someone else's shoulder still shows. Booking a photographer feels like a big step, and every selfie you take looks like, well, a selfie.",
          "So the old photo stays: on your CV, on LinkedIn, in the application you are about to send. And somewhere at the back of your mind, you know it does not show the person you are today.",
        ],
      },
      change: {
        heading: "What a photo you like changes",
        blocks: [
          "A good photo does not get you the job. But it changes how you show up. You send applications without hesitating, you update your profile without wincing, and when someone opens your file, the first thing they see is a person who looks capable, approachable and entirely like you.",
        ],
      },
      how: {
        heading: "Easier than you think",
        blocks: [
          "Take a few selfies at home and upload them. Resoume turns them into headshots in professional light and settings and sends them to you by e-mail. If you do not love them, you get your money back within {{refundDays}} days.",
        ],
      },
    },
    closing: {
      heading: "Give yourself the photo you deserve",
      text: "It takes a few minutes today and makes every application that follows a little easier.",
    },
  },
};
