export default {
  title: "Résumé Headshot: The Studio Look, No Studio | Resoume",
  description:
    "What makes a résumé headshot work, and how to get one from your selfies: soft light, a calm background and a natural smile, in the style you choose.",
  heading: "Your résumé headshot, without the studio",
  intro:
    "A good résumé headshot shows you as you are on a good day: friendly, focused and well lit. Instead of booking a photographer, upload a few selfies and choose from {{styleCount}} styles. Resoume takes care of light, background and framing, and your headshots arrive by e-mail.",
  highlights: [
    "{{styleCount}} professional styles",
    "Up to {{ultimatePhotos}} headshots per pack",
    "Every photo deleted after {{retentionDays}} days",
    "Money back within {{refundDays}} days",
  ],
  cta: "Get your headshot",
  focus: {
    heading: "What makes a résumé headshot work",
    blocks: [
      "Recruiters look at your photo for a second or two. In that moment, a few things decide whether it works for you:",
      "- Light: soft, even light on your face, without harsh shadows.",
      "- Framing: head and upper shoulders, a little space above your head, your eyes in the upper third of the picture.",
      "- Expression: a relaxed, genuine smile and eye contact with the camera.",
      "- Background: calm and unobtrusive, so that all attention stays on you.",
      "- Clothing: what you would wear to the interview, in plain colours without busy patterns.",
      "A photographer gets this right with studio lights and an hour of your time. Resoume gets it right from your selfies: it learns what you look like and then places you in professional light, framing and surroundings.",
    ],
  },
  benefits: {
    heading: "Studio quality, minus the studio",
    cards: {
      styles: {
        title: "A style for every field",
        text: "Corporate, academic, casual, creative, greenery, real estate and warm: pick the look that fits your industry and the role you want.",
      },
      cost: {
        title: "A fraction of a studio session",
        text: "Packs start at {{startingPrice}}, paid once, with no travel, no appointment and no waiting for retouched proofs.",
      },
      many: {
        title: "Dozens of shots to choose from",
        text: "Premium delivers {{premiumPhotos}} headshots and Ultimate {{ultimatePhotos}}, so you pick the one you love instead of settling for the least bad.",
      },
      natural: {
        title: "Still unmistakably you",
        text: "Your headshots are built from your own selfies. We change the light and the setting, not your face.",
      },
    },
  },
  steps: {
    heading: "How to get your résumé headshot",
    items: [
      "Pick a pack on the [pricing page](/pricing); Premium and Ultimate include several styles and higher resolution.",
      "Take {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} selfies near a window, from slightly different angles and without sunglasses, hats or filters, and upload them.",
      "Choose your styles and lean back: under {{premiumDelivery}} with Premium or Ultimate, about {{basicDelivery}} with Basic.",
      "Open the e-mail, download your headshots and put your favourite on your résumé.",
    ],
  },
  plans: {
    heading: "Choose your pack",
    blocks: [
      "- Basic, {{basicPrice}}: {{basicPhotos}} headshots in {{basicStyles}} style.",
      "- Premium, {{premiumPrice}}: {{premiumPhotos}} headshots in {{premiumStyles}} styles, in higher resolution.",
      "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} headshots in {{ultimateStyles}} styles, processed first, with commercial rights.",
      "Every pack is a one-time payment, with your money back within {{refundDays}} days if you are not happy.",
    ],
  },
  faq: {
    heading: "Questions about résumé headshots",
    blocks: [
      "### Which selfies work best?",
      "Recent photos in daylight with your face clearly visible, with different expressions and angles. Avoid group photos, strong filters, sunglasses and hats. Each file can be up to {{uploadMaxMb}} MB.",
      "### How is this different from a photo filter?",
      "A filter changes the photo you already have. Resoume learns your appearance from several selfies and creates new portraits with professional light, framing and backgrounds.",
      "### What happens to my selfies?",
      "We use them only to create your headshots and delete them, together with the headshots, after {{retentionDays}} days. Our [privacy policy](/privacy-policy) has the details.",
    ],
  },
  closing: {
    heading: "Get the headshot your résumé deserves",
    text: "Choose a pack, upload your selfies, and your new résumé headshot is on its way.",
  },
};
