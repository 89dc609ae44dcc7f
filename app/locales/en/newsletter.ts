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
  confirm: {
    heading: "Confirm your subscription",
    ask: "One click and the newsletter is on its way to you.",
    button: "Confirm my subscription",
    confirmedHeading: "You're on the list",
    confirmed: "Thank you: {{email}} now receives the Resoume newsletter.",
    welcome: "Your welcome code is on its way to your inbox as well.",
    invalidHeading: "This link does not work",
    invalid: "It has expired or was changed on the way. Sign up again and we will send you a new one.",
    signUp: "Sign up again",
    failed: "We could not confirm your subscription just now. Please follow the link again in a few minutes.",
  },
  offer: {
    heading: "Get {{percent}}% off your headshots",
    text: "Subscribe with your name and e-mail address and we show you your welcome code straight away. It works on every pack.",
  },
};
