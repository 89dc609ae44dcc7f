export default {
  title: "Dashboard | Resoume",
  description:
    "The Resoume operator dashboard: one overview of newsletter sign-ups, white-label leads and headshot orders, built for the Resoume team.",
  heading: "Operator dashboard",
  intro:
    "This is the internal overview for the Resoume team. New newsletter sign-ups, white-label leads and headshot orders will appear here as they come in, so you can follow up quickly.",
};
