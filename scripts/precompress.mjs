#!/usr/bin/env node
// `node scripts/precompress.mjs <dir>`: writes FILE.br (brotli, best quality)
// and FILE.gz (gzip level 9) beside every text asset larger than 1 KiB under
// <dir>, so the server can send them as they are. Fonts (woff, woff2) and
// images other than SVG are compressed already and are left alone. A variant
// that would not be smaller than the original is not written (and an old one
// is removed), so a server never prefers a bigger file.
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.map']);
const MIN_BYTES = 1024;

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/precompress.mjs <dir>');
  process.exit(2);
}

async function* walk(path) {
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function writeIfSmaller(target, data, originalSize) {
  if (data.length < originalSize) {
    await writeFile(target, data);
    return data.length;
  }
  await rm(target, { force: true });
  return originalSize;
}

async function compress(file) {
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: 9 }),
  ]);
  return {
    size: source.length,
    br: await writeIfSmaller(`${file}.br`, br, source.length),
    gz: await writeIfSmaller(`${file}.gz`, gzipped, source.length),
  };
}

const started = Date.now();
try {
  if (!(await stat(dir)).isDirectory()) throw new Error('not a directory');
} catch (error) {
  console.error(`precompress: cannot read directory ${dir}: ${error.message}`);
  process.exit(1);
}

const files = [];
for await (const file of walk(dir)) {
  if (!EXTENSIONS.has(extname(file).toLowerCase())) continue;
  if ((await stat(file)).size <= MIN_BYTES) continue;
  files.push(file);
}

// zlib's async calls run on libuv's thread pool; a few at a time keep it busy
// without holding every file in memory at once.
const totals = { size: 0, br: 0, gz: 0 };
const queue = [...files];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      try {
        const r = await compress(file);
        totals.size += r.size;
        totals.br += r.br;
        totals.gz += r.gz;
      } catch (error) {
        console.error(`precompress: ${relative(process.cwd(), file)}: ${error.message}`);
        process.exitCode = 1;
      }
    }
  }),
);

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `precompress: ${files.length} files in ${dir}, ${kib(totals.size)} -> br ${kib(totals.br)}, gz ${kib(totals.gz)} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
