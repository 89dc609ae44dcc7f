export default {
  title: "White-Label Headshots for HR & Career Coaches | Resoume",
  description:
    "Offer studio-style headshots to your clients under your own brand: for HR consultants, career coaches and outplacement firms, with team pricing on request.",
  heading: "Professional headshots under your own brand",
  intro:
    "Career coaches, HR consultants and outplacement firms help people present themselves at their best, and a strong photo is part of that. With our white-label offer, your clients get studio-style headshots from their own selfies, presented under your brand. Tell us about your company, and we will send you a quote within {{quoteHours}} hours.",
  jump: "Ask for a quote",
  audience: {
    heading: "Who it is for",
    cards: {
      hr: {
        title: "HR consultants",
        text: "Add professional photos to your application and personal branding packages, without a photographer on the team.",
      },
      coaches: {
        title: "Career coaches",
        text: "Give clients a photo that matches the confidence you have built with them, right when their new CV and LinkedIn profile are ready.",
      },
      outplacement: {
        title: "Outplacement firms",
        text: "Prepare whole groups of employees for their next step, wherever they are, with consistent headshots and no studio logistics.",
      },
      teams: {
        title: "Companies and teams",
        text: "Uniform headshots for team pages, e-mail signatures and internal directories, at team prices from {{teamMinPeople}} people.",
      },
    },
  },
  offer: {
    heading: "What you get",
    blocks: [
      "- Your own branding: your logo and colours on the page where your clients upload their selfies, and your name in the e-mails that deliver their headshots.",
      "- Bulk packs: buy packs in advance at volume prices and hand them out to your clients whenever you need them.",
      "- Team pricing from {{teamMinPeople}} people, for group programmes and whole teams.",
      "- The quality of our own packs: all {{styleCount}} styles, higher resolution and up to {{ultimatePhotos}} headshots per person.",
      "- A personal contact for you and your clients, and invoices for your accounts.",
    ],
  },
  process: {
    heading: "How it works",
    steps: [
      "Tell us about your company and your clients with the form below.",
      "Within {{quoteHours}} hours, we send you a quote tailored to your volume and branding.",
      "Together, we set up your branded upload page.",
      "Your clients upload their selfies and receive their headshots by e-mail, under your brand.",
    ],
  },
  privacy: {
    heading: "Your clients' photos are in good hands",
    blocks: [
      "Every selfie and every headshot is deleted {{retentionDays}} days after the order, at our providers as well. We use your clients' photos only to create their headshots, never for advertising or to train models for anyone else.",
      "We process your clients' data on your behalf under a data processing agreement (Art. 28 GDPR), which we conclude with you before you start. Our [privacy policy](/privacy-policy) explains the details.",
    ],
  },
  form: {
    heading: "Request your white-label quote",
    text: "Tell us who you are and how you would work with us. Our team replies with a tailored quote within {{quoteHours}} hours.",
    email: "Work email",
    firstName: "First name",
    lastName: "Last name",
    companyName: "Company name",
    companySize: "Company size",
    companySizePlaceholder: "Please choose",
    companySizeOption: "{{range}} employees",
    useCase: "How would you like to use Resoume? (optional)",
    useCaseHint:
      "For example: how many clients a month, which styles, and how you would like to hand over the photos. Up to 2000 characters.",
    submit: "Request a quote",
    successHeading: "Thank you, {{firstName}}!",
    successText: "Your enquiry has reached our team. You will receive your quote at {{email}} within {{quoteHours}} hours.",
  },
};
