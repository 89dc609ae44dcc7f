export default {
  title: "Upload Your Selfies | Resoume",
  description:
    "Upload 5 to 10 recent selfies to start your headshots. JPEG, PNG or WebP up to 5 MB each; your finished photos arrive by e-mail, with no account needed.",
  heading: "Upload your selfies",
  intro:
    "Picked your pack? Now upload 5 to 10 recent, sharp selfies of yourself: different angles and backgrounds help, while hats, sunglasses and other people in the frame do not. As soon as your photos are in, we get to work and send your headshots by e-mail, in about 2 hours with Basic and in under 1 hour with Premium and Ultimate.",
};
