import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SHEET_CELL_MOST,
  SharedStrings,
  sendExport,
  sheetCellRest,
  sheetTextOf,
  xmlText,
  type ExportColumn,
} from './export.js';

interface Row {
  id: number;
  name: string;
  note: string | null;
  score: number;
}

const columns: ExportColumn<Row>[] = [
  { header: 'الرقم', value: (r) => r.id, width: 10 },
  { header: 'الاسم', value: (r) => r.name, width: 30 },
  { header: 'ملاحظة', value: (r) => r.note },
  { header: 'التقييم', value: (r) => r.score, width: 12 },
];

/**
 * Rows with what a cell can hold: Arabic, a formula to guard, quotes and commas, a line break, no
 * value, spaces at the ends.
 */
function rowsOf(from: number, count: number): Row[] {
  const notes = [
    '=HYPERLINK("http://x")',
    'قال "مرحبا", ثم ذهب',
    'سطر\nوسطر',
    null,
    '+20 100 000',
    '<b>&amp;</b>',
    ' بمسافتين ',
  ];
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    name: `المعلم رقم ${from + i}`,
    note: notes[(from + i) % notes.length]!,
    score: ((from + i) % 50) / 10,
  }));
}

/**
 * Rows in two parts: the second is not given until `open()` is called, so what reaches the
 * client before that was sent while the export was still reading. `closed` settles when the
 * source is finished or ended early.
 */
function gated(first: Row[], rest: Iterable<Row>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let closedBy!: (how: 'finished' | 'ended early') => void;
  const closed = new Promise<'finished' | 'ended early'>((resolve) => (closedBy = resolve));
  const state = { finished: false, read: 0 };
  async function* rows() {
    let done = false;
    try {
      for (const row of first) {
        state.read++;
        yield row;
      }
      await opened;
      for (const row of rest) {
        state.read++;
        yield row;
      }
      done = true;
      state.finished = true;
    } finally {
      closedBy(done ? 'finished' : 'ended early');
    }
  }
  return { rows: rows(), open, closed, state };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A server of its own on a free port whose one route streams `rows` through sendExport. */
async function serve(
  format: 'csv' | 'xlsx',
  rows: AsyncIterable<Row>,
  rtl = true,
  sheetRows?: number,
): Promise<string> {
  // A test that fails half way leaves its export waiting: closing must not wait for it.
  app = Fastify({ forceCloseConnections: true });
  app.get('/export', (_request, reply) =>
    sendExport(reply, { format, filename: 'المعلمون', sheet: 'المعلمون', rtl, columns, rows, sheetRows }),
  );
  app.get('/ping', () => 'pong');
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/export`;
}

async function* listed(rows: Row[]) {
  yield* rows;
}

/** The rest of a body after what was read already. */
async function readAll(reader: ReadableStreamDefaultReader<Uint8Array>, start: Uint8Array[] = []) {
  const chunks = [...start];
  for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
  return Buffer.concat(chunks);
}

function expectedCsv(rows: Row[]) {
  const cell = (v: string | number | null) => {
    if (v === null) return '';
    const text = typeof v === 'string' && /^[=+\-@]/.test(v) ? `'${v}` : String(v);
    return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => c.header), ...rows.map((r) => columns.map((c) => c.value(r)))];
  return '\uFEFF' + lines.map((l) => l.map(cell).join(',') + '\r\n').join('');
}

/** Where the data of the zip entry named `name` starts in `bytes` (after its local file header), or -1. */
function entryData(bytes: Buffer, name: string): number {
  const signature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
  for (let at = bytes.indexOf(signature); at >= 0 && at + 30 <= bytes.length; at = bytes.indexOf(signature, at + 4)) {
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString('utf8', at + 30, at + 30 + nameLength) === name) return at + 30 + nameLength + extraLength;
  }
  return -1;
}

/** Counts the rows of a CSV as its bytes arrive (lines after the header). */
function csvRowCounter(state: { received: number }) {
  let lines = 0;
  return {
    write: async (chunk: Buffer) => {
      for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lines++;
      state.received = Math.max(0, lines - 1);
    },
    end: async () => {},
  };
}

/**
 * Counts the rows of an XLSX's sheet as its bytes arrive, inflating the sheet's entry as it
 * comes; `write` resolves once its bytes are inflated and counted.
 */
function xlsxRowCounter(state: { received: number }) {
  let head = Buffer.alloc(0);
  let inflate: zlib.InflateRaw | undefined;
  let ended!: Promise<void>;
  let rows = 0;
  let tail = '';
  // The inflater stops at the end of the sheet's deflated data; the zip's other records after it are not read.
  const inflated = (chunk: Buffer) => Promise.race([new Promise((resolve) => inflate!.write(chunk, resolve)), ended]);
  return {
    async write(chunk: Buffer) {
      if (inflate) return inflated(chunk);
      head = Buffer.concat([head, chunk]);
      const data = entryData(head, 'xl/worksheets/sheet1.xml');
      if (data < 0) return;
      inflate = zlib.createInflateRaw();
      ended = new Promise((resolve) => inflate!.once('end', resolve));
      inflate.on('data', (xml: Buffer) => {
        const text = tail + xml.toString('latin1');
        rows += text.split('</row>').length - 1;
        tail = text.slice(-5);
        state.received = Math.max(0, rows - 1);
      });
      return inflated(head.subarray(data));
    },
    end: () => ended,
  };
}

describe('xmlText', () => {
  it('escapes markup, writes line breaks as references, drops what XML cannot hold and keeps the rest', () => {
    expect(xmlText('محمد أحمد 0101')).toBe('محمد أحمد 0101');
    expect(xmlText('a & b < c > "d"')).toBe('a &amp; b &lt; c &gt; &quot;d&quot;');
    expect(xmlText('سطر\r\nوسطر\tثم')).toBe('سطر&#13;&#10;وسطر\tثم');
    expect(xmlText('bell\x07 nul\x00 \ufffe end')).toBe('bell nul  end');
    // A pair of surrogates is one character (an emoji); a lone one is not text and goes.
    expect(xmlText('ok \ud83d\ude00 lone \ud83d and \ude00')).toBe('ok \ud83d\ude00 lone  and ');
  });
});

describe('sheetTextOf', () => {
  it('keeps a text a cell holds, and cuts a longer one to the most a cell holds, ending in "…"', () => {
    expect(sheetTextOf('=1+1')).toBe("'=1+1");
    const most = 'م'.repeat(SHEET_CELL_MOST);
    expect(sheetTextOf(most)).toBe(most);
    const cut = sheetTextOf(`${most}ز`);
    expect(cut).toHaveLength(SHEET_CELL_MOST);
    expect(cut.endsWith('م…')).toBe(true);
    // An emoji (two code units) across the cut goes whole, never half.
    const emoji = sheetTextOf(`${'a'.repeat(SHEET_CELL_MOST - 2)}\ud83d\ude00 more`);
    expect(emoji).toBe(`${'a'.repeat(SHEET_CELL_MOST - 2)}…`);
    // A guard's apostrophe counts.
    expect(sheetTextOf(`=${'x'.repeat(SHEET_CELL_MOST)}`)).toHaveLength(SHEET_CELL_MOST);
    expect(sheetCellRest('x'.repeat(40_000))).toContain(`${'x'.repeat(SHEET_CELL_MOST - 1)}…</t>`);
    const shared = new SharedStrings();
    shared.rest('y'.repeat(40_000));
    expect(shared.xml()).toContain(`<si><t>${'y'.repeat(SHEET_CELL_MOST - 1)}…</t></si>`);
  });
});

describe('SharedStrings', () => {
  it('writes a text once and points each of its cells at it, guarded and escaped as an inline one', () => {
    const shared = new SharedStrings();
    expect(shared.rest('نقدًا')).toBe(' t="s"><v>0</v></c>');
    expect(shared.rest('=SUM(A1)')).toBe(' t="s"><v>1</v></c>');
    expect(shared.rest(' a & <b> ')).toBe(' t="s"><v>2</v></c>');
    expect(shared.rest('نقدًا')).toBe(' t="s"><v>0</v></c>');
    // A number, an empty text and no value are written as any cell is.
    for (const value of [12.5, '', null]) expect(shared.rest(value)).toBe(sheetCellRest(value));
    expect(shared.xml()).toBe(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" uniqueCount="3">' +
        `<si><t>نقدًا</t></si><si><t>'=SUM(A1)</t></si><si><t xml:space="preserve"> a &amp; &lt;b&gt; </t></si></sst>`,
    );
  });

  it('writes texts past the most it holds in their cells, and still points at those it holds', () => {
    const shared = new SharedStrings(2);
    shared.rest('a');
    shared.rest('b');
    expect(shared.rest('c')).toBe(sheetCellRest('c'));
    expect(shared.rest('c')).toContain('inlineStr');
    expect(shared.rest('b')).toBe(' t="s"><v>1</v></c>');
    expect(shared.xml()).toContain('uniqueCount="2"><si><t>a</t></si><si><t>b</t></si></sst>');
  });
});

describe('sendExport', () => {
  it('streams a CSV from its first row, before the rows are all read', async () => {
    const first = rowsOf(1, 2);
    const rest = rowsOf(3, 5000);
    const source = gated(first, rest);
    const res = await fetch(await serve('csv', source.rows));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="_+-\d{4}-\d\d-\d\d\.csv"; filename\*=UTF-8''/,
    );
    const reader = res.body!.getReader();
    const chunk = await reader.read();
    // The header line and the first row arrived while the source still waits to give the rest.
    expect(source.state.read).toBeLessThanOrEqual(first.length);
    const text = Buffer.from(chunk.value!).toString('utf8');
    expect(text.startsWith(expectedCsv(first.slice(0, 1)))).toBe(true);

    source.open();
    const body = await readAll(reader, [chunk.value!]);
    expect(await source.closed).toBe('finished');
    expect(body.toString('utf8')).toBe(expectedCsv([...first, ...rest]));
  });

  it('streams an XLSX from its first row: the sheet entry and its first rows leave before the rows are all read', async () => {
    // Enough rows for the deflated sheet to pass its first blocks on before the source pauses.
    const first = rowsOf(1, 4000);
    const rest = rowsOf(4001, 3000);
    const source = gated(first, rest);
    const res = await fetch(await serve('xlsx', source.rows));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const reader = res.body!.getReader();
    const received: Uint8Array[] = [];
    let sheetXml = '';
    // Read while the source pauses, until the sheet's deflated data decodes to its first rows.
    while (!sheetXml.includes('</row><row r="3">')) {
      const r = await reader.read();
      expect(r.done).toBe(false);
      received.push(r.value!);
      const bytes = Buffer.concat(received);
      const data = entryData(bytes, 'xl/worksheets/sheet1.xml');
      if (data < 0 || data === bytes.length) continue;
      sheetXml = zlib
        .inflateRawSync(bytes.subarray(data), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
        .toString('utf8');
    }
    // Only the first part can have been read: the rest waits for `open()`.
    expect(source.state.read).toBeLessThanOrEqual(first.length);
    expect(sheetXml).toContain('rightToLeft="1"');
    // Spaces at a text's ends are kept, and said to be only where they are.
    expect(sheetXml).toContain('<t>المعلم رقم 1</t>');
    expect(sheetXml).toContain('<t xml:space="preserve"> بمسافتين </t>');

    source.open();
    const body = await readAll(reader, received);
    expect(await source.closed).toBe('finished');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('المعلمون');
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(sheet.columns.map((c) => c.width)).toEqual([10, 30, 24, 12]);
    expect(sheet.getRow(1).values).toEqual([undefined, ...columns.map((c) => c.header)]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    const all = [...first, ...rest];
    expect(sheet.rowCount).toBe(all.length + 1);
    const guard = (v: string | null) => (v !== null && /^[=+\-@]/.test(v) ? `'${v}` : v);
    all.forEach((row, i) => {
      const cells = sheet.getRow(i + 2);
      expect([cells.getCell(1).value, cells.getCell(2).value, cells.getCell(3).value, cells.getCell(4).value]).toEqual([
        row.id,
        row.name,
        guard(row.note),
        row.score,
      ]);
    });
  });

  it('writes a workbook whose every entry has the checksum of its bytes, a sheet of many chunks too', async () => {
    const rows = rowsOf(1, 20_000);
    const zip = Buffer.from(await (await fetch(await serve('xlsx', listed(rows)))).arrayBuffer());
    // The central directory: each entry's checksum, sizes and where its local header is.
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const entries: { name: string; crc: number; data: Buffer }[] = [];
    let at = zip.readUInt32LE(end + 16);
    for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
      const [crc, size, nameLength] = [zip.readUInt32LE(at + 16), zip.readUInt32LE(at + 20), zip.readUInt16LE(at + 28)];
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const stored = zip.subarray(start, start + size);
      const method = zip.readUInt16LE(at + 10);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      entries.push({ name, crc, data: method === 8 ? zlib.inflateRawSync(stored) : stored });
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    expect(entries.map((e) => e.name)).toContain('xl/sharedStrings.xml');
    const sheet = entries.find((e) => e.name === 'xl/worksheets/sheet1.xml')!;
    // Written in chunks: each checksum went on from the one before.
    expect(sheet.data.length).toBeGreaterThan(1_000_000);
    expect(sheet.data.toString('utf8')).toContain(`<row r="${rows.length + 1}">`);
    for (const entry of entries) expect(entry.crc, entry.name).toBe(zlib.crc32(entry.data));
  });

  it('writes a left-to-right sheet for English and a header-only file when nothing matches', async () => {
    const res = await fetch(await serve('xlsx', listed([]), false));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBeFalsy();
    expect(sheet.rowCount).toBe(1);

    const csv = await fetch(await serve('csv', listed([])));
    expect(Buffer.from(await csv.arrayBuffer()).toString('utf8')).toBe(expectedCsv([]));
  });

  it('says so in the last row of a sheet when more rows match than it holds, and reads no more', async () => {
    for (const [rtl, note] of [
      [false, 'This sheet holds at most 8 rows: the rest were not written. Export as CSV to get every row.'],
      [true, 'يتسع هذا الجدول لعدد ٨ من الصفوف على الأكثر: لم تُكتب بقية الصفوف. صدّر بصيغة CSV للحصول عليها كلها.'],
    ] as const) {
      const source = gated(rowsOf(1, 30), []);
      source.open();
      const res = await fetch(await serve('xlsx', source.rows, rtl, 10));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      expect(sheet.rowCount).toBe(10);
      expect(sheet.getRow(9).getCell(1).value).toBe(8);
      expect(sheet.getRow(10).getCell(1).value).toBe(note);
      expect(await source.closed).toBe('ended early');
      expect(source.state.read).toBe(9);
    }
    // Exactly as many as it holds: no note. And a CSV has no such limit.
    const full = await fetch(await serve('xlsx', listed(rowsOf(1, 8)), false, 10));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await full.arrayBuffer()) as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(9);
    const csv = await fetch(await serve('csv', listed(rowsOf(1, 30)), false, 10));
    expect(Buffer.from(await csv.arrayBuffer()).toString('utf8')).toBe(expectedCsv(rowsOf(1, 30)));
  });

  it('answers with an error, not a file, when the rows cannot be read at all', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      // eslint-disable-next-line require-yield -- a source that fails before its first row
      const failing = (async function* (): AsyncGenerator<Row> {
        throw new Error('the database is gone');
      })();
      const res = await fetch(await serve(format, failing));
      expect(res.status).toBe(500);
      await app!.close();
      app = undefined;
    }
  });

  it('cuts the answer off when the rows fail half way, so no file looks complete', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const failing = (async function* () {
        yield* rowsOf(1, 3000);
        throw new Error('the database is gone');
      })();
      const res = await fetch(await serve(format, failing));
      expect(res.status).toBe(200);
      await expect(res.arrayBuffer()).rejects.toThrow();
      await app!.close();
      app = undefined;
    }
  });

  it('lets other requests in while it reads rows that need no I/O', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      // Rows that are all there at once, as better-sqlite3 gives them: awaiting them never waits for I/O.
      const state = { read: 0, finished: false };
      const rows = (async function* () {
        for (let i = 0; i < 100; i++) {
          for (const row of rowsOf(i * 1000, 1000)) {
            state.read++;
            yield row;
          }
        }
        state.finished = true;
      })();
      const url = await serve(format, rows);
      const res = await fetch(url);
      const reader = res.body!.getReader();
      await reader.read();
      const reading = readAll(reader);
      const ping = await fetch(url.replace('/export', '/ping'));
      expect(await ping.text()).toBe('pong');
      // Answered while the export was under way, not after it.
      expect(state.finished).toBe(false);
      await reading;
      expect(state).toEqual({ read: 100_000, finished: true });
      await app!.close();
      app = undefined;
    }
  });

  it('reads rows no faster than the file is taken, so a slow client holds no more than a few buffers', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const total = 20_000;
      const state = { pulled: 0, received: 0, ahead: 0 };
      // 1 KB of text a row that deflate cannot shrink much, so compressed buffers hide few rows.
      const rows = (async function* () {
        for (let i = 1; i <= total; i++) {
          state.pulled++;
          state.ahead = Math.max(state.ahead, state.pulled - state.received);
          yield { id: i, name: randomBytes(750).toString('base64'), note: null, score: 1 };
        }
      })();
      let body: Readable | undefined;
      const reply = {
        header: () => reply,
        type: () => reply,
        send: (b: Readable) => ((body = b), reply),
      };
      await sendExport(reply as unknown as FastifyReply, {
        format,
        filename: 'x',
        sheet: 'x',
        rtl: false,
        columns,
        rows,
      });
      // The client: a chunk a turn of the event loop, slower than the rows come.
      const counted = format === 'csv' ? csvRowCounter(state) : xlsxRowCounter(state);
      for await (const chunk of body!) {
        await counted.write(chunk as Buffer);
        await nextTurn();
      }
      await counted.end();
      expect(state.received).toBe(total);
      // What sits in the streams' buffers (64 KB each) and a chunk or two (256 KB each, a row 1 KB):
      // one or two thousand rows, never the file.
      expect(state.ahead, format).toBeLessThan(3_000);
    }
  });

  it('stops reading rows when the client goes away', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      // A source without end: only the client's going away can stop it.
      const endless = function* () {
        for (let i = 1; ; i++) yield* rowsOf(i * 1000, 1000);
      };
      const source = gated(rowsOf(1, 2), endless());
      // A plain socket, destroyed by hand: the connection closes for certain (a fetch's abort is the
      // client library's to carry out, and under load it did not always close it at once).
      const url = new URL(await serve(format, source.rows));
      const socket = net.connect(Number(url.port), url.hostname);
      socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`);
      await once(socket, 'data');
      socket.destroy();
      source.open();
      expect(await source.closed).toBe('ended early');
      await app!.close();
      app = undefined;
    }
  });
});
