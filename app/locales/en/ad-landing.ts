export default {
  title: "Professional Headshots from Your Selfies | Resoume",
  description:
    "Turn a few selfies into studio-style headshots for your CV and LinkedIn. One-time packs from $19, no account needed and a refund within 30 days.",
  heading: "Professional headshots without a photo studio",
  intro:
    "Upload 5 to 10 selfies and receive polished headshots for your CV, résumé and LinkedIn by e-mail. Choose from seven styles, pay once and skip the studio appointment. If the result is not right for you, we refund you within 30 days.",
  directResponse: {
    heading: "Studio headshots from $19. Fast. Risk-free.",
    intro:
      "Upload your selfies now and get your headshots by e-mail: in under 1 hour with Premium or Ultimate, in about 2 hours with Basic. One payment, no subscription, no account. Not happy? Full refund within 30 days.",
  },
  emotionalStory: {
    heading: "Walk into your next interview proud of your photo",
    intro:
      "You know the moment: the interviewer opens your application, and there you are, looking calm, confident and entirely like yourself. No awkward crop from a wedding photo, no blurry webcam shot. Resoume turns the selfies you already have into headshots you will be glad to send, so your first impression starts before you even say hello.",
  },
  cta: "Get my headshots",
};
