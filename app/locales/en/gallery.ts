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
  imageAlt: "A professional headshot in the {{style}} style, created with Resoume",
  shareText: "My new professional headshot in the {{style}} style, made with Resoume",
  removed: {
    heading: "This headshot is no longer shared",
    text: "Its owner took it down, or it was deleted with their order after {{days}} days, as we promise everyone who orders.",
  },
  share: {
    heading: "Share this headshot",
    linkedin: "Share on LinkedIn",
    x: "Share on X",
    facebook: "Share on Facebook",
    link: "Link to this page",
    copy: "Copy link",
    copied: "Link copied",
    instagram: "Instagram takes no shared links in posts: copy the link and add it to your bio or a story.",
  },
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
