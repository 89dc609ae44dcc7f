export default {
  title: "AI Professional Headshots from Your Selfies | Resoume",
  description:
    "Turn 5 to 10 casual selfies into studio-style headshots for your CV, résumé and LinkedIn. One-time packs from $19, no account and a 30-day refund.",
  heading: "Studio-quality headshots, straight from your selfies",
  intro:
    "Upload 5 to 10 selfies and receive professional headshots for your CV, résumé and LinkedIn profile, delivered straight to your inbox. Choose from seven styles, from classic corporate to relaxed greenery, and pay once: no subscription, no account, no studio appointment. Resoume is hosted in Germany, every photo is deleted after 30 days, and if you are not happy, you get your money back within 30 days.",
  refMarker: "Welcome, visitors from {{ref}}!",
  refOffer: "30% off",
};
