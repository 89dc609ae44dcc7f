// The e-mail a buyer gets once every headshot of their order is ready
// (app/features/photos/jobs/generation.server.ts): plain text, one entry per paragraph.
export default {
  subject: "Your {{count}} headshots are ready",
  body: [
    "Hello,",
    "Your headshots are ready: {{count}} photos of the {{plan}} pack, {{styles}}.",
    "See and download them with your private link, with no account and no password:",
    "{{link}}",
    "We delete your selfies and headshots on {{date}}, as promised, so please download the ones you want to keep before then. If a headshot does not look like you, press “Doesn't look like me” on it and we make you a new one in the same style. If you are not happy with them, press “Refund my order” on your order page within {{refundDays}} days of your purchase, and we will refund you in full.",
    "Best regards,\nThe Resoume team",
  ],
  open: "Open my headshots",
  firstLook: "A first look:",
  thumbnail: "{{style}}, headshot {{n}}",
  perStyle: "{{count}} {{style}}",
  failedSubject: "We could not create your headshots",
  failed: [
    "Hello,",
    "We are sorry: creating your headshots of the {{plan}} pack failed, and our team has been told. We will refund you in full, or, if you prefer, try again for you: just reply to this e-mail.",
    "Best regards,\nThe Resoume team",
  ],
};
