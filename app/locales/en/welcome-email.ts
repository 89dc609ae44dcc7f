// The e-mail a welcome-offer sign-up gets (app/features/newsletter/welcome-email.server.ts): plain text, one entry
// per paragraph. The code and its discount come from app/content/business.ts.
export default {
  subject: "Your {{percent}}% welcome discount: {{code}}",
  body: [
    "Hello{{name}},",
    "Thank you for subscribing to the Resoume newsletter. As promised, here is your welcome discount: {{percent}}% off your first headshot pack.",
    "Your code: {{code}}",
    "Enter it at checkout when you choose your pack:",
    "{{link}}",
    "You can unsubscribe at any time with the link in every newsletter.",
    "Best regards,\nThe Resoume team",
  ],
};
