// Figures in double braces come from app/content/business.ts (see app/content/copy.server.ts).
export default {
  title: "Examples: AI Headshots in {{styleCount}} Styles | Resoume",
  description:
    "See what each of the {{styleCount}} Resoume styles makes of an everyday selfie: academic, casual, corporate, creative, greenery, real estate and warm.",
  heading: "Headshots created from everyday selfies",
  intro:
    "Each pair starts with the kind of selfie most of us already have on our phones and shows the headshot a style makes of it. The people here are illustrations, so that you can compare the styles side by side; your own headshots keep your face, your features and your smile.",
  before: "Selfie",
  after: "Headshot",
  bestFor: "Best for {{fields}}",
  featured: {
    heading: "Shared by our buyers",
    text: "Real headshots, published by the people in them, who agreed to show them here.",
    alt: "A headshot in the {{style}} style, shared by its owner",
  },
  styles: {
    academic: {
      name: "Academic",
      text: "Softly lit bookshelves, a tweed jacket and an open, thoughtful expression. Serious enough for a faculty page, friendly enough for a conference badge.",
      fields: "lecturers, researchers, teachers and speakers",
      beforeAlt: "Selfie of a bearded man in a hoodie on a sofa, lit by a yellow lamp",
      afterAlt: "The same man in a brown jacket and glasses in front of blurred bookshelves",
    },
    casual: {
      name: "Casual",
      text: "A light backdrop, a knitted jumper and a natural smile. It says approachable and competent without a suit in sight.",
      fields: "start-ups, freelancers, tech teams and personal websites",
      beforeAlt: "Selfie of a woman with curly hair in a sweatshirt, taken in a parked car",
      afterAlt: "The same woman in a soft yellow jumper against a light, plain backdrop",
    },
    corporate: {
      name: "Corporate",
      text: "A tailored blazer, a crisp collar and an even grey studio backdrop: the portrait people expect to see next to a job title.",
      fields: "finance, law, consulting and management",
      beforeAlt: "Selfie of a woman with dark hair in a T-shirt, taken at arm's length in a kitchen with cupboards behind her",
      afterAlt: "The same woman in a navy blazer and white blouse against a plain grey studio backdrop",
    },
    creative: {
      name: "Creative",
      text: "Bold colour behind you, a black turtleneck and a slightly off-centre frame. Confident, current and still clearly you.",
      fields: "designers, marketers, architects and content creators",
      beforeAlt: "Selfie of a woman with dark hair in a T-shirt, taken at arm's length in a kitchen with cupboards behind her",
      afterAlt: "The same woman in a black turtleneck in front of a coral and violet colour gradient",
    },
    greenery: {
      name: "Greenery",
      text: "Daylight and softly blurred leaves, as if the photo had been taken in a park on a bright morning.",
      fields: "sustainability roles, healthcare, education and anyone who wants to look approachable",
      beforeAlt: "Selfie of a bearded man in a hoodie on a sofa, lit by a yellow lamp",
      afterAlt: "The same man in a light shirt, smiling, with softly blurred green leaves behind him",
    },
    realEstate: {
      name: "Real estate",
      text: "Bright light, a smart blazer and the hint of a welcoming house front: the face clients remember from the listing.",
      fields: "estate agents, brokers, property managers and sales",
      beforeAlt: "Selfie of a woman with curly hair in a sweatshirt, taken in a parked car",
      afterAlt: "The same woman in a teal blazer in front of a bright, blurred house front",
    },
    warm: {
      name: "Warm",
      text: "Golden tones, a soft cardigan and a kind expression that makes people feel they can talk to you.",
      fields: "doctors, therapists, coaches and customer-facing roles",
      beforeAlt: "Selfie of a woman with dark hair in a T-shirt, taken at arm's length in a kitchen with cupboards behind her",
      afterAlt: "The same woman in a rust-coloured cardigan against a warm, golden backdrop",
    },
  },
  tips: {
    heading: "How to get results like these",
    items: [
      "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies; {{selfiesMin}} is the minimum.",
      "Take them on different days and in different places, so the light and the background change.",
      "Face the window rather than a lamp, and hold the phone at eye level.",
      "Leave hats and sunglasses off, and let at least a few photos show your smile.",
    ],
    guides: "Our guides go into more detail:",
  },
  cta: {
    heading: "Found your style?",
    text: "Every pack lets you choose your styles after checkout. Basic includes {{basicStyles}}, Premium {{premiumStyles}} and Ultimate {{ultimateStyles}}.",
    button: "Choose your pack",
  },
};
