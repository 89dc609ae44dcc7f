import type { Style } from "~/content/business";

/**
 * What Astria is asked for in each style: a professional headshot's background, light and clothing,
 * after the subject (`ohwx man`, the tune's token and class). Head and shoulders, looking at the
 * camera, natural skin: what a CV, a resume or LinkedIn expects.
 */
const common = "professional headshot, head and shoulders, looking at the camera, natural skin texture, sharp focus, 85mm lens";

export const stylePrompts: Record<Style, string> = {
  corporate: `${common}, navy suit jacket and white shirt, plain light grey studio backdrop, soft even key light with a gentle fill, confident friendly expression`,
  academic: `${common}, smart blazer over a knitted jumper, warm bookshelf of a university library softly out of focus, window light from the side, thoughtful approachable expression`,
  casual: `${common}, plain crew-neck sweater, bright white wall with soft daylight, relaxed natural smile`,
  creative: `${common}, dark shirt, textured charcoal backdrop with a coloured rim light, moody directional light, self-assured expression`,
  greenery: `${common}, light linen shirt, green park foliage blurred in the background, golden hour sunlight, warm natural smile`,
  realEstate: `${common}, tailored suit, bright modern interior with large windows softly out of focus, clean daylight, trustworthy smile`,
  warm: `${common}, soft cardigan, warm beige studio backdrop, warm tungsten key light, gentle smile`,
};
