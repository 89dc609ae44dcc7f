// The e-mail that asks the owner of an address to confirm a newsletter sign-up
// (app/features/newsletter/opt-in.server.ts): plain text and HTML from the same paragraphs. It
// carries nothing a visitor typed, only the link.
export default {
  subject: "Please confirm your Resoume newsletter subscription",
  body: [
    "Hello,",
    "someone asked for the Resoume newsletter to be sent to this address. If that was you, please confirm it with the button below. The link is valid for {{days}} days.",
  ],
  button: "Confirm my subscription",
  ignore:
    "If you did not ask for it, simply ignore this e-mail: without your confirmation you will not hear from us again.\n\nThe Resoume team",
};
