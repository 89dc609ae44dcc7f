export default {
  title: "White-Label AI Headshots for HR & Coaches | Resoume",
  description:
    "Offer studio-style headshots to your clients under your own brand. A white-label solution for HR consultants and career coaches, with a quote in 24 hours.",
  heading: "Professional headshots under your own brand",
  intro:
    "Career coaches and HR consultants help people present themselves at their best, and a strong photo is part of that. With our white-label offer, your clients get studio-style headshots from their own selfies, presented under your brand. Tell us about your company and how you plan to use it, and we will send you a quote within 24 hours; for teams of 10 people or more, just ask us about team pricing by e-mail.",
};
