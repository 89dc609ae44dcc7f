export default {
  title: "White-Label AI Headshots for HR & Coaches | Resoume",
  description:
    "Offer studio-style headshots to your clients under your own brand. A white-label solution for HR consultants and career coaches, with a quote in 24 hours.",
  heading: "Professional headshots under your own brand",
  intro:
    "Career coaches and HR consultants help people present themselves at their best, and a strong photo is part of that. With our white-label offer, your clients get studio-style headshots from their own selfies, presented under your brand. Tell us about your company and how you plan to use it, and we will send you a quote within 24 hours; for teams of 10 people or more, just ask us about team pricing by e-mail.",
  form: {
    heading: "Request your white-label quote",
    text: "Tell us who you are and how you would work with us. Our team replies with a tailored quote within 24 hours.",
    email: "Work email",
    firstName: "First name",
    lastName: "Last name",
    companyName: "Company name",
    companySize: "Company size",
    companySizePlaceholder: "Please choose",
    companySizeOption: "{{range}} employees",
    useCase: "How would you like to use Resoume? (optional)",
    useCaseHint: "For example: how many clients a month, which styles, and how you would like to hand over the photos. Up to 2000 characters.",
    submit: "Request a quote",
    successHeading: "Thank you, {{firstName}}!",
    successText: "Your enquiry has reached our team. You will receive your quote at {{email}} within 24 hours.",
  },
};
