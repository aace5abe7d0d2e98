// `npm run bench:uploads` (and the end of `npm run bench`): an upload of a large video over real HTTP
// while other requests run. The real server (`server.ts`) runs in a process of its own on a fresh
// SQLite file with the demo data; the video (an MP4 signature, then zeros: `--upload-mb`, 1024 unless
// told, within the default UPLOAD_VIDEO_MAX_BYTES) is made on the fly as a stream, so the client
// holds no more of it than the server should. Meanwhile 4 clients ask for the teachers' page one
// again and again. Reported: the upload's time and rate; the server's resident memory before, its
// peak during (VmHWM, reset at the start) and after; the other requests' p50, p95 and max, and the
// same requests with no upload running, for comparison; and a 100 MB "image" refused at its 5 MB
// limit: how much of it the client had sent when the 413 came. Measured, never asserted in a test.
// `--alone` sends the video with no other clients (what the upload itself costs in memory);
// `--write` replaces the `uploads` section of docs/benchmarks.md.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as prettier from 'prettier';
import { repoRoot } from '../apps/server/src/config.js';
import { startServer, stopServer } from './bench-server.js';

const args = process.argv.slice(2);
const at = args.indexOf('--upload-mb');
const uploadMb = at >= 0 ? Number(args[at + 1]) : 1024;
if (!Number.isInteger(uploadMb) || uploadMb < 1 || uploadMb > 1024) throw new Error('--upload-mb needs 1 to 1024');
const MB = 1024 * 1024;

/** The server's resident memory now, or at its peak since the last reset, in MB (Linux; NaN elsewhere). */
function rss(pid: number, which: 'VmRSS' | 'VmHWM', reset = false): number {
  try {
    if (reset) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const m = new RegExp(`${which}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** An MP4 of `size` bytes: `ftyp isom`, then zeros, a megabyte at a time (one buffer, reused). */
function* video(size: number) {
  const head = Buffer.alloc(MB);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\0\0isommp42', 'latin1')]).copy(head);
  const zeros = Buffer.alloc(MB);
  let left = size;
  let first = true;
  while (left > 0) {
    const chunk = first ? head : zeros;
    first = false;
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= chunk.length;
  }
}

/** A PNG signature, then zeros: an "image" of `size` bytes. */
function* image(size: number) {
  const chunk = Buffer.alloc(MB);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(chunk);
  for (let left = size; left > 0; left -= MB) yield left >= MB ? chunk : chunk.subarray(0, left);
}

/**
 * Sends `file` (`size` bytes) as the multipart field `file` to POST /uploads, streamed with
 * backpressure, and answers the status, the body and how many bytes of the file were sent by then.
 */
function upload(base: string, token: string, size: number, file: Iterable<Buffer>) {
  const boundary = '----bench-upload';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  let sent = 0;
  return new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
    const req = http.request(`${base}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + tail.length,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), sent }));
    });
    // An early answer (413) ends the connection while the body is still going: that is the point.
    req.on('error', (err) => (sent < size ? undefined : reject(err)));
    const body = Readable.from(
      (function* () {
        yield head;
        for (const chunk of file) {
          sent += chunk.length;
          yield chunk;
        }
        yield tail;
      })(),
    );
    pipeline(body, req).catch(() => undefined);
  });
}

/** `clients` clients each asking for `url` one request at a time while `busy()` holds; their latencies. */
async function others(url: string, headers: Record<string, string>, clients: number, busy: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const client = async () => {
    while (busy()) {
      const t = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) errors++;
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;
  return { count: latencies.length, p50: q(0.5), p95: q(0.95), max: latencies.at(-1) ?? NaN, errors };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upload-'));
const uploadsDir = path.join(dir, 'uploads');
const { base, child } = await startServer({
  DATABASE_URL: `file:${path.join(dir, 'bench.sqlite')}`,
  UPLOADS_DIR: uploadsDir,
  SEED_DEMO: '1',
  RATE_LIMIT_PER_MINUTE: '1000000000',
});
const pid = child.pid!;
let report: string;
try {
  const login = await fetch(`${base}/api/v1/login-phone`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '01000000001', password: 'Demo@12345' }),
  });
  if (!login.ok) throw new Error(`bench sign-in failed: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const page = `${base}/api/v1/teachers?page=1&pageSize=20`;
  for (let i = 0; i < 50; i++) await (await fetch(page, { headers })).arrayBuffer();

  // The same requests with nothing else running, for 5 s: their latencies and what they cost in memory.
  rss(pid, 'VmHWM', true);
  const quietUntil = performance.now() + 5000;
  const quiet = await others(page, headers, 4, () => performance.now() < quietUntil);
  const quietPeak = rss(pid, 'VmHWM');

  const before = rss(pid, 'VmRSS');
  rss(pid, 'VmHWM', true);
  let uploading = true;
  let sampled = before;
  const sampler = setInterval(() => (sampled = Math.max(sampled, rss(pid, 'VmRSS'))), 100);
  const started = performance.now();
  const running = others(page, headers, args.includes('--alone') ? 0 : 4, () => uploading);
  const size = uploadMb * MB;
  const answer = await upload(base, token, size, video(size)).finally(() => (uploading = false));
  const seconds = (performance.now() - started) / 1000;
  const during = await running;
  clearInterval(sampler);
  const peak = Math.max(rss(pid, 'VmHWM'), sampled);
  if (answer.status !== 201) throw new Error(`the upload answered ${answer.status}: ${answer.body}`);
  const stored = JSON.parse(answer.body) as { name: string; size: number; kind: string };
  if (stored.size !== size || stored.kind !== 'video') throw new Error(`stored ${answer.body}`);
  await new Promise((r) => setTimeout(r, 1000));
  const after = rss(pid, 'VmRSS');

  // A 100 MB "image": cut off at 5 MB, answered 413 while the client is still sending.
  const refusedAt = performance.now();
  const refused = await upload(base, token, 100 * MB, image(100 * MB));
  const refusedMs = performance.now() - refusedAt;
  const leftovers = fs.readdirSync(path.join(uploadsDir, '.incoming')).length;

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`;
  const f = (x: number) => x.toFixed(x < 10 ? 1 : 0);
  report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}, SQLite, over HTTP on 127.0.0.1; ` +
      `load average ${os.loadavg()[0]!.toFixed(2)} at the end.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| video uploaded | ${uploadMb.toLocaleString('en')} MB in ${seconds.toFixed(1)} s (${f(uploadMb / seconds)} MB/s), stored as ${stored.kind} |`,
    `| server RSS before / peak during / after | ${f(before)} / ${f(peak)} / ${f(after)} MB |`,
    `| other requests during the upload (4 clients, teachers page 1) | ${during.count} requests, p50 ${f(during.p50)} ms, p95 ${f(during.p95)} ms, max ${f(during.max)} ms, ${during.errors} errors |`,
    `| the same requests with no upload | ${quiet.count} requests in 5 s, p50 ${f(quiet.p50)} ms, p95 ${f(quiet.p95)} ms, max ${f(quiet.max)} ms; server peak RSS ${f(quietPeak)} MB |`,
    `| a 100 MB PNG past the 5 MB limit | ${refused.status} after ${f(refused.sent / MB)} MB sent, in ${f(refusedMs)} ms; ${leftovers} partial files left |`,
  ].join('\n');
} finally {
  await stopServer(child);
  fs.rmSync(dir, { recursive: true, force: true });
}
console.log(report);

if (args.includes('--write')) {
  const file = path.join(repoRoot, 'docs/benchmarks.md');
  const doc = fs.readFileSync(file, 'utf8');
  const start = '<!-- uploads:start -->';
  const end = '<!-- uploads:end -->';
  if (!doc.includes(start)) throw new Error(`docs/benchmarks.md has no ${start} … ${end} section`);
  const next = doc.replace(new RegExp(`${start}[\\s\\S]*${end}`), `${start}\n${report}\n${end}`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(next, { ...options, filepath: file }));
  console.log(`\nwritten to ${path.relative(process.cwd(), file)}`);
}
