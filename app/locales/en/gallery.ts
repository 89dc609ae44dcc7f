export default {
  title: "A Headshot Created with Resoume | Resoume",
  description:
    "This professional headshot was created with Resoume from ordinary selfies. See the style it was made in and create studio-style headshots of your own.",
  heading: "A headshot created with Resoume",
  intro:
    "Someone shared this result from their Resoume pack. It started as a set of everyday selfies and became a studio-style headshot in one of our seven styles. Like what you see? You can create your own from {{startingPrice}} and receive them by e-mail.",
  styleLabel: "Style",
  createdLabel: "Created",
  cta: "Create your own headshots",
  styles: {
    academic: "Academic",
    casual: "Casual",
    corporate: "Corporate",
    creative: "Creative",
    greenery: "Greenery",
    realEstate: "Real estate",
    warm: "Warm",
  },
};
