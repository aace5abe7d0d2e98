import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file as the store knows it. */
export interface StoredFile {
  name: string;
  /** Bytes. */
  size: number;
  /** When it was stored: the sweep spares a file younger than its grace period. */
  modifiedAt: Date;
}

/** Bytes `start` to `end` of a file, both included (as HTTP's `Range: bytes=start-end` says). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files are kept. Narrow on purpose: a stream in, a stream
 * out, a size, a delete and a listing, so that an S3-compatible store (a
 * multipart upload, a ranged GET, HEAD, DELETE, ListObjectsV2, aborting
 * stale multipart uploads) fits behind it. It knows nothing of kinds,
 * limits, owners or the database: `modules/uploads` does.
 */
export interface Storage {
  /**
   * Streams `source` into a new file named with 128 random bits and
   * `extension`; the file appears under its name only once complete. When
   * `source` fails (a limit, a client gone) nothing is left and its error is
   * thrown.
   */
  put(source: Readable, options: { extension: string }): Promise<{ name: string; size: number }>;
  /** The file's bytes, or the range's; null when there is no such file. */
  open(name: string, range?: ByteRange): Promise<Readable | null>;
  stat(name: string): Promise<StoredFile | null>;
  /** Deletes the file; nothing happens when there is none. */
  remove(name: string): Promise<void>;
  /** Every complete file (for the sweep). */
  list(): AsyncIterable<StoredFile>;
  /** Deletes what incomplete uploads left behind (a crash mid-upload) that began before `before`; answers how many. */
  removeIncomplete(before: Date): Promise<number>;
}

/** The names `put` gives: 32 hex digits and an ending. Nothing else is read, listed or deleted. */
const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

/** Files being written live here, in the same file system, so the rename that publishes one is atomic. */
const INCOMING = '.incoming';

/**
 * The store on local disk: a folder (`UPLOADS_DIR`, `data/uploads` by
 * default). A file is written to `.incoming/` as it arrives, with
 * backpressure, so memory holds a chunk or two whatever its size; it is
 * flushed to disk and renamed into place when complete, and deleted when not.
 */
export class LocalDiskStorage implements Storage {
  private readonly incoming: string;

  private constructor(readonly dir: string) {
    this.incoming = path.join(dir, INCOMING);
  }

  /** The store over `dir`, which is made (with its `.incoming/`) when missing. */
  static async create(dir: string): Promise<LocalDiskStorage> {
    const store = new LocalDiskStorage(path.resolve(dir));
    await fs.mkdir(store.incoming, { recursive: true });
    return store;
  }

  private pathOf(name: string): string | null {
    return STORED_NAME.test(name) ? path.join(this.dir, name) : null;
  }

  async put(source: Readable, { extension }: { extension: string }) {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    if (!STORED_NAME.test(name)) throw new Error(`storage: the ending ${JSON.stringify(extension)} is not one`);
    const temp = path.join(this.incoming, `${randomBytes(16).toString('hex')}.part`);
    let size = 0;
    try {
      await pipeline(
        source,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            size += chunk.length;
            yield chunk;
          }
        },
        // `flush`: on disk before it is renamed into place, so a name never shows a torn file.
        createWriteStream(temp, { flags: 'wx', flush: true }),
      );
      await fs.rename(temp, path.join(this.dir, name));
    } catch (err) {
      await fs.rm(temp, { force: true });
      throw err;
    }
    return { name, size };
  }

  async open(name: string, range?: ByteRange): Promise<Readable | null> {
    const file = this.pathOf(name);
    if (!file) return null;
    const handle = await fs.open(file, 'r').catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
    // The stream closes the handle when it ends or is destroyed (a client that went away).
    return handle?.createReadStream(range ? { start: range.start, end: range.end } : {}) ?? null;
  }

  async stat(name: string): Promise<StoredFile | null> {
    const file = this.pathOf(name);
    if (!file) return null;
    const stat = await fs.stat(file).catch(() => null);
    return stat?.isFile() ? { name, size: stat.size, modifiedAt: stat.mtime } : null;
  }

  async remove(name: string): Promise<void> {
    const file = this.pathOf(name);
    if (file) await fs.rm(file, { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    for await (const entry of await fs.opendir(this.dir)) {
      if (!entry.isFile() || !STORED_NAME.test(entry.name)) continue;
      const found = await this.stat(entry.name);
      if (found) yield found;
    }
  }

  async removeIncomplete(before: Date): Promise<number> {
    let removed = 0;
    for await (const entry of await fs.opendir(this.incoming)) {
      const file = path.join(this.incoming, entry.name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtime < before) {
        await fs.rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
  }
}
