export default {
  title: "Imprint (Legal Notice) | Resoume",
  description:
    "Legal notice for Resoume under German law: the company behind the service, who represents it, its address, contact details and register information.",
  heading: "Imprint",
  intro:
    "German law requires every commercial website to state who is behind it. Here you find the company that provides Resoume, how to reach it and who is responsible for the content of this website.",
  provider: "Information pursuant to § 5 DDG",
  representedBy: "Represented by: {{representative}}",
  contact: "Contact",
  phone: "Phone",
  email: "E-mail",
  register: "Register entry",
  vat: "VAT identification number",
  vatText: "VAT identification number pursuant to § 27a of the German VAT Act (UStG): {{vatId}}",
  responsible: "Responsible for the content pursuant to § 18(2) MStV",
  disputes: "Consumer dispute resolution",
  disputesText: "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.",
};
