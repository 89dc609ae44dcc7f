export default {
  title: "Résumé Photos for Your Whole Application | Resoume",
  description:
    "One set of professional photos for your résumé, LinkedIn, job portals and e-mail signature, made from your selfies and delivered to your inbox.",
  heading: "Photos for your résumé and everywhere your application goes",
  intro:
    "Your application is more than one document. Recruiters read your résumé, look you up on LinkedIn and then meet you on a video call. Resoume turns your selfies into a consistent set of professional photos for all of it, so you look like the same confident professional wherever they find you.",
  highlights: [
    "{{styleCount}} styles, from corporate to creative",
    "Under {{premiumDelivery}} with Premium and Ultimate",
    "No account, no subscription",
    "Money back within {{refundDays}} days",
  ],
  cta: "Choose your pack",
  focus: {
    heading: "Where your photo works for you",
    blocks: [
      "### On your résumé",
      "In Germany, Austria, Switzerland and many countries in Europe, Latin America and Asia, employers expect a photo on the résumé. Where that is not customary, as in the USA, the UK or Canada, leave it off the document and use your headshot everywhere else.",
      "### On LinkedIn and job portals",
      "A profile without a photo looks unfinished, and recruiters are quicker to pass it by. Many job portals and application systems ask for a profile picture too: with one set of photos, you look the same everywhere.",
      "### In your e-mail signature and on video calls",
      "A small photo in your signature or as your video-call picture puts a face to your name before the interview even starts.",
      "### On your personal website or portfolio",
      "If you show your work online, a friendly headshot makes the page personal. Using it to advertise your own business requires the commercial licence of the Ultimate pack.",
    ],
  },
  benefits: {
    heading: "Why one set of photos makes a difference",
    cards: {
      consistent: {
        title: "Consistent everywhere",
        text: "Headshots from one set share the same light and look, so your résumé, profiles and signature fit together.",
      },
      choice: {
        title: "A photo for every purpose",
        text: "Premium gives you {{premiumPhotos}} headshots in {{premiumStyles}} styles: a formal one for the résumé, a warmer one for LinkedIn.",
      },
      fast: {
        title: "Ready before your deadline",
        text: "Premium and Ultimate deliver in under {{premiumDelivery}}, Basic in about {{basicDelivery}}, so today's job ad can still get today's photo.",
      },
      fair: {
        title: "Fair and risk-free",
        text: "One payment from {{startingPrice}}, no subscription, and your money back within {{refundDays}} days if you are not happy.",
      },
    },
  },
  steps: {
    heading: "From selfies to application photos in four steps",
    items: [
      "Choose your pack on the [pricing page](/pricing).",
      "Upload {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies, ideally taken in different light and from different angles.",
      "Pick the styles that suit the jobs you are applying for.",
      "Download your headshots from the link in your e-mail and use your favourites on your résumé, on LinkedIn and beyond.",
    ],
  },
  plans: {
    heading: "Packs for every job search",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} headshots in {{basicStyles}} style for a quick refresh of your résumé and profile.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} headshots in {{premiumStyles}} styles and higher resolution, the most popular choice for a full application.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} headshots in {{ultimateStyles}} styles, processed first, including commercial rights for your own business.",
      "One payment, no subscription, and if you are not happy, your money back within {{refundDays}} days.",
    ],
  },
  faq: {
    heading: "Questions about résumé photos",
    blocks: [
      "### Should I put a photo on my résumé at all?",
      "That depends on where you apply. In German-speaking countries it is expected; in the USA, the UK and Canada it is usually left out. If you are unsure, our free [résumé photo review](/resume-review) tells you what employers in your target country expect.",
      "### Which photo do I use where?",
      "A more formal shot suits the résumé, a slightly more relaxed one LinkedIn and your signature. Every headshot arrives as an image file you can crop to portrait for the résumé or square for profiles.",
      "### Can I use the photos for my own business?",
      "To present yourself, yes, with every pack, including on your company's team page. To advertise products or services, you need the commercial licence of the Ultimate pack; our [terms of service](/terms-of-service) explain the details.",
    ],
  },
  closing: {
    heading: "Ready to complete your application?",
    text: "Choose a pack, upload your selfies and have your new photos in your inbox today.",
  },
};
