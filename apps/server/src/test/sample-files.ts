import type { UploadKind, UploadType } from '@dashboard/contracts';

/**
 * The smallest files of each kind the uploads take, made from their
 * signatures (what the server reads) and filler: enough for the sniffing,
 * the limits and the ranges, not for a player.
 */

const ascii = (s: string) => Buffer.from(s, 'latin1');
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** An EBML element: its id (with its marker bits), its size as an 8-byte vint, its content. */
function ebml(id: number[], ...content: Buffer[]) {
  const body = Buffer.concat(content);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(0x01000000, 0);
  size.writeUInt32BE(body.length, 4);
  return Buffer.concat([Buffer.from(id), size, body]);
}

/** A WebM (or another Matroska `docType`) with the tracks of `types` (1 video, 2 audio), then a cluster. */
export function webm(types: number[], docType = 'webm'): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], ascii(docType)));
  const tracks = ebml(
    [0x16, 0x54, 0xae, 0x6b],
    ...types.map((type, i) => ebml([0xae], ebml([0xd7], Buffer.from([i + 1])), ebml([0x83], Buffer.from([type])))),
  );
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(64, 7));
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], info, tracks, cluster)]);
}

/** An ISO base media file (MP4, M4A, MOV) with `brand`. */
const isoMedia = (brand: string) =>
  Buffer.concat([u32be(24), ascii('ftyp'), ascii(brand), u32be(0), ascii(brand), ascii('isom'), Buffer.alloc(64, 3)]);

/** A RIFF file of `form` (WAVE, WEBP). */
const riff = (form: string, chunk: string) =>
  Buffer.concat([ascii('RIFF'), u32le(4 + 8 + 16), ascii(form), ascii(chunk), u32le(16), Buffer.alloc(16, 1)]);

/** One Ogg page holding `packet`. */
const ogg = (packet: Buffer) =>
  Buffer.concat([ascii('OggS'), Buffer.from([0, 2]), Buffer.alloc(20), Buffer.from([1, packet.length]), packet]);

export interface SampleFile {
  label: string;
  bytes: Buffer;
  kind: UploadKind;
  type: UploadType;
  ext: string;
}

/** One file of every format taken, with what the server must call it. */
export const samples: SampleFile[] = [
  { label: 'PNG', bytes: PNG, kind: 'image', type: 'image/png', ext: 'png' },
  {
    label: 'JPEG',
    bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]), ascii('JFIF\0'), Buffer.alloc(64, 2)]),
    kind: 'image',
    type: 'image/jpeg',
    ext: 'jpg',
  },
  { label: 'WebP', bytes: riff('WEBP', 'VP8 '), kind: 'image', type: 'image/webp', ext: 'webp' },
  {
    label: 'MP3 (a frame)',
    bytes: Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, 0)]),
    kind: 'audio',
    type: 'audio/mpeg',
    ext: 'mp3',
  },
  {
    label: 'MP3 (an ID3 tag)',
    bytes: Buffer.concat([
      ascii('ID3'),
      Buffer.from([3, 0, 0, 0, 0, 0, 4]),
      ascii('TIT2'),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.alloc(64),
    ]),
    kind: 'audio',
    type: 'audio/mpeg',
    ext: 'mp3',
  },
  {
    label: 'AAC (ADTS)',
    bytes: Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), Buffer.alloc(64, 1)]),
    kind: 'audio',
    type: 'audio/aac',
    ext: 'aac',
  },
  { label: 'M4A', bytes: isoMedia('M4A '), kind: 'audio', type: 'audio/mp4', ext: 'm4a' },
  {
    label: 'OGG Opus',
    bytes: ogg(Buffer.concat([ascii('OpusHead'), Buffer.from([1, 2, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0])])),
    kind: 'audio',
    type: 'audio/ogg',
    ext: 'ogg',
  },
  {
    label: 'OGG Vorbis',
    bytes: ogg(Buffer.concat([ascii('\x01vorbis'), Buffer.alloc(23, 1)])),
    kind: 'audio',
    type: 'audio/ogg',
    ext: 'ogg',
  },
  { label: 'WAV', bytes: riff('WAVE', 'fmt '), kind: 'audio', type: 'audio/wav', ext: 'wav' },
  { label: 'WebM audio', bytes: webm([2]), kind: 'audio', type: 'audio/webm', ext: 'webm' },
  {
    label: 'PDF',
    bytes: ascii('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    kind: 'pdf',
    type: 'application/pdf',
    ext: 'pdf',
  },
  { label: 'MP4', bytes: isoMedia('isom'), kind: 'video', type: 'video/mp4', ext: 'mp4' },
  { label: 'WebM video', bytes: webm([1, 2]), kind: 'video', type: 'video/webm', ext: 'webm' },
  { label: 'MOV', bytes: isoMedia('qt  '), kind: 'video', type: 'video/quicktime', ext: 'mov' },
];

/** Files of no kind taken: the server must refuse each (415). */
export const refused: { label: string; bytes: Buffer }[] = [
  { label: 'text', bytes: ascii('<script>alert(1)</script>') },
  { label: 'GIF', bytes: Buffer.concat([ascii('GIF89a'), Buffer.alloc(32)]) },
  { label: 'ZIP', bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(32)]) },
  { label: 'AVIF (an ftyp image)', bytes: isoMedia('avif') },
  { label: 'Matroska (not WebM)', bytes: webm([1], 'matroska') },
  { label: 'AVI', bytes: riff('AVI ', 'LIST') },
  { label: 'Ogg Theora', bytes: ogg(Buffer.concat([ascii('\x80theora'), Buffer.alloc(16)])) },
];

/** `bytes` padded with zeros to `size` bytes (a large file of a kind: its signature first). */
export const padded = (bytes: Buffer, size: number) =>
  Buffer.concat([bytes, Buffer.alloc(Math.max(0, size - bytes.length))]);

/** A `multipart/form-data` body with one file field. */
export function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
