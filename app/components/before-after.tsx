import type { Style } from "~/content/business";

/**
 * The illustrated examples: for each style, the selfie it starts from and the headshot it becomes.
 * Three illustrated people share the seven styles, so one selfie can be compared across styles.
 */
const selfieOf: Record<Style, "a" | "b" | "c"> = {
  academic: "b",
  casual: "c",
  corporate: "a",
  creative: "a",
  greenery: "b",
  realEstate: "c",
  warm: "a",
};

const fileOf = (style: Style) => style.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The drawn headshot of a style, also the preview of the style where the buyer chooses it. */
export const stylePicture = (style: Style) => `/images/examples/${fileOf(style)}.svg`;

// The pictures' own size; CSS scales them to the column, and the ratio reserves their space.
export const pictureSize = { width: 320, height: 400 };

type Props = {
  style: Style;
  labels: { before: string; after: string };
  alts: { before: string; after: string };
  caption?: string;
};

/** A selfie and the headshot made of it, side by side, each labelled. Below the fold, so loaded lazily. */
export function BeforeAfter({ style, labels, alts, caption }: Props) {
  return (
    <figure className="before-after">
      <div className="before-after__pair">
        <div className="before-after__side">
          <img src={`/images/examples/selfie-${selfieOf[style]}.svg`} {...pictureSize} alt={alts.before} loading="lazy" decoding="async" />
          <span className="before-after__label">{labels.before}</span>
        </div>
        <div className="before-after__side">
          <img src={stylePicture(style)} {...pictureSize} alt={alts.after} loading="lazy" decoding="async" />
          <span className="before-after__label before-after__label--after">{labels.after}</span>
        </div>
      </div>
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}
