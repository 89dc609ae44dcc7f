// The local checkout (app/routes/local-checkout/local-checkout.tsx): a stand-in for the payment provider's
// checkout in local and test runs without a store.
export default {
  title: "Test Checkout | Resoume",
  description: "A stand-in for the payment window while no store is connected: a test purchase that charges nothing.",
  heading: "Test checkout",
  intro:
    "No store is connected, so this page stands in for the payment window. Paying here charges nothing: it sends this site the same signed order webhook the payment provider would, and then takes you to your order.",
  form: {
    label: "Test purchase",
    email: "Email address",
    plan: "Pack",
    choosePlan: "Choose a pack",
    planOption: "{{plan}}: {{price}}",
    discountCode: "Discount code (optional)",
    discountHint: "For example {{codes}}",
    delay: "Confirm the payment only after a few seconds, as a slow webhook would",
    pay: "Pay",
    paying: "Paying…",
    back: "Back to pricing",
  },
};
