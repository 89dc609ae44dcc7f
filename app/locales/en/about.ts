// Figures in double braces come from app/content/business.ts (see app/content/copy.server.ts).
export default {
  title: "About Resoume: Professional Headshots Made Simple | Resoume",
  description:
    "Resoume helps job seekers get a professional headshot without a studio: one-time packs, no account, photos stored in the EU and deleted after {{retentionDays}} days.",
  heading: "A better photo for the next step in your career",
  intro:
    "Resoume exists because a good application photo should not depend on booking a photographer. You upload a few selfies, pick a style and receive studio-style headshots by e-mail, with no account and no subscription.",
  story: {
    heading: "Why we built Resoume",
    paragraphs: [
      "A professional photo is often the first thing a recruiter sees, yet getting one usually means finding a studio, taking time off and paying for a session whose results you see only afterwards. Many people end up cropping a holiday snapshot instead, and it shows.",
      "We wanted something simpler and fairer: start from the selfies you already take, let the studio work happen on our side, and keep the deal clear. One price, paid once, headshots in your inbox, and your money back if they are not right for you.",
    ],
  },
  promises: {
    heading: "What we promise",
    items: {
      privacy: {
        title: "Your photos stay yours",
        text: "Resoume is based in {{hostingCountry}}, and your photos are stored in the EU. Your selfies are used only for your order, and every selfie and headshot is deleted {{retentionDays}} days after it.",
      },
      price: {
        title: "One price, paid once",
        text: "Packs start at {{startingPrice}}. There is no subscription and no account, so there is nothing to cancel and no password to forget.",
      },
      refund: {
        title: "Your money back",
        text: "If you are not happy with your headshots, press “Refund my order” on your order page within {{refundDays}} days of your purchase and we refund you in full.",
      },
      support: {
        title: "People who answer",
        text: "Every e-mail is read and answered by a person, within {{supportReplyHours}} hours during business hours.",
      },
    },
    privacyGuide: "What happens to your photos, step by step",
  },
  business: {
    heading: "For coaches, HR consultants and teams",
    text: "Career coaches and HR consultants can offer Resoume headshots to their clients under their own brand, and teams of {{teamMinPeople}} people or more get team pricing.",
    link: "Our white-label offer",
  },
  contact: {
    heading: "Talk to us",
    text: "A question about an order, an idea for a new style or a press enquiry: we read every message.",
    link: "Write to the Resoume team",
  },
};
