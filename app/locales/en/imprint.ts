export default {
  title: "Imprint | Resoume",
  description:
    "Legal notice for Resoume: information about the provider of this service, how to contact us and who is responsible for the content, as German law requires.",
  heading: "Imprint",
  intro:
    "Resoume is hosted in Germany, and German law requires every commercial website to state who is behind it. On this page you will find the provider's details, how to contact us and who is responsible for the content of this site.",
};
