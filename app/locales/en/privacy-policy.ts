export default {
  title: "Privacy Policy | Resoume",
  description:
    "How Resoume handles your selfies, headshots and e-mail address: why we process them, which providers help us, how long we keep data and what your rights are.",
  heading: "Privacy policy",
  intro:
    "Your face is personal data, and we treat it that way. This policy explains which data we process when you visit our website, order headshots, use our free photo reviews or subscribe to our newsletter, why we process it, who helps us and how long we keep it. In short: you need no account, we use your photos only to create your headshots, and every photo is deleted after {{retentionDays}} days.",
  contents: "On this page",
  sections: {
    controller: {
      heading: "Who is responsible",
      blocks: [
        "The controller responsible for processing your personal data under the General Data Protection Regulation (GDPR) is the company named below. For all questions about data protection, and to exercise your rights, write to {{companyEmail}}.",
      ],
    },
    summary: {
      heading: "The short version",
      blocks: [
        "- We process your selfies only to create your headshots and, if you ask for it, to review your photo. We never use them for advertising, never sell them and never use them to train models for anyone else.",
        "- Every uploaded selfie and every generated headshot, together with the AI model trained for your order, is deleted {{retentionDays}} days after your order at the latest.",
        "- You need no account. We ask for your e-mail address only where we need it: to deliver your headshots, to send a report you asked for or to send the newsletter you subscribed to.",
        "- Payment is handled by Lemon Squeezy; we never see your card or bank details.",
        "- Google Analytics and the Meta pixel run only if you allow them. Plausible, which sets no cookies, counts visits without identifying you.",
      ],
    },
    website: {
      heading: "Visiting our website",
      blocks: [
        "When you open a page, your browser sends technical data: your IP address, the date and time, the page requested, the page you came from and your browser's user agent. Cloudflare, our hosting provider, processes this data to deliver the page from a data centre near you and to protect the service against attacks and abuse. Cloudflare also tells us which country your IP address belongs to: we use it to show prices in euros if you visit from a country that uses the euro, and to apply the right consent rules; we do not store it.",
        "To protect our forms against abuse, we count how often each visitor sends them. For this we store a keyed one-way code (HMAC) of your IP address, which cannot be turned back into the address without our secret key, never the address itself, and delete each count within {{rateLimitHours}} hours.",
        "Legal basis: our legitimate interest in a secure, fast and reliable website (Art. 6(1)(f) GDPR). We keep no access logs of our own.",
      ],
    },
    orders: {
      heading: "Ordering and payment",
      blocks: [
        "Our packs are sold by Lemon Squeezy (Lemon Squeezy LLC, USA) as merchant of record. You enter your name, e-mail address, billing address and payment details directly in Lemon Squeezy's checkout. Lemon Squeezy processes them as an independent controller, under its own privacy policy, to take payment, calculate taxes and prevent fraud. We never receive your card or bank details.",
        "From Lemon Squeezy we receive what we need to fulfil your order: your name, e-mail address and country, the pack you bought, the amount paid and the order number.",
        "Legal basis: performing our contract with you (Art. 6(1)(b) GDPR) and our obligations under commercial and tax law (Art. 6(1)(c) GDPR). We keep order records for as long as those laws require, in Germany up to ten years; they never contain your photos.",
      ],
    },
    photos: {
      heading: "Your selfies and headshots",
      blocks: [
        "To create your headshots, you upload your selfies ({{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} recommended, at least {{selfiesMin}}). We store them with Cloudflare, in the EU (Cloudflare's EU jurisdiction for storage and the database), and pass them to Astria, our provider for headshot generation, which trains an AI model of your appearance for your order alone and creates your headshots with it. We store the headshots and send you a download link by e-mail.",
        "Where each part is kept: your order, your e-mail address and the records of your photos in Cloudflare's database, the photos themselves in Cloudflare's storage, and, while your headshots are made, the progress of your order in Cloudflare's job service (Workflows), all three in the EU. That progress holds the order's number, your plan and styles, whether the model is of a man or a woman, the numbers and image addresses Astria gives us, and error messages, but no photos, names or e-mail addresses; it is kept for up to 7 days after your headshots are done. Newsletter sign-ups that could not reach our newsletter provider yet wait in Cloudflare's key-value store, which is spread over Cloudflare's worldwide network, until they do.",
        "Photos of your face show what you look like and can indirectly reveal more, for example about your health or religion. We do not analyse your photos for such information, and we do not use them to identify you or anyone else.",
        "So that your headshots show you and only you, our server checks each selfie as it arrives: it counts the faces in it, and for a photo with one face it computes a face descriptor, 128 numbers that describe the face's shape, to compare your photos with each other. A photo with no face or with several is not kept; a face that does not match the rest of your photos is marked and not used. The descriptors are used for nothing else: not to find out who you are, and never compared with anyone else's photos. Each is kept only with its photo and deleted with it, when you remove the photo, when you delete your order, or after {{retentionDays}} days at the latest. Where the server cannot check a photo, you confirm yourself that every photo shows only you.",
        "Legal basis: performing our contract with you (Art. 6(1)(b) GDPR). Your selfies, your headshots and the AI model are deleted {{retentionDays}} days after your order at the latest, at Astria as well. You can ask us to delete them earlier at any time.",
      ],
    },
    reviews: {
      heading: "Free photo reviews",
      blocks: [
        "Our LinkedIn photo review and résumé photo review measure a photo you choose: brightness, contrast, sharpness, background, framing and, with JavaScript, the face and its expression. With JavaScript on, this happens entirely in your browser and the photo is never sent to us. Without JavaScript, your browser sends the photo to our server, which measures it and discards it straight away: it is never stored. For the résumé review, the target country you choose tailors the advice. If you ask for the full report by e-mail, we process your e-mail address and the measurements to send it; the photo is not part of it.",
        "Where we have enabled it, a vision model run by Cloudflare Workers AI adds a short paragraph of advice; for it, a small copy of the photo (512 pixels) is sent to Cloudflare and the page labels that paragraph. Legal basis: providing the review you asked for (Art. 6(1)(b) GDPR). Cloudflare does not store the photo or use it to train its models.",
      ],
    },
    gallery: {
      heading: "Sharing and rating your headshots",
      blocks: [
        "If you decide to share one of your headshots, we publish it on its own page of our gallery, where anyone with the link can see it and you can pass the link on, for example on LinkedIn, X, Facebook or Instagram. The page asks search engines not to list it, unless you also choose to let them: then it is named in our sitemap, and search engines may show it in their results until they notice that it was taken down. We do this only when you choose to share (your consent, Art. 6(1)(a) GDPR). You can withdraw your consent at any time, and we take the page down; shared headshots are deleted after {{retentionDays}} days like all others.",
        "If you rate your results, we store the rating with your order to improve our styles (our legitimate interest, Art. 6(1)(f) GDPR).",
      ],
    },
    emails: {
      heading: "E-mails we send you",
      blocks: [
        "We send you e-mails about your order and the services you request, such as the link to your headshots, a review report or our reply to your enquiry. They are sent through Resend (Resend, Inc., USA), which processes your e-mail address and the content of the message for this purpose.",
        "Legal basis: performing our contract with you or your request (Art. 6(1)(b) GDPR). We keep a copy of each e-mail for {{emailCopyDays}} days, so that we can send it again and answer questions about it, and then delete it.",
      ],
    },
    newsletter: {
      heading: "Newsletter",
      blocks: [
        "If you subscribe to our newsletter, we process your e-mail address and, where you give them, your first and last name, together with where you signed up, any discount code we offered you and the campaign that brought you to us (UTM parameters). Our list is managed by EmailOctopus (EmailOctopus Ltd, United Kingdom). It records whether a newsletter was opened and which links were clicked, so that we can see which topics interest our readers.",
        "When you sign up, we first send you an e-mail with a link to confirm that the address is yours (double opt-in). Until you follow it, your sign-up waits on our servers and nobody else learns of it; if you do not confirm, it is deleted after {{unconfirmedSignupDays}} days. If EmailOctopus cannot be reached when you confirm, your sign-up waits on our servers, is passed on within minutes and is then removed there.",
        "Legal basis: your consent (Art. 6(1)(a) GDPR). You can unsubscribe at any time with the link in every newsletter or by writing to us. We then remove you from the list and keep only the fact that you unsubscribed, so that we do not write to you again.",
      ],
    },
    enquiries: {
      heading: "White-label enquiries and contact",
      blocks: [
        "If you send us a white-label enquiry, we process your e-mail address, name, company, company size and the description you give us, to prepare a quote and to answer you. If you write to us by e-mail, we process your address and your message to reply.",
        "Legal basis: steps prior to a contract at your request (Art. 6(1)(b) GDPR) and our legitimate interest in answering enquiries (Art. 6(1)(f) GDPR). We delete enquiries that do not lead to a business relationship after {{leadMonths}} months, and other correspondence once it is no longer needed, unless commercial or tax law requires us to keep it.",
      ],
    },
    analytics: {
      heading: "Analytics and advertising",
      blocks: [
        "### Plausible Analytics",
        "We count visits and events, such as a click on the buy button, with Plausible (Plausible Insights OÜ, Estonia), which is hosted in the EU. Your browser sends these events to our own website, which passes them on to Plausible together with your IP address and user agent. Plausible uses these only to form an anonymous identifier that changes every day and does not store them; it sets no cookies and builds no profiles. Legal basis: our legitimate interest in knowing how our website is used (Art. 6(1)(f) GDPR).",
        "### Google Analytics",
        "Only if you allow analytics do we load Google Analytics 4 (Google Ireland Limited, Ireland). It sets cookies to recognise your browser, records the pages you view and the actions you take, and shortens your IP address. Google may also process the data in the USA. Legal basis: your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG).",
        "### Meta pixel",
        "Only if you allow marketing do we load the Meta pixel (Meta Platforms Ireland Limited, Ireland). It shows us whether our ads on Facebook and Instagram lead to visits and purchases, and lets us show our ads to people who have visited our website. For collecting and transmitting this data, we and Meta are joint controllers (Art. 26 GDPR); Meta alone is responsible for what it does with the data afterwards. Meta may also process the data in the USA. Legal basis: your consent (Art. 6(1)(a) GDPR, § 25(1) TDDDG).",
        "### Your choice",
        "If you visit us from the European Economic Area, the United Kingdom or Switzerland, neither tool runs until you have decided in the cookie banner. If you visit from elsewhere, analytics and marketing are switched on at your first visit. Wherever you are, you can change or withdraw your choice at any time in the [cookie settings](?cookie-settings); withdrawing does not affect what happened before.",
        "To find out which wording of our buy button works best, we show each visitor one of several variants and, with your consent to analytics, remember which one in a cookie. Without that consent nothing is stored, and a page may show another variant. The cookie holds only the name of the variant, no identifier, and is not shared with anyone (your consent, Art. 6(1)(a) GDPR; outside the countries that ask for consent, our legitimate interest, Art. 6(1)(f) GDPR).",
      ],
    },
    storage: {
      heading: "Cookies and local storage",
      blocks: [
        "We store a few small pieces of information in your browser, as cookies or in its local storage. The cookies of Google Analytics and the Meta pixel are stored only with your consent; all other entries serve only the purpose described and contain no identifier that would let anyone follow you across websites.",
      ],
    },
    recipients: {
      heading: "Who receives your data",
      blocks: [
        "We work with the following service providers. Where they process personal data on our behalf, we have concluded a data processing agreement with them (Art. 28 GDPR).",
        "- Cloudflare, Inc. (USA): hosting, delivery of the website, storage of photos and orders in the EU, protection against attacks, and the vision model for photo reviews (Workers AI).",
        "- Astria (astria.ai): training the AI model for your order and generating your headshots.",
        "- Resend, Inc. (USA): sending e-mails.",
        "- EmailOctopus Ltd (United Kingdom): managing the newsletter list.",
        "- Plausible Insights OÜ (Estonia): visitor statistics without cookies.",
        "- Google Ireland Limited (Ireland): Google Analytics, only with your consent.",
        "- Meta Platforms Ireland Limited (Ireland): the Meta pixel, only with your consent, as joint controller.",
        "- Lemon Squeezy LLC (USA): payment, as merchant of record and independent controller.",
        "We do not sell your data, and we pass it on to no one else unless the law obliges us to, for example to a court or an authority.",
        "### Transfers outside the EU",
        "Some of these providers are based outside the European Economic Area or use subcontractors there. Such transfers take place only on the basis of an adequacy decision of the European Commission (Art. 45 GDPR), such as the one for the United Kingdom or the EU-US Data Privacy Framework for certified US companies, or on the basis of the EU standard contractual clauses (Art. 46(2)(c) GDPR). You can ask us for a copy of these safeguards.",
      ],
    },
    retention: {
      heading: "How long we keep your data",
      blocks: [
        "- Uploaded selfies, generated headshots and the AI model of your order: {{retentionDays}} days after the order at the latest. Photos for the free reviews are never stored.",
        "- Order records: as long as commercial and tax law require, up to ten years.",
        "- Copies of the e-mails we send you: {{emailCopyDays}} days.",
        "- White-label enquiries that do not lead to a business relationship: {{leadMonths}} months.",
        "- Your newsletter subscription: until you unsubscribe.",
        "- A newsletter sign-up you have not confirmed: {{unconfirmedSignupDays}} days; once you confirm, only your address stays with it for the rest of that time.",
        "- A newsletter sign-up our list provider has not taken yet: on our servers until it reaches the list, and {{pendingSignupDays}} days after you signed up at the latest; one the provider refuses for good is not sent again, is kept only so that we can see why, and is deleted at the same time.",
        "- Request counts that protect our forms against abuse: {{rateLimitHours}} hours.",
        "- Cookies and local storage: as listed in the section above.",
      ],
    },
    rights: {
      heading: "Your rights",
      blocks: [
        "Under the GDPR, you have the right:",
        "- to access the data we hold about you and to receive a copy of it (Art. 15);",
        "- to have incorrect data corrected (Art. 16);",
        "- to have your data erased (Art. 17), for example your photos before the {{retentionDays}} days are up;",
        "- to have the processing of your data restricted (Art. 18);",
        "- to receive the data you gave us in a common, machine-readable format, or to have it sent to someone else (Art. 20);",
        "- to object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests (Art. 21);",
        "- to withdraw any consent you have given, with effect for the future (Art. 7(3)); for analytics and marketing, simply use the [cookie settings](?cookie-settings);",
        "- to lodge a complaint with a data protection supervisory authority (Art. 77), in particular in the EU country where you live or work or where you believe the infringement took place. The authority responsible for us is the data protection authority of the German state in which we have our registered office.",
        "To exercise your rights, an e-mail to {{companyEmail}} is enough. We answer within one month at the latest and may ask you to confirm that the request comes from you, for example by writing from the e-mail address of your order.",
      ],
    },
    obligation: {
      heading: "Do you have to give us your data?",
      blocks: [
        "You are not obliged to give us any data. Without your e-mail address and your selfies, however, we cannot create and deliver your headshots, and without your e-mail address we cannot send you a newsletter.",
        "We do not make decisions about you based solely on automated processing (Art. 22 GDPR). Our photo reviews are suggestions, not decisions.",
      ],
    },
    security: {
      heading: "Security",
      blocks: [
        "Every connection to our website is encrypted. Your photos are stored under random addresses that cannot be guessed, only the people who run the service can reach them, and your download link works only until your photos are deleted.",
      ],
    },
    changes: {
      heading: "Changes to this policy",
      blocks: ["We update this policy when our service or the law changes. The version published on this page applies."],
    },
  },
  browserStorage: {
    language: "Your language, so that every page opens in it. Cookie and local storage, kept for one year.",
    consent: "Your choice in the cookie banner and when you made it. Cookie and local storage, kept for six months; then we ask again.",
    region:
      "Whether you visit from a country whose law asks for your consent first (the European Economic Area, the United Kingdom, Switzerland), so that the right consent rules apply. Cookie and local storage, kept for one year.",
    variant:
      "Which wording of the buy button you see, and whether it has been counted. Cookie, kept for one year, and local storage, until you delete it.",
    newsletter:
      "That you have subscribed to the newsletter, so we do not ask you again, and the proof, kept when you confirm your address in this browser, without which nobody can look up or change your subscription. Local storage, until you delete it.",
    welcome: "Your details and discount code from our welcome offer, so the form remembers you. Local storage, until you delete it.",
    pending: "Newsletter sign-ups that could not reach our server yet, so none is lost. Local storage, until you delete it.",
    invitation:
      "When you last saw or closed our newsletter invitation, so it does not keep coming back. Local storage, for 48 hours or 7 days.",
    checkout: "Which checkout you opened, so that after paying your order opens in this browser and no other. Cookie, kept for 24 hours.",
    order:
      "The key to your order, so that this browser opens it without the e-mailed link; and, while you choose, the link of another order you opened. Cookies, kept until your order's link expires (the second for one hour).",
    signup:
      "That this browser made a newsletter sign-up, so that only it can add your name to it; and, while you confirm, the code of your confirmation link, taken out of the page's address. Cookies, kept for 7 days and one hour.",
    campaign:
      "Only with your consent to analytics: the campaign that brought you here (UTM parameters), so that a sign-up, an enquiry or a purchase is credited to it. Cookie, until you close your browser.",
    google: "Only with your consent to analytics: set by Google Analytics to tell visits apart. Cookies, kept for up to two years.",
    meta: "Only with your consent to marketing: set by the Meta pixel to recognise your browser for advertising. Cookie, kept for three months.",
  },
};
