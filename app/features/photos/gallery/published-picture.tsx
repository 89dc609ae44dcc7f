type Format = "webp" | "jpg";
/** The address of a picture's copy at `width` in `format`. */
type CopyAddress = (width: number, format: Format) => string;

/** The address of a published headshot's copy at `width` in `format`. */
export const publishedCopy = (id: string, width: number, format: Format) => `/gallery/${id}/${width}.${format}`;

/** A picture's copies in one format, as a `srcset` lists them. */
const srcSetOf = (widths: number[], copy: CopyAddress, format: Format) =>
  widths.map((width) => `${copy(width, format)} ${width}w`).join(", ");

/** The copies of a published headshot in one format, as a `srcset` lists them. */
export const publishedSrcSet = (id: string, widths: number[], format: Format) =>
  srcSetOf(widths, (width, format) => publishedCopy(id, width, format), format);

type ImgProps = {
  alt: string;
  width: number;
  height: number;
  loading?: "lazy";
  decoding?: "async";
  fetchPriority?: "high";
  className?: string;
};

/**
 * A picture kept in WebP and MozJPEG at `widths` (docs/decisions/093-pictures-as-the-web-serves-them.md):
 * WebP for the browsers that take it and MozJPEG for the others, each at the width the slot needs on
 * this screen (`sizes`, in CSS units); `src` is the copy a browser without `srcset` shows.
 */
export function WebPicture({
  widths,
  copy,
  src,
  sizes,
  alt,
  ...img
}: ImgProps & { widths: number[]; copy: CopyAddress; src: string; sizes: string }) {
  return (
    <picture>
      <source type="image/webp" srcSet={srcSetOf(widths, copy, "webp")} sizes={sizes} />
      <img src={src} srcSet={srcSetOf(widths, copy, "jpg")} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}

/**
 * A published headshot's picture as its page and /examples show it: the copies made at publish. A
 * page published before there were copies has one picture.
 */
export function PublishedPicture({ id, widths, sizes, alt, ...img }: ImgProps & { id: string; widths: number[]; sizes: string }) {
  if (widths.length === 0) return <img src={`/gallery/${id}/image`} alt={alt} {...img} />;
  const copy: CopyAddress = (width, format) => publishedCopy(id, width, format);
  return <WebPicture widths={widths} copy={copy} src={copy(widths.at(-1)!, "jpg")} sizes={sizes} alt={alt} {...img} />;
}
