export default {
  title: "Newsletter: Headshot Tips and Offers | Resoume",
  description:
    "Subscribe to the Resoume newsletter: practical advice for better CV and LinkedIn photos, new headshot styles, and offers for subscribers, twice a month.",
  heading: "The Resoume newsletter",
  intro:
    "Good headshots start long before the camera clicks. Twice a month we share what we learn from thousands of photos: light, framing, what to wear, and what recruiters notice first. Subscribers also hear first about new styles and offers.",
};
