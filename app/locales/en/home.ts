// Figures in double braces come from app/content/business.ts (see app/content/copy.server.ts).
export default {
  title: "AI Professional Headshots from Your Selfies | Resoume",
  description:
    "Turn {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} casual selfies (at least {{selfiesMin}}) into studio-style headshots for your CV, résumé and LinkedIn. One-time packs from {{startingPrice}}, no account and a {{refundDays}}-day refund.",
  heading: "Studio-quality headshots, straight from your selfies",
  intro:
    "Upload a handful of selfies and receive professional headshots for your CV, résumé and LinkedIn profile by e-mail. You pay once: no subscription, no account and no studio appointment.",
  examplesLink: "See examples",
  promises: [
    "Delivered in about {{basicDelivery}}, in under {{premiumDelivery}} with Premium",
    "Photos stored in the EU, every one deleted after {{retentionDays}} days",
    "Not happy? Your money back within {{refundDays}} days",
  ],
  refMarker: "Welcome, visitors from {{ref}}!",
  refOffer: "{{referralDiscount}}% off",
  steps: {
    heading: "How it works",
    intro: "Three steps from your camera roll to a photo you will be glad to send with an application.",
    items: {
      pack: {
        title: "Choose your pack",
        text: "Pick how many headshots you want and in how many styles. You pay once at checkout; there is no account to create and nothing to cancel later.",
      },
      upload: {
        title: "Upload your selfies",
        text: "Send {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} recent selfies with different angles and good light ({{selfiesMin}} at the very least). JPEG, PNG and WebP files up to {{uploadMaxMb}} MB each are fine.",
      },
      receive: {
        title: "Receive your headshots",
        text: "Your headshots arrive by e-mail in about {{basicDelivery}} with Basic and in under {{premiumDelivery}} with Premium or Ultimate. Keep your favourites and use them wherever you apply.",
      },
    },
  },
  styles: {
    heading: "{{styleCount}} styles for the work you do",
    intro:
      "Every pack includes at least one style, Premium {{premiumStyles}} and Ultimate {{ultimateStyles}}. Choose the look your field expects, or the one you would like it to see.",
    items: {
      academic: {
        name: "Academic",
        text: "Calm and credible in front of softly lit bookshelves, for faculty pages, research profiles and conference programmes.",
      },
      casual: {
        name: "Casual",
        text: "A relaxed, friendly portrait in everyday clothes for start-ups, freelancers and personal websites.",
      },
      corporate: {
        name: "Corporate",
        text: "A blazer and a neutral studio backdrop: the classic choice for finance, law, consulting and management.",
      },
      creative: {
        name: "Creative",
        text: "Bolder colour and contemporary framing for designers, marketers and anyone whose portfolio does the talking.",
      },
      greenery: {
        name: "Greenery",
        text: "Natural light and blurred leaves behind you: approachable and fresh without losing polish.",
      },
      realEstate: {
        name: "Real estate",
        text: "Bright, confident and trustworthy, ready for listings, agency pages and business cards.",
      },
      warm: {
        name: "Warm",
        text: "Golden tones and a gentle expression for healthcare, coaching, teaching and other work built on trust.",
      },
    },
  },
  examples: {
    heading: "From selfie to headshot",
    intro:
      "Each pair shows what a pack changes: the background, the light, the clothes and the framing. The face stays the same, because it is yours.",
    before: "Selfie",
    after: "Headshot",
    link: "Compare all {{styleCount}} styles",
    items: {
      corporate: {
        caption: "Corporate, from a selfie taken at the kitchen table",
        beforeAlt: "Selfie of a woman with dark hair in a T-shirt, taken at arm's length in a kitchen with cupboards behind her",
        afterAlt: "The same woman in a navy blazer and white blouse against a plain grey studio backdrop",
      },
      greenery: {
        caption: "Greenery, from a selfie on the sofa",
        beforeAlt: "Selfie of a bearded man in a hoodie on a sofa, lit by a yellow lamp",
        afterAlt: "The same man in a light shirt, smiling, with softly blurred green leaves behind him",
      },
      realEstate: {
        caption: "Real estate, from a selfie in the car",
        beforeAlt: "Selfie of a woman with curly hair in a sweatshirt, taken in a parked car",
        afterAlt: "The same woman in a teal blazer in front of a bright, blurred house front",
      },
    },
  },
  pricing: {
    heading: "Pay once, keep your headshots",
    intro:
      "Three packs, from {{basicPhotos}} headshots for {{basicPrice}} to {{ultimatePhotos}} for {{ultimatePrice}}. No subscription, and every pack comes with the same {{refundDays}}-day refund.",
    link: "Compare the packs",
  },
  faq: {
    heading: "Frequently asked questions",
    items: {
      selfies: {
        question: "How many selfies do I need?",
        answer:
          "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies for the best results, at least {{selfiesMin}}. Use recent photos in good light, with different angles and expressions, and without hats or sunglasses. JPEG, PNG and WebP files of up to {{uploadMaxMb}} MB each are accepted.",
      },
      delivery: {
        question: "How long does it take?",
        answer:
          "A Basic pack arrives by e-mail in about {{basicDelivery}}. Premium and Ultimate packs arrive in under {{premiumDelivery}}, and Ultimate orders are processed first.",
      },
      packs: {
        question: "Which pack should I choose?",
        answer:
          "Basic gives you {{basicPhotos}} headshots in {{basicStyles}} style for {{basicPrice}}. Premium gives you {{premiumPhotos}} headshots in {{premiumStyles}} styles at a higher resolution for {{premiumPrice}}. Ultimate gives you {{ultimatePhotos}} headshots in {{ultimateStyles}} styles with priority processing and commercial rights for {{ultimatePrice}}.",
      },
      account: {
        question: "Do I need an account or a subscription?",
        answer:
          "No. You pay once for the pack you choose, and your headshots are sent to the e-mail address you give at checkout. There is nothing to cancel afterwards.",
      },
      privacy: {
        question: "What happens to my photos?",
        answer:
          "Your selfies are used only to create your headshots. Your photos are stored in the EU, and every uploaded selfie and every generated headshot is deleted {{retentionDays}} days after your order.",
      },
      refund: {
        question: "What if I don't like the results?",
        answer:
          "If a headshot does not look like you, press “Doesn't look like me” on it and we make you a new one in the same style, a few per order. If you do not like the results, press “Refund my order” on your order page within {{refundDays}} days of your purchase: before you download any headshot you get your money back at once, afterwards we answer your request within two business days.",
      },
      usage: {
        question: "Where can I use my headshots?",
        answer:
          "Wherever you present yourself professionally: your CV or résumé, LinkedIn, job portals, your e-mail signature or your company's website. For advertising and other commercial use, choose the Ultimate pack.",
      },
      team: {
        question: "Can I order headshots for my whole team?",
        answer:
          "Yes. For {{teamMinPeople}} people or more we offer team pricing: write to us and we will reply within {{supportReplyHours}} hours during business hours.",
      },
    },
  },
  finalCta: {
    title: "Your next profile photo is a few selfies away",
    lines: [
      "Choose a pack, upload your selfies and receive studio-style headshots by e-mail.",
      "One payment from {{startingPrice}}, and a full refund within {{refundDays}} days if you are not happy.",
    ],
  },
};
