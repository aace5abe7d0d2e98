import { uploadExtensions, type UploadKind, type UploadType } from '@dashboard/contracts';

/** What the first bytes of a file say it is: its kind, its media type and the ending its stored name gets. */
export interface FileKind {
  kind: UploadKind;
  type: UploadType;
  ext: (typeof uploadExtensions)[number];
}

/**
 * How many of a file's first bytes are read before its kind is decided. Every
 * signature sits in the first few bytes but a WebM's: whether it is audio or
 * video is said by its track list, which follows the header and the
 * segment's index (a few kilobytes at most).
 */
export const SNIFF_BYTES = 64 * 1024;

const ascii = (b: Buffer, at: number, length: number) => b.toString('latin1', at, at + length);
const startsWith = (b: Buffer, bytes: readonly number[], at = 0) => bytes.every((x, i) => b[at + i] === x);

/** An MPEG audio frame header (MP3: MPEG-1, 2 or 2.5, layer III) at `at`. */
function mp3Frame(b: Buffer, at: number): boolean {
  if (b.length < at + 4 || b[at] !== 0xff || (b[at + 1]! & 0xe0) !== 0xe0) return false;
  const version = (b[at + 1]! >> 3) & 3; // 01 is reserved
  const layer = (b[at + 1]! >> 1) & 3; // 01 is layer III
  const bitrate = b[at + 2]! >> 4; // 1111 is invalid
  const rate = (b[at + 2]! >> 2) & 3; // 11 is reserved
  return version !== 1 && layer === 1 && bitrate !== 15 && rate !== 3;
}

/** An ADTS frame header (raw AAC): a 12-bit sync word, then layer 00. */
function adtsFrame(b: Buffer, at: number): boolean {
  return b.length >= at + 7 && b[at] === 0xff && (b[at + 1]! & 0xf6) === 0xf0 && ((b[at + 2]! >> 2) & 0xf) < 13;
}

/** MP3 or AAC after an ID3v2 tag, when the tag ends within what was read (a tag with cover art may not). */
function afterId3(b: Buffer): FileKind {
  // The tag's size is four 7-bit bytes ("syncsafe"), after the 10-byte header; a footer adds 10.
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  const at = 10 + size + (b[5]! & 0x10 ? 10 : 0);
  if (adtsFrame(b, at)) return { kind: 'audio', type: 'audio/aac', ext: 'aac' };
  return { kind: 'audio', type: 'audio/mpeg', ext: 'mp3' };
}

/** ISO base media (`ftyp`) brands of video files: MP4, its relatives and QuickTime. */
const videoBrands = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'av01',
  'hvc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'f4v ',
  'mmp4',
  'MSNV',
  'XAVC',
  '3gp4',
  '3gp5',
  '3gp6',
  '3gp7',
  '3g2a',
]);
const audioBrands = new Set(['M4A ', 'M4B ', 'F4A ']);
/** The first atoms of a QuickTime movie written before `ftyp` existed. */
const quickTimeAtoms = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

function isoMedia(b: Buffer): FileKind | null {
  const box = ascii(b, 4, 4);
  if (box !== 'ftyp') return quickTimeAtoms.has(box) ? { kind: 'video', type: 'video/quicktime', ext: 'mov' } : null;
  const brand = ascii(b, 8, 4);
  if (brand === 'qt  ') return { kind: 'video', type: 'video/quicktime', ext: 'mov' };
  if (audioBrands.has(brand)) return { kind: 'audio', type: 'audio/mp4', ext: 'm4a' };
  if (videoBrands.has(brand)) return { kind: 'video', type: 'video/mp4', ext: 'mp4' };
  return null; // HEIF, AVIF, JPEG 2000 … are not taken
}

/** Ogg: Opus, Vorbis or FLAC audio (a Theora video or anything else is not taken). */
function ogg(b: Buffer): FileKind | null {
  // The first page's header is 27 bytes and a segment table as long as its byte 26 says.
  const at = 27 + (b[26] ?? 0);
  if (ascii(b, at, 8) === 'OpusHead' || ascii(b, at, 7) === '\x01vorbis' || ascii(b, at, 5) === '\x7fFLAC') {
    return { kind: 'audio', type: 'audio/ogg', ext: 'ogg' };
  }
  return null;
}

// EBML (Matroska/WebM) element ids, with their length marker bits, as they are written.
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;

/** An EBML variable-length integer at `at`: its value (marker removed unless `keepMarker`) and its length. */
function vint(b: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23; // 1 for 1xxxxxxx … 8 for 00000001
  if (at + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) unknown = false;
  }
  // All ones: a size "unknown" (a live recording's segment), read as running to the end.
  return { value: !keepMarker && unknown ? Infinity : value, length };
}

/** The elements between `from` and `to`, as far as `b` holds them. */
function* elements(b: Buffer, from: number, to: number) {
  let at = from;
  while (at < Math.min(to, b.length)) {
    const id = vint(b, at, true);
    if (!id) return;
    const size = vint(b, at + id.length, false);
    if (!size) return;
    const start = at + id.length + size.length;
    const end = start + size.value;
    yield { id: id.value, start, end };
    if (!Number.isFinite(end)) return;
    at = end;
  }
}

/**
 * A WebM's kind: its header's DocType must say `webm` (other Matroska files
 * are not taken); then a track of type 1 makes it a video, tracks of type 2
 * alone make it audio. When the track list is not within what was read, it is
 * taken as a video (the larger limit), as browsers label WebM.
 */
function webm(b: Buffer): FileKind | null {
  const header = elements(b, 0, b.length).next();
  if (header.done || header.value.id !== EBML) return null;
  let docType = '';
  for (const e of elements(b, header.value.start, header.value.end)) {
    if (e.id === DOC_TYPE) docType = b.toString('latin1', e.start, Math.min(e.end, b.length)).replace(/\0+$/, '');
  }
  if (docType !== 'webm') return null;
  const video: FileKind = { kind: 'video', type: 'video/webm', ext: 'webm' };
  for (const top of elements(b, header.value.end, b.length)) {
    if (top.id !== SEGMENT) continue;
    for (const child of elements(b, top.start, top.end)) {
      if (child.id === CLUSTER) return video;
      if (child.id !== TRACKS) continue;
      const types = new Set<number>();
      for (const entry of elements(b, child.start, child.end)) {
        if (entry.id !== TRACK_ENTRY) continue;
        for (const field of elements(b, entry.start, entry.end)) {
          const length = field.end - field.start;
          if (field.id === TRACK_TYPE && length >= 1 && length <= 6 && field.end <= b.length) {
            types.add(b.readUIntBE(field.start, length));
          }
        }
      }
      return types.size && !types.has(1) && types.has(2) ? { kind: 'audio', type: 'audio/webm', ext: 'webm' } : video;
    }
    return video;
  }
  return video;
}

/**
 * What a file is, by its first bytes (`SNIFF_BYTES` of them, or all of a
 * shorter file), never by its name or the type a client claims; null for
 * anything the dashboard does not take.
 */
export function sniff(b: Buffer): FileKind | null {
  if (b.length < 4) return null;
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: 'image', type: 'image/png', ext: 'png' };
  }
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { kind: 'image', type: 'image/jpeg', ext: 'jpg' };
  if (ascii(b, 0, 4) === 'RIFF') {
    const form = ascii(b, 8, 4);
    if (form === 'WEBP') return { kind: 'image', type: 'image/webp', ext: 'webp' };
    if (form === 'WAVE') return { kind: 'audio', type: 'audio/wav', ext: 'wav' };
    return null;
  }
  if (ascii(b, 0, 5) === '%PDF-') return { kind: 'pdf', type: 'application/pdf', ext: 'pdf' };
  if (ascii(b, 0, 4) === 'OggS') return ogg(b);
  if (b.readUInt32BE(0) === EBML) return webm(b);
  const iso = b.length >= 12 ? isoMedia(b) : null;
  if (iso) return iso;
  if (ascii(b, 0, 3) === 'ID3' && b.length >= 10 && b[3]! >= 2 && b[3]! <= 4) return afterId3(b);
  if (adtsFrame(b, 0)) return { kind: 'audio', type: 'audio/aac', ext: 'aac' };
  if (mp3Frame(b, 0)) return { kind: 'audio', type: 'audio/mpeg', ext: 'mp3' };
  return null;
}
