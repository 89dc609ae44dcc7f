/**
 * EXIF with a location, as a phone writes it, for tests that must prove an uploaded photo loses it: the
 * fixtures carry no GPS, and no test should depend on a real person's whereabouts.
 */

const GPS_IFD_TAG = 0x8825;

type Entry = { tag: number; type: number; count: number; value: number[] | { offset: number } };

const BYTE = 1;
const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

/**
 * The JPEG with an APP1 Exif segment right after SOI: little-endian, IFD0 holding the Orientation (when given) and
 * a GPS IFD pointer, the GPS IFD holding latitude and longitude (a made-up spot in the Atlantic).
 */
export function withGpsExif(jpeg: Uint8Array, { orientation }: { orientation?: number } = {}): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error("not a JPEG");
  const tiff = gpsTiff(orientation);
  const exif = new Uint8Array([...new TextEncoder().encode("Exif\0\0"), ...tiff]);
  const length = exif.length + 2;
  const segment = new Uint8Array([0xff, 0xe1, length >> 8, length & 0xff, ...exif]);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

/** Whether any TIFF block in the bytes (a JPEG's Exif, a PNG's eXIf, a WebP's EXIF) still points to a GPS IFD. */
export function hasGps(bytes: Uint8Array): boolean {
  for (let at = 0; at + 8 <= bytes.length; at++) {
    const little = bytes[at] === 0x49 && bytes[at + 1] === 0x49 && bytes[at + 2] === 0x2a && bytes[at + 3] === 0x00;
    const big = bytes[at] === 0x4d && bytes[at + 1] === 0x4d && bytes[at + 2] === 0x00 && bytes[at + 3] === 0x2a;
    if ((little || big) && ifd0Tags(bytes.subarray(at), little).includes(GPS_IFD_TAG)) return true;
  }
  return false;
}

function ifd0Tags(tiff: Uint8Array, little: boolean): number[] {
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return [];
  const count = view.getUint16(ifd, little);
  const tags: number[] = [];
  for (let i = 0, entry = ifd + 2; i < count && entry + 12 <= tiff.length; i++, entry += 12) tags.push(view.getUint16(entry, little));
  return tags;
}

function gpsTiff(orientation: number | undefined): Uint8Array {
  const ifd0: Entry[] = [
    ...(orientation === undefined ? [] : [{ tag: 0x0112, type: SHORT, count: 1, value: [orientation] }]),
    { tag: GPS_IFD_TAG, type: LONG, count: 1, value: { offset: 0 } },
  ];
  const gps: Entry[] = [
    { tag: 0x0000, type: BYTE, count: 4, value: [2, 3, 0, 0] },
    { tag: 0x0001, type: ASCII, count: 2, value: [0x4e, 0] },
    { tag: 0x0002, type: RATIONAL, count: 3, value: { offset: 0 } },
    { tag: 0x0003, type: ASCII, count: 2, value: [0x57, 0] },
    { tag: 0x0004, type: RATIONAL, count: 3, value: { offset: 0 } },
  ];
  const ifdLength = (entries: Entry[]) => 2 + entries.length * 12 + 4;
  const ifd0At = 8;
  const gpsAt = ifd0At + ifdLength(ifd0);
  const latitudeAt = gpsAt + ifdLength(gps);
  const longitudeAt = latitudeAt + 24;
  ifd0[ifd0.length - 1].value = { offset: gpsAt };
  gps[2].value = { offset: latitudeAt };
  gps[4].value = { offset: longitudeAt };

  const view = new DataView(new ArrayBuffer(longitudeAt + 24));
  view.setUint16(0, 0x4949);
  view.setUint16(2, 42, true);
  view.setUint32(4, ifd0At, true);
  writeIfd(view, ifd0At, ifd0);
  writeIfd(view, gpsAt, gps);
  // 47° 36' 12.34" N, 30° 15' 0" W as degrees/1, minutes/1, seconds/100.
  [47, 1, 36, 1, 1234, 100].forEach((n, i) => view.setUint32(latitudeAt + i * 4, n, true));
  [30, 1, 15, 1, 0, 1].forEach((n, i) => view.setUint32(longitudeAt + i * 4, n, true));
  return new Uint8Array(view.buffer);
}

function writeIfd(view: DataView, at: number, entries: Entry[]): void {
  view.setUint16(at, entries.length, true);
  entries.forEach(({ tag, type, count, value }, i) => {
    const entry = at + 2 + i * 12;
    view.setUint16(entry, tag, true);
    view.setUint16(entry + 2, type, true);
    view.setUint32(entry + 4, count, true);
    if ("offset" in value) view.setUint32(entry + 8, value.offset, true);
    else if (type === SHORT) value.forEach((n, k) => view.setUint16(entry + 8 + k * 2, n, true));
    else value.forEach((n, k) => view.setUint8(entry + 8 + k, n));
  });
  view.setUint32(at + 2 + entries.length * 12, 0, true);
}
