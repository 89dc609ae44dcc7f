export default {
  title: "Headshots for Your Résumé, from $19 | Resoume",
  description:
    "Give your résumé a professional face. Turn selfies into studio-style headshots for applications and LinkedIn, delivered by e-mail with no account needed.",
  heading: "Headshots that make your résumé look finished",
  intro:
    "Your photo is often the first thing a recruiter notices, so it should match the quality of the rest of your application. Upload a few selfies and receive a set of professional headshots for your résumé, your LinkedIn profile and your e-mail signature. One payment, seven styles to choose from and a refund within 30 days if you are not satisfied.",
};
