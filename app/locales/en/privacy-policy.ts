export default {
  title: "Privacy Policy | Resoume",
  description:
    "How Resoume handles your selfies, headshots and e-mail address: hosting in Germany, deletion of every photo after 30 days and your choices about cookies.",
  heading: "Privacy policy",
  intro:
    "Your face is personal data, and we treat it that way. This policy explains which data we process when you order headshots, use our free photo reviews or subscribe to the newsletter, why we need it and how long we keep it. In short: no account is required, our service is hosted in Germany, and every uploaded and generated photo is deleted after 30 days.",
};
