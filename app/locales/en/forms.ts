// Strings of the site's forms: the newsletter forms (mounted on several pages and in popups) and
// the messages every form shares. Validation messages are looked up by the keys the shared Zod
// schemas carry (app/utils/forms.ts and each form's schema in its feature), in the page's language.
export default {
  errors: {
    firstName: "Please enter your first name (at least 2 characters)",
    lastName: "Please enter your last name (at least 2 characters)",
    emailRequired: "Please enter your email address",
    emailInvalid: "Please enter a valid email address",
    consent: "Please tick the box to confirm that you would like the newsletter",
    companyName: "Please enter your company name (at least 2 characters)",
    companySize: "Please choose the size of your company",
    useCaseTooLong: "Please describe your plans in 2000 characters or fewer",
    tooLong: "This entry is too long, please shorten it",
    singleLine: "Please keep this entry on one line",
    generic: "Something went wrong. Please try again.",
    plan: "Please choose a pack",
    discountCode: "This discount code is not valid",
    payment: "The test payment was not confirmed: the webhook answered {{status}}. The server log says why.",
    rateLimited: "You have sent this form several times in a short while. Please wait a few minutes and try again.",
    confirmationsSent: "We have sent several links to this address in the last hour. Please use one of them, or try again in an hour.",
  },
  fields: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email address",
    // Shown only to software that fills in every field; people never see it.
    honeypot: "Leave this field empty",
  },
  problem: "Please check this form",
  sending: "Sending…",
  capture: {
    heading: "Headshot tips in your inbox",
    text: "Twice a month: how to take selfies that turn into great headshots, what recruiters notice first, and subscriber-only offers.",
    submit: "Subscribe",
  },
  optIn: {
    heading: "Stay in the loop",
    text: "Leave your email address and we will let you know about new styles, guides and offers.",
    consent: "Yes, send me the Resoume newsletter. I can unsubscribe with one click in any issue.",
    submit: "Sign me up",
  },
  success: {
    heading: "Please confirm your e-mail address",
    named: "Thanks, {{firstName}}! We have sent a link to {{email}}. Follow it to confirm your subscription.",
    plain: "Thanks! We have sent a link to {{email}}. Follow it to confirm your subscription.",
  },
  privacy: "We use your address only for the newsletter and never share it.",
  privacyLink: "How we handle your data",
  discount: {
    text: "Your welcome code takes {{percent}}% off any pack. Enter it at checkout:",
    copy: "Copy code",
    copied: "Code {{code}} copied. Paste it at checkout.",
    copyFailed: "Could not copy. Please select {{code}} and copy it yourself.",
    cta: "Choose your pack",
  },
};
