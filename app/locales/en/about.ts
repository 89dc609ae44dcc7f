export default {
  title: "About Resoume: Professional Headshots Made Simple | Resoume",
  description:
    "Resoume helps job seekers get a professional headshot without a studio: one-time packs, no account, hosting in Germany and photos deleted after 30 days.",
  heading: "A better photo for the next step in your career",
  intro:
    "Resoume exists because a good application photo should not depend on booking a photographer. You upload a few selfies, pick a style and receive studio-style headshots by e-mail, with no account and no subscription. We host the service in Germany, delete every photo after 30 days and refund you within 30 days if the result is not right for you.",
};
