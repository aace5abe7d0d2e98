import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, uploadNameSchema, type Upload } from '@dashboard/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';

const kinds = [
  {
    type: 'image/png',
    ext: 'png',
    magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', ext: 'jpg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    ext: 'webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The type of an image, by its first bytes, not by what the client claims. */
export function sniffImage(bytes: Buffer) {
  return kinds.find((k) => k.magic(bytes)) ?? null;
}

/** Keeps an image under a random name in the uploads folder. */
export async function storeImage(dir: string, bytes: Buffer): Promise<Upload> {
  if (bytes.length === 0) throw AppError.field(400, 'file', 'upload.missing');
  if (bytes.length > IMAGE_MAX_BYTES) throw AppError.field(413, 'file', 'upload.size');
  const kind = sniffImage(bytes);
  if (!kind) throw AppError.field(415, 'file', 'upload.type');
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return { name, url: `/api/v1/uploads/${name}`, size: bytes.length, type: kind.type };
}

/** Checks that a name an entity refers to is an upload that exists; answers 400 on `field` otherwise. */
export async function assertUploaded(dir: string, name: string | null | undefined, field = 'photo'): Promise<void> {
  if (name === null || name === undefined) return;
  if (!uploadNameSchema.safeParse(name).success) throw AppError.field(400, field, 'validation.invalid');
  try {
    await fs.access(path.join(dir, name));
  } catch {
    throw AppError.field(400, field, 'upload.missing');
  }
}

export function contentTypeOf(name: string): string {
  return kinds.find((k) => name.endsWith(`.${k.ext}`))?.type ?? 'application/octet-stream';
}

/**
 * Deletes the files of photos that were replaced or removed, or whose record
 * was deleted, once no user refers to them any more (the same upload may be
 * given to two records). Call it after the change is committed: a file goes
 * only when nothing can point at it again.
 */
export async function releaseUploads(
  db: Kysely<Database>,
  dir: string,
  names: readonly (string | null | undefined)[],
): Promise<void> {
  const candidates = [...new Set(names)].filter(
    (n): n is string => typeof n === 'string' && uploadNameSchema.safeParse(n).success,
  );
  if (!candidates.length) return;
  const used = await db.selectFrom('users').select('photo').where('photo', 'in', candidates).execute();
  const stillUsed = new Set(used.map((r) => r.photo));
  for (const name of candidates) {
    if (stillUsed.has(name)) continue;
    await fs.rm(path.join(dir, name), { force: true });
  }
}
