/** The address of a published headshot's copy at `width` in `format`. */
export const publishedCopy = (id: string, width: number, format: "webp" | "jpg") => `/gallery/${id}/${width}.${format}`;

/** The copies of a published headshot in one format, as a `srcset` lists them. */
export function publishedSrcSet(id: string, widths: number[], format: "webp" | "jpg") {
  return widths.map((width) => `${publishedCopy(id, width, format)} ${width}w`).join(", ");
}

/**
 * A published headshot's picture as its page and /examples show it: the copies made at publish
 * (docs/decisions/093-pictures-as-the-web-serves-them.md), WebP for the browsers that take it and
 * MozJPEG for the others, each at the width the slot needs on this screen (`sizes`, in CSS units).
 * A page published before there were copies has one picture.
 */
export function PublishedPicture({
  id,
  widths,
  sizes,
  alt,
  ...img
}: {
  id: string;
  widths: number[];
  sizes: string;
  alt: string;
  width: number;
  height: number;
  loading?: "lazy";
  decoding?: "async";
  fetchPriority?: "high";
  className?: string;
}) {
  const srcSet = (format: "webp" | "jpg") => publishedSrcSet(id, widths, format);
  if (widths.length === 0) return <img src={`/gallery/${id}/image`} alt={alt} {...img} />;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet("webp")} sizes={sizes} />
      <img src={publishedCopy(id, widths.at(-1)!, "jpg")} srcSet={srcSet("jpg")} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
