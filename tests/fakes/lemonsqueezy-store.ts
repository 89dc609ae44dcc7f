// The test store at Lemon Squeezy: a checkout link and a numeric variant id per plan, in dollars and
// in euros. Apart from its hosted checkout (./lemonsqueezy.ts), which loads the app's modules: the
// browser tests' configuration reads these too.

/** The store's checkout links and variant ids, in the store's currency (dollars). */
export const storeVars = {
  LEMONSQUEEZY_CHECKOUT_BASIC: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a0001",
  LEMONSQUEEZY_CHECKOUT_PREMIUM: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a0002",
  LEMONSQUEEZY_CHECKOUT_ULTIMATE: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a0003",
  LEMONSQUEEZY_VARIANT_BASIC: "871501",
  LEMONSQUEEZY_VARIANT_PREMIUM: "871502",
  LEMONSQUEEZY_VARIANT_ULTIMATE: "871503",
};

/** The store's euro variants (docs/decisions/045-euro-for-the-euro-area.md). */
export const euroStoreVars = {
  LEMONSQUEEZY_CHECKOUT_EUR_BASIC: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a1001",
  LEMONSQUEEZY_CHECKOUT_EUR_PREMIUM: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a1002",
  LEMONSQUEEZY_CHECKOUT_EUR_ULTIMATE: "https://resoume-test.lemonsqueezy.com/checkout/buy/6f1e3b84-0f0a-4a5e-9c39-1f6b0c1a1003",
  LEMONSQUEEZY_VARIANT_EUR_BASIC: "871601",
  LEMONSQUEEZY_VARIANT_EUR_PREMIUM: "871602",
  LEMONSQUEEZY_VARIANT_EUR_ULTIMATE: "871603",
};
