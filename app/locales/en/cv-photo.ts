export default {
  title: "CV Photo for Germany, Austria & Switzerland | Resoume",
  description:
    "Applying in Germany, Austria or Switzerland? Turn your selfies into a CV photo that meets local expectations: friendly, well lit and neutral, sent by e-mail.",
  heading: "The CV photo employers in German-speaking countries expect",
  intro:
    "In Germany, Austria and Switzerland, a photo at the top of your CV is still the norm, and recruiters notice when it looks improvised. Resoume turns {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} of your selfies (at least {{selfiesMin}}) into calm, well-lit portraits with a neutral background, ready for your Lebenslauf, without a trip to the photo studio.",
  highlights: [
    "From {{startingPrice}}, paid once",
    "Delivered by e-mail, no account",
    "Every photo deleted after {{retentionDays}} days",
    "Money back within {{refundDays}} days",
  ],
  cta: "See packs and prices",
  focus: {
    heading: "What a good CV photo looks like in the DACH region",
    blocks: [
      "No law requires a photo: since 2006, Germany's General Equal Treatment Act (AGG) has let applicants leave it out, and some international employers even ask you to. Most recruiters in Germany, Austria and Switzerland still expect one, though, and to many of them a CV without a photo looks incomplete. If you include one, it should follow a few unwritten rules:",
      "- Head and shoulders, facing the camera or turned slightly towards it, with your face filling a good part of the picture.",
      "- A friendly, natural expression: a slight smile works better than a stern passport look.",
      "- A calm background: light grey, white, soft blue or a gently blurred office or outdoor scene.",
      "- Clothes that suit the job: a suit or blazer for banking, law and consulting, a smart shirt or blouse for most other roles.",
      "- A recent picture that shows you as you look today, ideally no more than a year or two old.",
      "- Portrait format, usually placed at the top right of the CV or on a separate cover page (Deckblatt).",
      "Applying in the UK, Ireland or the USA instead? There, a photo is usually left off the CV, but the same headshot works perfectly on your LinkedIn profile. Our guide to [CV photo norms by country](/blog/cv-photo-norms-by-country) covers other countries too.",
    ],
  },
  benefits: {
    heading: "Why applicants choose Resoume for their CV photo",
    cards: {
      local: {
        title: "Made for German-style CVs",
        text: "Choose the corporate style for a classic application photo with a neutral background, or the academic, warm or casual styles for a more personal look.",
      },
      time: {
        title: "No studio appointment",
        text: "No booking, no travelling, no waiting for retouched proofs. You upload selfies in a few minutes and your photos arrive by e-mail.",
      },
      choice: {
        title: "Plenty to choose from",
        text: "Even the Basic pack gives you {{basicPhotos}} headshots, so you can pick the one that looks most like you on a good day.",
      },
      privacy: {
        title: "Your photos stay private",
        text: "We use your selfies only for your order, never for advertising, and delete every photo after {{retentionDays}} days.",
      },
    },
  },
  steps: {
    heading: "How it works",
    items: [
      "Choose a pack on our [pricing page](/pricing) and pay once through our payment partner.",
      "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} recent selfies: good light, different angles, no sunglasses or hats.",
      "Pick your styles. Corporate is the safe choice for a classic German CV.",
      "Receive your headshots by e-mail, in about {{basicDelivery}} with Basic or under {{premiumDelivery}} with Premium and Ultimate, and choose your favourite.",
    ],
  },
  plans: {
    heading: "What it costs",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} headshots in {{basicStyles}} style, enough for your CV photo and a matching LinkedIn picture.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} headshots in {{premiumStyles}} styles and in higher resolution, sharp enough for printed applications.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} headshots in {{ultimateStyles}} styles, processed first, with commercial rights.",
      "You pay once; there is no subscription. If you are not happy, you get your money back within {{refundDays}} days.",
    ],
  },
  faq: {
    heading: "Questions about CV photos",
    blocks: [
      "### Can I print my CV photo?",
      "Yes. Premium and Ultimate deliver higher-resolution files that print sharply in the usual sizes for application photos. For online applications, every pack is more than enough.",
      "### Which style suits a German CV?",
      "Corporate is the classic choice for banks, insurers, law firms and the public sector. In creative fields, start-ups or teaching, the warm, casual or creative styles often fit better. With Premium or Ultimate, you can try several and decide afterwards.",
      "### Will the photo still look like me?",
      "Your headshots are created from your own selfies, so they show your features. The more varied and recent your selfies, the closer the resemblance. Choose the one that looks most like you: you want the interviewer to recognise you.",
      "### What if the photos are not what I hoped for?",
      "Press “Refund my order” on your order page within {{refundDays}} days of your purchase: before you download any photo you get your money back at once, afterwards we answer your request within two business days. Our [refund policy](/refund-policy) explains how.",
    ],
  },
  closing: {
    heading: "Your next application deserves a proper photo",
    text: "Choose a pack, upload your selfies, and your new CV photo is on its way to your inbox.",
  },
};
