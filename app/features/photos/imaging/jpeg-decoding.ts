/**
 * What Photon's JPEG decoder (the `jpeg-decoder` crate 0.3.2, inside the `image` crate 0.24) does with a
 * file, walked in plain JavaScript before Photon sees a byte (docs/decisions/029-decoding-budget.md). Photon
 * panics on every error that decoder reports, and a panic traps its WebAssembly instance: a file whose
 * headers pass and whose entropy-coded data is noise cost a whole instance's memory. So each segment is
 * read as the decoder reads it (its tables, its scan headers) and each scan's entropy-coded data is decoded
 * symbol by symbol as it decodes it (Huffman codes, magnitude categories, end-of-band runs, successive
 * approximation, restart markers), without the pixels: whatever it would refuse is "broken" here first.
 *
 * Stricter than the decoder in one way that bounds this walk's work: a scan may not read past its own
 * data. The decoder reads zero bits there (a truncated file shows gray), so a few bytes of scan could
 * make it, and this walk, visit every block; an encoder never relies on that. So the walk costs at most
 * a step per bit of the file and per block the structure checks allow (`maxSamplesPerPixel`).
 */

/** Thrown where the decoder would report an error; `decodable` answers "broken". */
function refuse(): never {
  throw new Error("broken");
}

/** The run of an AC symbol of size 0 that skips 16 zeros (ZRL) instead of ending the band. */
const ZRL = 15;

/** A component of the frame header, with the blocks the decoder allocates for it (whole MCUs). */
export type JpegComponent = {
  id: number;
  h: number;
  v: number;
  quantization: number;
  blockWidth: number;
  blockHeight: number;
};

/** The frame header (SOF) as the decoder reads it. */
export type JpegFrame = {
  marker: number;
  precision: number;
  width: number;
  height: number;
  components: JpegComponent[];
  mcuColumns: number;
  mcuRows: number;
  /** The pixels the MCUs cover: the image, padded to whole MCUs. */
  paddedPixels: number;
};

/**
 * The frame header, or null when the decoder would refuse it: 1, 3 or 4 components of distinct
 * identifiers, sampling factors 1 to 4 whose ratios its upsampler supports, quantization tables 0 to 3.
 */
export function readFrame(bytes: Uint8Array, marker: number, body: number, end: number): JpegFrame | null {
  const count = bytes[body + 5];
  if (end - body < 6 || ![1, 3, 4].includes(count) || end - body !== 6 + 3 * count) return null;
  const height = (bytes[body + 1] << 8) | bytes[body + 2];
  const width = (bytes[body + 3] << 8) | bytes[body + 4];
  const read = Array.from({ length: count }, (_, i) => ({
    id: bytes[body + 6 + 3 * i],
    h: bytes[body + 7 + 3 * i] >> 4,
    v: bytes[body + 7 + 3 * i] & 0x0f,
    quantization: bytes[body + 8 + 3 * i],
  }));
  if (width === 0 || height === 0 || new Set(read.map(({ id }) => id)).size !== count) return null;
  if (read.some(({ h, v, quantization }) => h < 1 || h > 4 || v < 1 || v > 4 || quantization > 3)) return null;
  const hMax = Math.max(...read.map(({ h }) => h));
  const vMax = Math.max(...read.map(({ v }) => v));
  if (!read.every(({ h, v }) => upsampled(h, v, hMax, vMax, width, height))) return null;
  const mcuColumns = Math.ceil(width / (8 * hMax));
  const mcuRows = Math.ceil(height / (8 * vMax));
  const components = read.map((c) => ({ ...c, blockWidth: mcuColumns * c.h, blockHeight: mcuRows * c.v }));
  const paddedPixels = mcuColumns * 8 * hMax * mcuRows * 8 * vMax;
  return { marker, precision: bytes[body], width, height, components, mcuColumns, mcuRows, paddedPixels };
}

/** Whether the decoder's upsampler takes a component of these sampling factors in a frame of the largest (choose_upsampler). */
function upsampled(h: number, v: number, hMax: number, vMax: number, width: number, height: number): boolean {
  const across = h === hMax || width === 1 || h * 2 === hMax;
  const down = v === vMax || height === 1 || v * 2 === vMax;
  return (across && down) || (hMax % h === 0 && vMax % v === 0);
}

/** A Huffman table as the decoder builds it (JPEG's Annex C and F.2.2.3). */
type HuffmanTable = {
  /** For the next 8 bits: (code length << 8) | symbol, or 0 when no code of 8 bits or fewer starts them. */
  lut: Uint16Array;
  /** Per code length - 1: the largest code of that length (-1 for none), and where its symbols start. */
  maxcode: Int32Array;
  delta: Int32Array;
  values: Uint8Array;
};

/** The table from its 16 counts and its symbols, or null when the counts do not make a code ("bad huffman code length"). */
function huffmanTable(counts: Uint8Array, values: Uint8Array): HuffmanTable | null {
  const sizes: number[] = [];
  counts.forEach((count, i) => sizes.push(...Array<number>(count).fill(i + 1)));
  const codes: number[] = [];
  let code = 0;
  let size = sizes[0];
  for (const length of sizes) {
    code <<= length - size;
    size = length;
    if (code >= 1 << length) return null;
    codes.push(code++);
  }
  const maxcode = new Int32Array(16).fill(-1);
  const delta = new Int32Array(16);
  let j = 0;
  for (let i = 0; i < 16; i++) {
    if (counts[i] === 0) continue;
    delta[i] = j - codes[j];
    j += counts[i];
    maxcode[i] = codes[j - 1];
  }
  const lut = new Uint16Array(256);
  sizes.forEach((length, i) => {
    if (length > 8) return;
    const start = codes[i] << (8 - length);
    lut.fill((length << 8) | values[i], start, start + (1 << (8 - length)));
  });
  return { lut, maxcode, delta, values };
}

/** A scan header (SOS) as the decoder reads it. */
type Scan = { components: number[]; dc: number[]; ac: number[]; start: number; end: number; high: number; low: number };

/** Where a progressive frame's coefficients stand: which are not zero (a bit per zigzag position), and how large any may be. */
type Coefficients = { nonZero: Uint32Array[]; largest: number[] };

/**
 * The decoder's state between segments: its tables, the restart interval, the colour markers, and what
 * the scans so far decoded. Each method takes a segment in the file's order and refuses what the decoder
 * would; `finish` says whether the image it has then can be put together.
 */
export class JpegDecoding {
  private readonly dcTables: (HuffmanTable | null)[] = [null, null, null, null];
  private readonly acTables: (HuffmanTable | null)[] = [null, null, null, null];
  private readonly quantization = [false, false, false, false];
  private restartInterval = 0;
  private jfif = false;
  private adobe: number | null = null;
  private scan: Scan | null = null;
  private readonly scanned = new Set<number>();
  private coefficients: Coefficients | null = null;

  private frame: JpegFrame | null = null;

  /** SOF, read by `readFrame`: what the tables and scans after it are for. */
  frameHeader(frame: JpegFrame): void {
    this.frame = frame;
  }

  /** DHT: one or more tables; a baseline frame's are 0 and 1. */
  huffmanTables(bytes: Uint8Array, body: number, end: number): void {
    let at = body;
    while (end - at > 17) {
      const kind = bytes[at] >> 4;
      const index = bytes[at] & 0x0f;
      if (kind > 1 || index > 3 || (this.frame?.marker === 0xc0 && index > 1)) refuse();
      const counts = bytes.subarray(at + 1, at + 17);
      const size = counts.reduce((sum, count) => sum + count, 0);
      if (size === 0 || size > 256 || size > end - at - 17) refuse();
      const table = huffmanTable(counts, bytes.subarray(at + 17, at + 17 + size)) ?? refuse();
      (kind === 0 ? this.dcTables : this.acTables)[index] = table;
      at += 17 + size;
    }
    if (at !== end) refuse();
  }

  /** DQT: one or more tables of 8 or 16 bits, none with a zero. */
  quantizationTables(bytes: Uint8Array, body: number, end: number): void {
    for (let at = body; at < end;) {
      const precision = bytes[at] >> 4;
      const index = bytes[at] & 0x0f;
      const length = 65 + 64 * precision;
      if (precision > 1 || index > 3 || end - at < length) refuse();
      for (let i = 0; i < 64; i++) {
        const value = precision ? (bytes[at + 1 + 2 * i] << 8) | bytes[at + 2 + 2 * i] : bytes[at + 1 + i];
        if (value === 0) refuse();
      }
      this.quantization[index] = true;
      at += length;
    }
  }

  /** DRI: the MCUs between restart markers. */
  restarts(bytes: Uint8Array, body: number, end: number): void {
    if (end - body !== 2) refuse();
    this.restartInterval = (bytes[body] << 8) | bytes[body + 1];
  }

  /** APP0 and APP14: JFIF, and Adobe's colour transform, which say what three or four components are. */
  application(bytes: Uint8Array, marker: number, body: number, end: number): void {
    const text = (length: number) => String.fromCharCode(...bytes.subarray(body, body + length));
    if (marker === 0xe0 && end - body >= 5 && text(5) === "JFIF\0") this.jfif = true;
    if (marker === 0xee && end - body >= 12 && text(6) === "Adobe\0") {
      if (bytes[body + 11] > 2) refuse();
      this.adobe = bytes[body + 11];
    }
  }

  /**
   * SOS: the scan's components (in the frame's order, each once), its tables, its spectral band and
   * successive approximation, as the decoder checks them; returns the components' indices in the frame.
   */
  scanHeader(bytes: Uint8Array, body: number, end: number): number[] {
    const frame = this.frame ?? refuse();
    const count = bytes[body];
    if (count < 1 || count > 4 || end - body !== 4 + 2 * count) refuse();
    const scan: Scan = { components: [], dc: [], ac: [], start: 0, end: 0, high: 0, low: 0 };
    const baseline = frame.marker === 0xc0;
    for (let i = 0; i < count; i++) {
      const index = frame.components.findIndex(({ id }) => id === bytes[body + 1 + 2 * i]);
      if (index < 0 || scan.components.includes(index) || index < Math.max(0, ...scan.components)) refuse();
      const dc = bytes[body + 2 + 2 * i] >> 4;
      const ac = bytes[body + 2 + 2 * i] & 0x0f;
      if (dc > 3 || ac > 3 || (baseline && (dc > 1 || ac > 1))) refuse();
      scan.components.push(index);
      scan.dc.push(dc);
      scan.ac.push(ac);
    }
    const blocksPerMcu = scan.components.reduce((sum, i) => sum + frame.components[i].h * frame.components[i].v, 0);
    if (count > 1 && blocksPerMcu > 10) refuse();
    const at = body + 1 + 2 * count;
    const start = bytes[at];
    let last = bytes[at + 1];
    const [high, low] = [bytes[at + 2] >> 4, bytes[at + 2] & 0x0f];
    if (low >= frame.precision) refuse();
    if (frame.marker === 0xc2) {
      if (last > 63 || start > last || (start === 0 && last !== 0) || (start !== 0 && count !== 1)) refuse();
      if (high > 13 || low > 13 || (high !== 0 && high !== low + 1)) refuse();
    } else {
      if (last === 0) last = 63;
      if (start !== 0 || last !== 63 || high !== 0 || low !== 0) refuse();
    }
    Object.assign(scan, { start, end: last + 1, high, low });
    // The tables the decoder checks for before it decodes: quantization, DC for a band from 0, AC for one past 1.
    for (let i = 0; i < count; i++) {
      if (!this.quantization[frame.components[scan.components[i]].quantization]) refuse();
      if (start === 0 && !this.dcTables[scan.dc[i]]) refuse();
      if (scan.end > 1 && !this.acTables[scan.ac[i]]) refuse();
    }
    this.scan = scan;
    return scan.components;
  }

  /** The entropy-coded data of the scan whose header came last, from `start` to the marker at `end`. */
  scanData(bytes: Uint8Array, start: number, end: number): void {
    const frame = this.frame ?? refuse();
    const scan = this.scan ?? refuse();
    this.scan = null;
    if (frame.marker === 0xc2 && !this.coefficients && scan.start > 0) {
      this.coefficients = {
        nonZero: frame.components.map(({ blockWidth, blockHeight }) => new Uint32Array(blockWidth * blockHeight * 2)),
        largest: frame.components.map(() => 0),
      };
    }
    // A refinement adds its bit to coefficients up to the largest; past 16 bits the decoder reports an overflow.
    const refined = this.coefficients && scan.high > 0 && scan.start > 0 ? scan.components : [];
    for (const index of refined) {
      if (this.coefficients!.largest[index] + (1 << scan.low) > 0x7fff) refuse();
    }
    new ScanWalk(bytes, start, end, frame, scan, this, this.coefficients).run();
    for (const index of refined) this.coefficients!.largest[index] += 1 << scan.low;
    for (const index of scan.components) this.scanned.add(index);
  }

  tablesOf(scan: Scan, i: number): { dc: HuffmanTable | null; ac: HuffmanTable | null } {
    return { dc: this.dcTables[scan.dc[i]], ac: this.acTables[scan.ac[i]] };
  }

  get interval(): number {
    return this.restartInterval;
  }

  /**
   * Whether the decoder can put the image together at EOI: every component has data (a sequential frame's
   * from a scan, a progressive one's with its quantization table), and the colour transform that the
   * components' identifiers, JFIF and Adobe's segment give is one it converts.
   */
  finish(): void {
    const frame = this.frame ?? refuse();
    frame.components.forEach((component, index) => {
      if (frame.marker === 0xc2 ? !this.quantization[component.quantization] : !this.scanned.has(index)) refuse();
    });
    const ids = frame.components.map(({ id }) => id).join(",");
    if (frame.components.length === 3) {
      if (ids === "1,34,35" || ids === "114,103,98") refuse();
      if (ids !== "1,2,3" && ids !== "82,71,66" && !this.jfif && this.adobe === 2) refuse();
    }
    if (frame.components.length === 4 && this.adobe === 1) refuse();
  }
}

/** A value of `size` bits as the decoder extends it to a signed coefficient (F.2.2.1). */
function extend(value: number, size: number): number {
  return value < 1 << (size - 1) ? value - (1 << size) + 1 : value;
}

/**
 * One scan's entropy-coded data, read as the decoder's bit reader reads it: it keeps up to 64 bits,
 * refills a byte at a time to more than 56 whenever a read needs more than it has, turns 0xFF00 into
 * 0xFF, stops at a marker and reads zero bits after it. Where it refills matters, because a restart
 * point finds its marker only if a refill has reached it; so does what it refills from, which this
 * keeps in a ring of the last 16 bytes.
 */
class ScanWalk {
  private pos: number;
  private readonly ring = new Uint8Array(16);
  private pulled = 0;
  private consumed = 0;
  private marker = -1;
  /** The bits of data before the marker: the walk may not consume past them. */
  private limit = Infinity;
  private eobRun = 0;

  constructor(
    private readonly bytes: Uint8Array,
    start: number,
    private readonly end: number,
    private readonly frame: JpegFrame,
    private readonly scan: Scan,
    private readonly decoding: JpegDecoding,
    private readonly coefficients: Coefficients | null,
  ) {
    this.pos = start;
  }

  private get buffered(): number {
    return this.pulled * 8 - this.consumed;
  }

  private refill(): void {
    const { bytes } = this;
    while (this.buffered <= 56) {
      let byte = 0;
      if (this.marker < 0) {
        // The data ends with the marker at `end`; reading past it would be past the file.
        if (this.pos > this.end) refuse();
        byte = bytes[this.pos++];
        if (byte === 0xff) {
          let next = bytes[this.pos++];
          if (next !== 0) {
            while (next === 0xff) next = bytes[this.pos++];
            // "FF 00 found where marker was expected"
            if (next === 0 || next === undefined) refuse();
            this.marker = next;
            this.limit = this.pulled * 8;
            continue;
          }
        }
      }
      this.ring[this.pulled & 15] = byte;
      this.pulled++;
    }
  }

  /** The next `count` bits (at most 16), which must be buffered. */
  private peek(count: number): number {
    const at = this.consumed >>> 3;
    const { ring } = this;
    const window = (ring[at & 15] << 16) | (ring[(at + 1) & 15] << 8) | ring[(at + 2) & 15];
    return (window >>> (24 - (this.consumed & 7) - count)) & ((1 << count) - 1);
  }

  private consume(count: number): void {
    this.consumed += count;
    if (this.consumed > this.limit) refuse();
  }

  private bits(count: number): number {
    if (this.buffered < count) this.refill();
    const value = this.peek(count);
    this.consume(count);
    return value;
  }

  /** A symbol of `table` ("failed to decode huffman code" when none of up to 16 bits is a code). */
  private decode(table: HuffmanTable): number {
    if (this.buffered < 16) this.refill();
    const entry = table.lut[this.peek(8)];
    if (entry) {
      this.consume(entry >> 8);
      return entry & 0xff;
    }
    const bits = this.peek(16);
    for (let i = 8; i < 16; i++) {
      const code = bits >> (15 - i);
      if (code <= table.maxcode[i]) {
        this.consume(i + 1);
        return table.values[code + table.delta[i]];
      }
    }
    refuse();
  }

  /**
   * The decoder's shortcut for a short AC code and its value together: (value << 4) | run, the value
   * signed and never 0, or 0 when the next 8 bits hold no such pair. It consumes the value's bits even
   * when the run then ends the band, which the long way does not.
   */
  private fastAc(table: HuffmanTable): number {
    if (this.buffered < 8) this.refill();
    const peeked = this.peek(8);
    const entry = table.lut[peeked];
    const length = entry >> 8;
    const size = entry & 0x0f;
    if (entry === 0 || size === 0 || length + size > 8) return 0;
    this.consume(length + size);
    return (extend(((peeked << length) & 0xff) >> (8 - size), size) << 4) | ((entry >> 4) & 0x0f);
  }

  run(): void {
    const { frame, scan, decoding } = this;
    const components = scan.components.map((index) => frame.components[index]);
    const interleaved = components.length > 1;
    const tables = components.map((_, i) => decoding.tablesOf(scan, i));
    const [columns, rows] = interleaved ? [frame.mcuColumns, frame.mcuRows] : [components[0].blockWidth, components[0].blockHeight];
    const interval = decoding.interval;
    let left = interval;
    let expected = 0;
    for (let mcuY = 0; mcuY < rows && mcuY * 8 < frame.height; mcuY++) {
      for (let mcuX = 0; mcuX < columns && mcuX * 8 < frame.width; mcuX++) {
        if (interval > 0) {
          if (left === 0) {
            this.restart(expected);
            expected = (expected + 1) % 8;
            left = interval;
          }
          left--;
        }
        for (let i = 0; i < components.length; i++) {
          const component = components[i];
          const across = interleaved ? component.h : 1;
          const down = interleaved ? component.v : 1;
          for (let y = 0; y < down; y++) {
            for (let x = 0; x < across; x++) {
              const block = (mcuY * down + y) * component.blockWidth + mcuX * across + x;
              this.block(tables[i], scan.components[i], block);
            }
          }
        }
      }
    }
    // The decoder reads on to the marker after the last MCU.
    this.refill();
  }

  /** A restart point: the marker the reader has met must be the RSTn expected; the reader then starts afresh after it. */
  private restart(expected: number): void {
    this.refill();
    if (this.marker !== 0xd0 + expected) refuse();
    this.marker = -1;
    this.consumed = this.pulled * 8;
    this.limit = Infinity;
    this.eobRun = 0;
  }

  private block(tables: { dc: HuffmanTable | null; ac: HuffmanTable | null }, component: number, block: number): void {
    const { scan } = this;
    if (scan.high === 0) this.firstPass(tables, component, block);
    else if (scan.start === 0) this.bits(1);
    else this.refinement(tables.ac!, component, block);
  }

  /** decode_block: the DC difference, then the band's AC coefficients or an end-of-band run. */
  private firstPass(tables: { dc: HuffmanTable | null; ac: HuffmanTable | null }, component: number, block: number): void {
    const { scan } = this;
    if (scan.start === 0) {
      const category = this.decode(tables.dc!);
      // "invalid DC difference magnitude category"
      if (category > 11) refuse();
      if (category > 0) this.bits(category);
    }
    let index = Math.max(scan.start, 1);
    if (index < scan.end && this.eobRun > 0) {
      this.eobRun--;
      return;
    }
    const ac = tables.ac!;
    while (index < scan.end) {
      const fast = this.fastAc(ac);
      if (fast !== 0) {
        index += fast & 0x0f;
        if (index >= scan.end) break;
        if (this.coefficients) this.set(component, block, index, fast >> 4);
        index++;
        continue;
      }
      const symbol = this.decode(ac);
      const run = symbol >> 4;
      const size = symbol & 0x0f;
      if (size === 0) {
        if (run === ZRL) {
          index += 16;
          continue;
        }
        this.eobRun = (1 << run) - 1 + (run > 0 ? this.bits(run) : 0);
        break;
      }
      index += run;
      if (index >= scan.end) break;
      const value = extend(this.bits(size), size);
      if (this.coefficients) this.set(component, block, index, value);
      index++;
    }
  }

  /**
   * A progressive first pass writes `value` shifted by the scan's low bit into the coefficient at
   * zigzag position `index`: the refinements that follow read a bit for each coefficient that is not zero.
   */
  private set(component: number, block: number, index: number, value: number): void {
    const coefficients = this.coefficients!;
    const coefficient = ((value << this.scan.low) << 16) >> 16;
    const word = block * 2 + (index >> 5);
    const bit = 1 << (index & 31);
    const nonZero = coefficients.nonZero[component];
    if (coefficient === 0) nonZero[word] &= ~bit;
    else nonZero[word] |= bit;
    coefficients.largest[component] = Math.max(coefficients.largest[component], Math.abs(coefficient));
  }

  /**
   * decode_block_successive_approximation for an AC band: each coefficient already not zero gets a
   * correction bit, and new ones of ±1 at the scan's bit come after runs of zeros. The decoder refuses a
   * symbol of another size ("unexpected huffman code") and a correction past 16 bits ("Coefficient
   * overflow"); the second is refused here before the scan whenever the largest coefficient could reach it.
   */
  private refinement(ac: HuffmanTable, component: number, block: number): void {
    const { scan } = this;
    const coefficients = this.coefficients!;
    const nonZero = coefficients.nonZero[component];
    if (this.eobRun > 0) {
      this.eobRun--;
      this.refine(nonZero, block, scan.start, 64);
      return;
    }
    let index = scan.start;
    while (index < scan.end) {
      const symbol = this.decode(ac);
      const run = symbol >> 4;
      const size = symbol & 0x0f;
      let zeros = run;
      let value = false;
      if (size === 0) {
        if (run !== ZRL) {
          this.eobRun = (1 << run) - 1 + (run > 0 ? this.bits(run) : 0);
          zeros = 64;
        }
      } else if (size === 1) {
        this.bits(1);
        value = true;
      } else {
        refuse();
      }
      index = this.refine(nonZero, block, index, zeros);
      if (value) nonZero[block * 2 + (index >> 5)] |= 1 << (index & 31);
      index++;
    }
  }

  /** refine_non_zeroes: from zigzag position `from` to the band's end, a bit per coefficient not zero, until `zeros` + 1 zeros are passed. */
  private refine(nonZero: Uint32Array, block: number, from: number, zeros: number): number {
    const last = this.scan.end - 1;
    for (let i = from; i <= last; i++) {
      if (nonZero[block * 2 + (i >> 5)] & (1 << (i & 31))) this.bits(1);
      else if (zeros-- === 0) return i;
    }
    return last;
  }
}
