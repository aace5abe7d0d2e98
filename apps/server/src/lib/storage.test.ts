import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padded, refused, samples, webm } from '../test/sample-files.js';
import { sniff, SNIFF_BYTES } from './file-kinds.js';
import { LocalDiskStorage } from './storage.js';

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no such file');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('the kind of a file, by its first bytes', () => {
  it.each(samples.map((s) => [s.label, s] as const))('knows %s', (_, sample) => {
    expect(sniff(sample.bytes)).toEqual({ kind: sample.kind, type: sample.type, ext: sample.ext });
  });

  it.each(refused.map((r) => [r.label, r.bytes] as const))('takes no %s', (_, bytes) => {
    expect(sniff(bytes)).toBeNull();
  });

  it('calls a WebM whose track list lies past what was read a video, as browsers do', () => {
    const audio = webm([2]);
    // Cut inside the track list: the tracks are not all there.
    expect(sniff(audio.subarray(0, audio.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b])) + 4))).toMatchObject({
      kind: 'video',
      type: 'video/webm',
    });
  });

  it('needs no more than SNIFF_BYTES, and ignores what follows', () => {
    const pdf = samples.find((s) => s.kind === 'pdf')!.bytes;
    expect(sniff(padded(pdf, SNIFF_BYTES))).toMatchObject({ kind: 'pdf' });
    expect(sniff(Buffer.alloc(3))).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });
});

describe('the local disk store', () => {
  let dir: string;
  let store: LocalDiskStorage;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
    store = await LocalDiskStorage.create(path.join(dir, 'uploads'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const incoming = () => fs.readdirSync(path.join(store.dir, '.incoming'));

  it('streams a file in under a random name with its ending, and reads it back whole or in part', async () => {
    const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));
    // In small chunks, as a request body arrives.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 16_384) }, (_, i) =>
      bytes.subarray(i * 16_384, (i + 1) * 16_384),
    );
    const { name, size } = await store.put(Readable.from(chunks), { extension: 'mp4' });
    expect(name).toMatch(/^[a-f0-9]{32}\.mp4$/);
    expect(size).toBe(bytes.length);
    expect(await store.stat(name)).toMatchObject({ name, size: bytes.length });
    expect((await readAll(await store.open(name))).equals(bytes)).toBe(true);
    expect((await readAll(await store.open(name, { start: 1000, end: 1999 }))).equals(bytes.subarray(1000, 2000))).toBe(
      true,
    );
    expect(incoming()).toEqual([]);
    const listed = [];
    for await (const file of store.list()) listed.push(file.name);
    expect(listed).toContain(name);
    await store.remove(name);
    expect(await store.stat(name)).toBeNull();
    expect(await store.open(name)).toBeNull();
    await store.remove(name);
  });

  it('leaves nothing when the stream fails part way', async () => {
    const before = fs.readdirSync(store.dir);
    async function* failing() {
      yield Buffer.alloc(100_000, 1);
      throw new Error('the client went away');
    }
    await expect(store.put(Readable.from(failing()), { extension: 'pdf' })).rejects.toThrow('the client went away');
    expect(fs.readdirSync(store.dir)).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it('reads, lists and deletes only names it gives', async () => {
    fs.writeFileSync(path.join(store.dir, 'notes.txt'), 'kept');
    for (const name of ['../notes.txt', 'notes.txt', '/etc/passwd', `${'a'.repeat(32)}.png/..`]) {
      expect(await store.stat(name)).toBeNull();
      expect(await store.open(name)).toBeNull();
      await store.remove(name);
    }
    const listed = [];
    for await (const file of store.list()) listed.push(file.name);
    expect(listed).not.toContain('notes.txt');
    expect(fs.existsSync(path.join(store.dir, 'notes.txt'))).toBe(true);
    await expect(store.put(Readable.from([Buffer.from('x')]), { extension: '../x' })).rejects.toThrow();
  });

  it('deletes what incomplete uploads left before a time, and nothing newer', async () => {
    const leftover = path.join(store.dir, '.incoming', 'crashed.part');
    fs.writeFileSync(leftover, 'half');
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(leftover, hourAgo, hourAgo);
    const fresh = path.join(store.dir, '.incoming', 'arriving.part');
    fs.writeFileSync(fresh, 'half');
    expect(await store.removeIncomplete(new Date(Date.now() - 60_000))).toBe(1);
    expect(incoming()).toEqual(['arriving.part']);
    fs.rmSync(fresh);
  });
});
