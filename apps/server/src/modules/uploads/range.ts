import type { ByteRange } from '../../lib/storage.js';

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): one
 * range (`bytes=0-499`, `bytes=500-`, `bytes=-500`, an end past the file
 * read as the file's end), `unsatisfiable` (416: it starts past the end, or
 * ends before it starts), or null: no header, or one this server answers
 * with the whole file, as the RFC allows (several ranges, another unit,
 * another syntax).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const m = /^bytes=(\d*)-(\d*)$/i.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    // The last n bytes.
    const n = Number(m[2]);
    return n === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
