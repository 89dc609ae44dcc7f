/**
 * The HTML part of an e-mail, made from the paragraphs of its text part so that both say the same,
 * where an address may become a button and a row of images may follow. Inline styles and plain
 * markup, which every mail client shows.
 */
export type EmailImages = { caption: string; images: Array<{ src: string; alt: string; href: string }> };
export type EmailButton = { href: string; label: string };
export type EmailBlock = string | EmailButton | EmailImages;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character]!);

const paragraph = "margin:0 0 16px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f2933";

function block(item: EmailBlock): string {
  if (typeof item === "string") return `<p style="${paragraph}">${escape(item).replace(/\n/g, "<br>")}</p>`;
  if ("href" in item) {
    return `<p style="${paragraph}"><a href="${escape(item.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold">${escape(item.label)}</a></p>`;
  }
  const images = item.images
    .map(
      ({ src, alt, href }) =>
        `<a href="${escape(href)}" style="display:inline-block;margin:0 8px 8px 0"><img src="${escape(src)}" alt="${escape(alt)}" width="160" height="160" style="display:block;border:0;border-radius:8px;width:160px;height:160px;object-fit:cover"></a>`,
    )
    .join("");
  return `<p style="${paragraph}">${escape(item.caption)}</p><div style="margin:0 0 16px">${images}</div>`;
}

export function emailHtml(language: string, title: string, blocks: readonly EmailBlock[]): string {
  return (
    `<!doctype html><html lang="${escape(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${escape(title)}</title></head><body style="margin:0;padding:24px;background:#f5f7fa">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">${blocks.map(block).join("")}</div></body></html>`
  );
}
