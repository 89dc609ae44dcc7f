/**
 * The call-to-action experiment: each visitor gets one wording of the main buy button, chosen at
 * the edge on their first visit and kept in a cookie, so the server renders it and it never flickers.
 */
export const ctaVariants = ["control", "variant_a", "variant_b", "variant_c"] as const;
export type CtaVariant = (typeof ctaVariants)[number];

export const ctaVariantCookie = "ab_cta_variant";
