export default {
  title: "Newsletter: Headshot Tips and Offers | Resoume",
  description:
    "Subscribe to the Resoume newsletter: practical advice for better CV and LinkedIn photos, new headshot styles, and offers for subscribers, twice a month.",
  heading: "The Resoume newsletter",
  intro:
    "Good headshots start long before the camera clicks. Twice a month we share what we learn from thousands of photos: light, framing, what to wear, and what recruiters notice first. Subscribers also hear first about new styles and offers.",
  popup: {
    close: "Close",
    heading: "{{percent}}% off your first headshots",
    text: "Join the newsletter for practical photo advice twice a month, and get a welcome code for any pack right away.",
    subscribed: {
      heading: "From selfie to interview-ready",
      imageAlt: "Before: a casual selfie in a kitchen. After: a studio headshot with soft light, a calm background and a blazer.",
      text: "Recruiters decide in seconds whether to read on. As a subscriber, your code {{code}} still takes {{percent}}% off any pack.",
      cta: "See the packs",
    },
  },
  offer: {
    heading: "Get {{percent}}% off your headshots",
    text: "Subscribe with your name and e-mail address and we show you your welcome code straight away. It works on every pack.",
  },
};
