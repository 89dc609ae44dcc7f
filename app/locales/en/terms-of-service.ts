export default {
  title: "Terms of Service | Resoume",
  description:
    "The terms for Resoume's headshot packs: what each pack includes, delivery by e-mail, which photos you may upload, usage rights, refunds and deletion.",
  heading: "Terms of service",
  intro:
    "These terms apply when you buy a headshot pack from Resoume, upload selfies or use our free photo reviews. They explain what you receive, what you may upload, how you may use your headshots and what happens to your photos. Please read them before you order; by completing a purchase, you agree to them.",
  contents: "On this page",
  sections: {
    scope: {
      heading: "Who we are and what these terms cover",
      blocks: [
        'Resoume is run by {{companyName}} ("we"); our full details are in the [imprint](/imprint). These terms govern your use of the Resoume website, our headshot packs and our free photo reviews.',
        "Our packs are sold by our reseller Lemon Squeezy (Lemon Squeezy LLC), which acts as merchant of record: it takes your payment, issues your receipt and handles taxes, under its own terms of sale. We provide the service itself: we create your headshots and deliver them to you.",
        "You must be at least 18 years old to order. Where these terms refer to consumers, they mean people who order for purposes outside their trade, business or profession.",
      ],
    },
    service: {
      heading: "The service",
      blocks: [
        "Resoume turns the selfies you upload into professional headshots. For each order, an AI model learns your appearance from your selfies and then creates headshots in the styles you choose, for example corporate, academic or creative.",
        "The headshots are created by artificial intelligence; they are not photographs taken by a photographer. Results vary: a set usually contains many headshots you can use straight away, but individual images may show small flaws or resemble you less closely. The quality of your selfies has a great influence on the result.",
        "Our free photo reviews give automated advice on a photo you upload. They are suggestions; we cannot promise that following them will lead to a particular outcome of your applications.",
      ],
    },
    packs: {
      heading: "Packs and prices",
      blocks: [
        "Every pack is a one-time purchase: you pay once, with no subscription and no account.",
        "- Basic, {{basicPrice}}: {{basicPhotos}} headshots in {{basicStyles}} style.",
        "- Premium, {{premiumPrice}}: {{premiumPhotos}} headshots in {{premiumStyles}} styles, in higher resolution, with support within {{premiumSupportDays}} business days.",
        "- Ultimate, {{ultimatePrice}}: {{ultimatePhotos}} headshots in {{ultimateStyles}} styles, in higher resolution, processed with priority, with support within {{ultimateSupportDays}} business day and a licence for commercial use.",
        "Prices are shown in the currency you pay in: in euros on our German pages and when you visit us from a country that uses the euro, otherwise in US dollars. They include VAT where it applies; Lemon Squeezy works out the tax for your country at checkout. A discount code has to be entered at checkout and cannot be redeemed afterwards.",
      ],
    },
    delivery: {
      heading: "Uploading and delivery",
      blocks: [
        "After payment, you upload your selfies: {{selfiesRecommendedMin}} to {{selfiesRecommendedMax}} are recommended, at least {{selfiesMin}} are needed. Each file must be a JPEG, PNG or WebP image of up to {{uploadMaxMb}} MB.",
        "As soon as your selfies are uploaded, we start creating your headshots and e-mail you a download link when they are ready. Typical delivery times are:",
        "- Basic: about {{basicDelivery}};",
        "- Premium: under {{premiumDelivery}};",
        "- Ultimate: under {{ultimateDelivery}}, ahead of other orders.",
        "These are typical times, not fixed deadlines; at busy times, delivery can take longer. If your headshots take noticeably longer, write to {{companyEmail}} and we will look into it at once.",
        "Your download link works for {{retentionDays}} days. Please download and save the headshots you want to keep within that time.",
      ],
    },
    uploads: {
      heading: "What you may upload",
      blocks: [
        "Upload only photos that show you, or a person who has expressly agreed to have headshots made from their photos, such as a client of yours. You must hold the rights to the photos you upload.",
        "You must not upload:",
        "- photos of other people without their consent, or photos of children;",
        "- nude or sexually explicit images, or images that are violent, hateful or otherwise unlawful;",
        "- photos meant to impersonate someone or to deceive others.",
        "We may refuse or stop an order that breaks these rules and delete the photos. If you have not received any headshots by then, we refund the price.",
        "You keep all rights to your selfies. You allow us to use them only to provide the service to you, and only for as long as we store them.",
      ],
    },
    rights: {
      heading: "Using your headshots",
      blocks: [
        "With every pack, you may use your headshots without time limit to present yourself, privately and professionally: on your CV and in applications, on LinkedIn and other profiles, in your e-mail signature, on your personal website, and on your employer's or your own company's team page.",
        "Commercial use requires the Ultimate pack. Commercial use means using the headshots to advertise or sell products or services, for example in adverts, on marketing materials or product pages, or passing them on to others for their own purposes.",
        "Insofar as rights in the headshots arise for us, we grant you these rights of use to the extent described here. You may not sell the headshots as such or use them to make others believe that they show someone else.",
      ],
    },
    refunds: {
      heading: "Refunds and withdrawal",
      blocks: [
        "If you are not happy with your headshots, you can ask for a full refund within {{refundDays}} days of your purchase. Our [refund policy](/refund-policy) explains how.",
        "### Statutory right of withdrawal",
        "If you are a consumer in the European Union, you have a statutory right of withdrawal of 14 days. For digital content and services, it ends early once performance begins with your express consent and your acknowledgement that you thereby lose it; you give both when you start your order. Our refund promise applies regardless.",
      ],
    },
    deletion: {
      heading: "Deletion of your photos",
      blocks: [
        "We delete all uploaded selfies, the generated headshots and the AI model created for your order {{retentionDays}} days after your order, including all copies at our service providers. After that, they cannot be restored. You can ask us to delete them earlier at any time. Our [privacy policy](/privacy-policy) has the details.",
      ],
    },
    liability: {
      heading: "Liability",
      blocks: [
        "We are liable without limitation for damage caused intentionally or by gross negligence, for injury to life, body or health, under the German Product Liability Act and where we have given a guarantee.",
        "For slight negligence, we are liable only if we breach an obligation whose fulfilment makes the proper performance of the contract possible in the first place and on which you may regularly rely. In that case, our liability is limited to the damage that is foreseeable and typical for this kind of contract. Beyond that, we are not liable for slight negligence.",
        "These limits also apply to our employees, representatives and agents. Your statutory rights in case of defects remain unaffected. We are not responsible for decisions that employers or others make on the basis of your photos or our advice.",
      ],
    },
    changes: {
      heading: "Availability and changes",
      blocks: [
        "We work to keep Resoume available at all times but cannot guarantee that it is never interrupted, for example during maintenance.",
        "We may change these terms for future orders. Each order is governed by the terms in force when you placed it.",
      ],
    },
    law: {
      heading: "Governing law and disputes",
      blocks: [
        "These terms and all contracts under them are governed by the law of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, this choice of law does not deprive you of the protection of the mandatory provisions of the law of the country where you habitually reside.",
        "If you are a merchant, a legal entity under public law or a special fund under public law, the courts at our registered office have jurisdiction over all disputes.",
        "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.",
        "Should any provision of these terms be invalid, the remaining provisions remain in force.",
      ],
    },
  },
};
