import { expect } from "vitest";
import { imageSize, sniffFormat } from "~/features/photos/imaging/image-file";
import { PhotonImage } from "~/features/photos/photon.server";

/** The JPEG's frame: progressive or not, and each component's sampling factors. */
function jpegFrame(jpeg: Uint8Array) {
  for (let at = 2; at + 4 < jpeg.length;) {
    const marker = jpeg[at + 1]!;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (marker === 0xc0 || marker === 0xc2) {
      const components = Array.from({ length: jpeg[at + 9]! }, (_, n) => jpeg[at + 11 + 3 * n]!);
      return { progressive: marker === 0xc2, sampling: components.map((factors) => `${factors >> 4}x${factors & 15}`) };
    }
    at += 2 + length;
  }
  return null;
}

/** An answer's body as bytes. */
export const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

/**
 * A picture's copies at `width` (a square) as the web encoders make them (ADR 093), answered as
 * `webp` and `jpeg` with `cacheControl`: WebP, and progressive MozJPEG with colour at half resolution
 * each way (4:2:0); the WebP the lighter, and the JPEG lighter than Photon's of the same picture at
 * quality 80, which the pages showed before.
 */
export async function expectWebCopies(webp: Response, jpeg: Response, width: number, cacheControl: string | RegExp) {
  for (const [answer, type] of [
    [webp, "image/webp"],
    [jpeg, "image/jpeg"],
  ] as const) {
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe(type);
    expect(answer.headers.get("Cache-Control")).toMatch(cacheControl);
  }
  const [webpBytes, jpegBytes] = await Promise.all([bytesOf(webp), bytesOf(jpeg)]);
  expect(sniffFormat(webpBytes)).toBe("webp");
  expect(imageSize(webpBytes, "webp")).toEqual({ width, height: width });
  expect(imageSize(jpegBytes, "jpeg")).toEqual({ width, height: width });
  expect(jpegFrame(jpegBytes)).toEqual({ progressive: true, sampling: ["2x2", "1x1", "1x1"] });
  expect(webpBytes.byteLength).toBeLessThan(jpegBytes.byteLength);
  const decoded = PhotonImage.new_from_byteslice(jpegBytes);
  const photon = decoded.get_bytes_jpeg(80);
  decoded.free();
  expect(jpegBytes.byteLength).toBeLessThan(photon.byteLength);
}
