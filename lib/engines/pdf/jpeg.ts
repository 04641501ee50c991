/**
 * What Compress PDF needs to know of a JPEG (a PDF's DCTDecode stream) without decoding it: its size and components
 * from the frame header, and a copy without the segments a PDF reader ignores but a browser's decoder would act on.
 * A PDF draws a JPEG in the colour space its image dictionary names and never turns it by an EXIF orientation, so the
 * EXIF (APP1) and ICC profile (APP2) segments are taken out before the browser decodes it; JFIF (APP0) and Adobe
 * (APP14, which says whether the data is YCbCr) stay.
 */

export interface JpegFrame {
  width: number;
  height: number;
  components: number;
  /** Bits per sample: 8 for nearly every JPEG; 12 in some medical and camera files. */
  precision: number;
  /** Arithmetic coding (SOF9–SOF15), which browsers do not decode. */
  arithmetic: boolean;
}

const isFrameMarker = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;
/** Markers that stand alone, with no length after them. */
const standsAlone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd8);

interface Segment {
  marker: number;
  /** Where the segment starts (its first 0xFF), where its payload starts (after the length) and where it ends. */
  start: number;
  payload: number;
  end: number;
}

/** The segments before the scan data, in order; null when the bytes are not a JPEG or end early. */
function segments(bytes: Uint8Array): { list: Segment[]; scanAt: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const list: Segment[] = [];
  let at = 2;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    let marker = bytes[at + 1]!;
    let start = at;
    // Fill bytes: any number of 0xFF before a marker.
    while (marker === 0xff && start + 2 < bytes.length) {
      start++;
      marker = bytes[start + 1]!;
    }
    if (standsAlone(marker)) {
      at = start + 2;
      continue;
    }
    if (start + 3 >= bytes.length) return null;
    const length = (bytes[start + 2]! << 8) | bytes[start + 3]!;
    const end = start + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (marker === 0xda) return { list, scanAt: at };
    list.push({ marker, start: at, payload: start + 4, end });
    at = end;
  }
  return null;
}

export function readJpegFrame(bytes: Uint8Array): JpegFrame | null {
  const found = segments(bytes);
  const frame = found?.list.find((s) => isFrameMarker(s.marker));
  if (!frame) return null;
  const p = (n: number) => bytes[frame.payload + n] ?? 0;
  return {
    precision: p(0),
    height: (p(1) << 8) | p(2),
    width: (p(3) << 8) | p(4),
    components: p(5),
    arithmetic: frame.marker >= 0xc9,
  };
}

/** The JPEG without its EXIF, XMP, ICC and comment segments (APP1–APP13, APP15, COM); null when it is no JPEG. */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  const found = segments(bytes);
  if (!found) return null;
  const drop = (m: number) => (m >= 0xe1 && m <= 0xed) || m === 0xef || m === 0xfe;
  const kept = found.list.filter((s) => !drop(s.marker));
  if (kept.length === found.list.length) return bytes;
  const size = 2 + kept.reduce((sum, s) => sum + s.end - s.start, 0) + (bytes.length - found.scanAt);
  const out = new Uint8Array(size);
  out[0] = 0xff;
  out[1] = 0xd8;
  let to = 2;
  for (const s of kept) {
    out.set(bytes.subarray(s.start, s.end), to);
    to += s.end - s.start;
  }
  out.set(bytes.subarray(found.scanAt), to);
  return out;
}
