import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { text as readText } from 'node:stream/consumers';
import Fastify from 'fastify';
import { sql, type Kysely } from 'kysely';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPY_CONNECTIONS, createDb } from '../db/create-dialect.js';
import type { Database } from '../db/types.js';
import { dialects } from '../test/dialects.js';
import { csvCell, plainInSheet, sendExport, type ExportColumn } from './export.js';
import { CODE_LENGTH, formatDate } from '@dashboard/contracts';
import { cellWriter, dayText, exportCells } from './export-cells.js';
import * as exportDays from '../db/migrations/2026-12-03-02-export-days.js';
import { BUFFERS_WITH_HEAP, copiedRows, EXPORT_WORKERS, withLiterals } from './export-copy.js';
import { copyCrlfRows } from './copy-rows.js';
import { allRows, idLookup, keysetRows, listSource, type ListQuery } from './list.js';
import { codeColumns } from '../modules/codes/index.js';
import { subscriptionStatusCell } from '../modules/subscriptions/subscriptions.repository.js';

describe('withLiterals', () => {
  it('writes each parameter in as a literal, and leaves quoted text and names as they are', () => {
    // node-postgres writes a literal holding a backslash as E'…', with a space before it.
    const text = `select '$1' as "a$2", x from t where a = $1 and b = $2 and c = $3 and d = $4 and e in ($5, $6) and f = $10`;
    const parameters = [`it's \\ 'quoted'`, 7, null, true, new Date('2026-01-02T03:04:05.000Z'), 2.5, 0, 0, 0, 'ten'];
    expect(withLiterals(text, parameters)).toBe(
      `select '$1' as "a$2", x from t where a =  E'it''s \\\\ ''quoted''' and b = 7 and c = null and d = true and e in ('2026-01-02T03:04:05.000Z', 2.5) and f = 'ten'`,
    );
  });

  it('refuses a parameter it cannot write as a literal', () => {
    expect(() => withLiterals('select $1', [{ a: 1 }])).toThrow(/cannot hold/);
  });
});

describe('prepareExports', () => {
  it('gives the server a V8 flag this Node knows (one it did not would only be an error on stderr)', () => {
    const options = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    expect(options).toContain(`  ${BUFFERS_WITH_HEAP} (`);
  });
});

describe('a cell a sheet holds as it is', () => {
  it('is plain only when no text it can hold has anything to escape, drop or keep', () => {
    expect(['قال مرحبا', 'A-B:C 12'].map(plainInSheet)).toEqual([true, true]);
    expect([' x', 'x ', 'a  b', 'a\tb', 'a\nb', 'a&b', '<b>', 'a"b', 'a\u0001b', 'a\u00a0'].map(plainInSheet)).toEqual(
      Array(10).fill(false),
    );
    const c = exportCells('ar');
    const plain = (cell: { plain?: boolean }) => cell.plain === true;
    // A day or a date is digits, dashes, a colon and a space; a text can be anything.
    expect([c.day('day', 1), c.instant('at', true), c.text('label')].map(plain)).toEqual([true, true, false]);
    // A choice's, a flag's or a status's labels decide.
    expect(
      [
        c.choice('kind', ['a', 'b'], (v) => `نوع ${v}`),
        c.choice('kind', ['a', 'b'], (v) => `<${v}>`),
        c.flag('flag', 'نعم', 'لا'),
        c.flag('flag', 'yes ', 'no'),
        subscriptionStatusCell('2026-01-01', (status) => status),
        subscriptionStatusCell('2026-01-01', (status) => `${status}&`),
      ].map(plain),
    ).toEqual([true, false, true, false, true, false]);
  });
});

describe('an instant’s day as a worker writes it', () => {
  it('is the day of each instant, in order or not, across midnights and clock changes', () => {
    // Every 7 minutes around Cairo's midnights, its clocks going forward (2024-04-26) and back (2024-10-31).
    const instants = ['2024-04-25T18:00:00.000Z', '2024-10-31T17:00:00.000Z', '2025-01-01T20:00:00.000Z'].flatMap(
      (start) => Array.from({ length: 90 }, (_, k) => new Date(Date.parse(start) + k * 7 * 60_000).toISOString()),
    );
    const shuffled = instants.map((at, k) => instants[(k * 37) % instants.length]!);
    for (const lang of ['en', 'ar'] as const) {
      for (const list of [instants, shuffled, [...instants].reverse()]) {
        const write = cellWriter({ as: 'instant', time: false, lang }, csvCell);
        const written = [...list, null, list[0]!].map((at) => write(at));
        expect(written).toEqual([...list, null, list[0]!].map((at) => csvCell(at ? formatDate(at, lang) : '')));
      }
    }
  });
});

describe('copyCrlfRows', () => {
  // What the backend sends for a CSV copy: its response, a row a message, its end, then what follows the copy.
  const message = (code: string, content: Buffer) => {
    const header = Buffer.alloc(5);
    header.write(code, 0, 'latin1');
    header.writeUInt32BE(content.length + 4, 1);
    return Buffer.concat([header, content]);
  };
  const rows = ['a,"b\nc",d\n', '"say ""hi""",x\n', '"",\n', '\n', '"end\n"\n', 'قال,مرحبا\n'];
  const after = Buffer.concat([message('C', Buffer.from('COPY 6\0')), message('Z', Buffer.from('I'))]);
  const wire = Buffer.concat([
    message('H', Buffer.from([0, 0, 2, 0, 0, 0, 0])),
    ...rows.map((row) => message('d', Buffer.from(row))),
    message('c', Buffer.alloc(0)),
    after,
  ]);
  const expected = 'a,"b\nc",d\r\n"say ""hi""",x\r\n"",\r\n\r\n"end\n"\r\nقال,مرحبا\r\n';

  /** The rows read from `chunks` as a connection's socket gives them, and the bytes handed back to node-postgres after. */
  async function read(chunks: Buffer[]) {
    const socket = new PassThrough();
    const handedBack: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => handedBack.push(chunk));
    const copy = copyCrlfRows('COPY (select 1) TO STDOUT') as Readable & { submit(c: unknown): void };
    copy.submit({ stream: socket, query: () => undefined });
    const text = readText(copy);
    for (const chunk of chunks) socket.write(chunk);
    return { text: await text, handedBack: Buffer.concat(handedBack) };
  }

  it('ends each row with CRLF, keeps a line break inside a quoted value, and hands back what follows, wherever the chunks are cut', async () => {
    for (let cut = 0; cut <= wire.length; cut++) {
      for (const size of [1, 2, 3, 7, 64]) {
        const chunks = [wire.subarray(0, cut)];
        for (let at = cut; at < wire.length; at += size) chunks.push(wire.subarray(at, at + size));
        // Each a buffer of its own, as a socket reads them: the rows are written over it.
        const { text, handedBack } = await read(chunks.filter((c) => c.length > 0).map((c) => Buffer.from(c)));
        expect(text, `cut at ${cut}, then ${size} at a time`).toBe(expected);
        expect(handedBack.equals(after), `cut at ${cut}, then ${size} at a time`).toBe(true);
      }
    }
  });

  it('hands an error the backend sends back to node-postgres, with what follows it', async () => {
    const error = message('E', Buffer.from('SERROR\0Mno\0\0'));
    const socket = new PassThrough();
    const handedBack: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => handedBack.push(chunk));
    const copy = copyCrlfRows('COPY (select 1) TO STDOUT') as Readable & { submit(c: unknown): void };
    copy.submit({ stream: socket, query: () => undefined });
    copy.resume();
    socket.write(Buffer.concat([message('H', Buffer.alloc(3)), message('d', Buffer.from('x\n')), error, after]));
    await new Promise((resolve) => setImmediate(resolve));
    expect(Buffer.concat(handedBack).equals(Buffer.concat([error, after]))).toBe(true);
  });
});

interface CellRow {
  id: number;
  label: string | null;
  name_ar: string;
  name_en: string;
  amount: number | null;
  day: string | null;
  at: string | null;
  kind: string;
  flag: number;
}

/** Values at the edges of each cell's kind: a formula to guard, quotes, commas, line breaks, nulls, Cairo's midnights and clock changes. */
const cellRows: CellRow[] = [
  {
    id: 1,
    label: '=HYPERLINK("http://x")',
    name_ar: 'قال "مرحبا", ثم ذهب',
    name_en: 'Said "hi", then left',
    amount: 1250,
    day: '2026-02-28',
    at: '2024-01-01T21:59:00.000Z',
    kind: 'monthly',
    flag: 1,
  },
  {
    id: 2,
    label: 'سطر\nوسطر',
    name_ar: 'مادة',
    name_en: 'Subject',
    amount: -1205,
    day: '2024-12-31',
    at: '2024-07-01T21:30:00.000Z',
    kind: 'course',
    flag: 0,
  },
  {
    id: 3,
    label: null,
    name_ar: '-5 درجات',
    name_en: '+20 100 000',
    amount: null,
    day: null,
    at: null,
    kind: 'other',
    flag: 0,
  },
  {
    id: 4,
    label: '',
    name_ar: '@ثابت',
    name_en: ' two  spaces ',
    amount: 0,
    day: '2028-02-29',
    at: '2025-04-24T22:30:00.000Z',
    kind: 'monthly',
    flag: 2,
  },
  {
    id: 5,
    label: '\tطرف',
    name_ar: 'x',
    name_en: 'y',
    amount: 100000000,
    day: '2025-10-30',
    at: '2025-10-30T21:30:00.000Z',
    kind: 'course',
    flag: 1,
  },
];

/** Every kind of cell, over `cellRows`' fields. */
function cellColumns(lang: 'en' | 'ar'): ExportColumn<Record<string, unknown>>[] {
  const c = exportCells(lang);
  return [
    { header: 'id', ...c.integer('id') },
    { header: 'label', ...c.text('label') },
    { header: 'name', ...c.name('name') },
    { header: 'pounds', ...c.money('amount') },
    { header: 'tenths', ...c.fraction('amount', 10) },
    { header: 'day', ...c.day('day') },
    { header: 'next day', ...c.day('day', 1) },
    { header: 'date', ...c.instant('at') },
    { header: 'date and time', ...c.instant('at', true) },
    { header: 'kind', ...c.choice('kind', ['monthly', 'course'], (v) => `<${v}>`) },
    { header: 'flag', ...c.flag('flag', 'yes', 'no') },
  ];
}

const expectedLines: Record<'en' | 'ar', string[]> = {
  en: [
    'id,label,name,pounds,tenths,day,next day,date,date and time,kind,flag',
    `1,"'=HYPERLINK(""http://x"")","Said ""hi"", then left",12.5,125,28-02-2026,01-03-2026,01-01-2024,01-01-2024 23:59,<monthly>,yes`,
    `2,"سطر\nوسطر",Subject,-12.05,-120.5,31-12-2024,01-01-2025,02-07-2024,02-07-2024 00:30,<course>,no`,
    `3,,'+20 100 000,,,,,,,,no`,
    `4,, two  spaces ,0,0,29-02-2028,01-03-2028,25-04-2025,25-04-2025 01:30,<monthly>,yes`,
    `5,'\tطرف,y,1000000,10000000,30-10-2025,31-10-2025,30-10-2025,30-10-2025 23:30,<course>,yes`,
  ],
  ar: [
    'id,label,name,pounds,tenths,day,next day,date,date and time,kind,flag',
    `1,"'=HYPERLINK(""http://x"")","قال ""مرحبا"", ثم ذهب",12.5,125,٢٨-٠٢-٢٠٢٦,٠١-٠٣-٢٠٢٦,٠١-٠١-٢٠٢٤,٠١-٠١-٢٠٢٤ ٢٣:٥٩,<monthly>,yes`,
    `2,"سطر\nوسطر",مادة,-12.05,-120.5,٣١-١٢-٢٠٢٤,٠١-٠١-٢٠٢٥,٠٢-٠٧-٢٠٢٤,٠٢-٠٧-٢٠٢٤ ٠٠:٣٠,<course>,no`,
    `3,,'-5 درجات,,,,,,,,no`,
    `4,,'@ثابت,0,0,٢٩-٠٢-٢٠٢٨,٠١-٠٣-٢٠٢٨,٢٥-٠٤-٢٠٢٥,٢٥-٠٤-٢٠٢٥ ٠١:٣٠,<monthly>,yes`,
    `5,'\tطرف,x,1000000,10000000,٣٠-١٠-٢٠٢٥,٣١-١٠-٢٠٢٥,٣٠-١٠-٢٠٢٥,٣٠-١٠-٢٠٢٥ ٢٣:٣٠,<course>,yes`,
  ],
};

/** The text of a workbook's part `name`, found through the zip's central directory. */
function zippedPart(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      return inflateRawSync(zip.subarray(data, data + size)).toString('utf8');
    }
    at += 46 + skip;
  }
  throw new Error(`no ${name} in the workbook`);
}

/**
 * A workbook's sheet, each cell that points at a shared string (`t="s"`, as SQLite's worker
 * writes a text many rows hold) written with its text inline, as the app writes every text:
 * the same sheet either way reads the same.
 */
function zippedSheet(zip: Buffer): string {
  const items = [...zippedPart(zip, 'xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((m) => m[1]!);
  return zippedPart(zip, 'xl/worksheets/sheet1.xml').replace(
    /(<c r="[A-Z]+\d+") t="s"><v>(\d+)<\/v><\/c>/g,
    (_, cell: string, at: string) => `${cell} t="inlineStr"><is>${items[Number(at)]}</is></c>`,
  );
}

/** Each row's values as a spreadsheet reads them (ExcelJS). */
async function sheetValues(zip: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(zip as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => values.push(Array.from(row.values as unknown[])));
  return values;
}

/** A column the database cannot write: a division by zero on PostgreSQL, text that is not JSON on SQLite. */
const brokenColumns: ExportColumn<Record<string, unknown>>[] = [
  {
    header: 'x',
    value: () => 1,
    sql: sql`1 / (${sql.ref('r.flag')} - ${sql.ref('r.flag')})`,
    read: { sql: sql`json_extract(${sql.ref('r.label')} || '{', '$')`, format: { as: 'integer' } },
  },
];

/**
 * The list of the scratch table (the kit's list source): in id order, or with `monthly` only
 * the monthly rows, the latest instant first (the keys a copy goes on after: an instant and an id).
 */
function cellSource(db: Kysely<Database>, monthly = false) {
  const table = db.selectFrom('export_cells' as never);
  return listSource({
    db,
    from: monthly ? table.where('export_cells.kind' as never, '=', 'monthly' as never) : table,
    id: 'export_cells.id',
    sort: monthly ? '-at' : 'id',
    columns: { id: 'export_cells.id', at: 'export_cells.at' },
    // A code and a subscription's days and price too, for the modules' own cells (`moduleColumns`):
    // a code of CODE_LENGTH characters, as every code is, out of the English name cut or padded.
    rows: table
      .selectAll('export_cells' as never)
      .select(['day as ends_on', 'flag as price'] as never)
      .select(sql<string>`substr(name_en || ${'.'.repeat(CODE_LENGTH)}, 1, ${CODE_LENGTH})`.as('code'))
      .select(sql<string>`'2025-09-01'`.as('starts_on')) as never,
  });
}

/** The whole scratch table in id order: what the lists below read their rows of. */
const inIdOrder = (db: Kysely<Database>) => ({
  db,
  from: db.selectFrom('export_cells' as never),
  id: 'export_cells.id',
  sort: 'id' as const,
  columns: { id: 'export_cells.id' },
});

/** The list of the scratch table with a name looked up by either of two ids (`ListNames`), as a payment's content is. */
function namedSource(db: Kysely<Database>) {
  const table = db.selectFrom('export_cells' as never);
  const lookup = (column: string) =>
    idLookup(db, column, 'export_cell_names' as never, { looked_ar: 'name_ar', looked_en: 'name_en' });
  return listSource({
    ...inIdOrder(db),
    rows: db
      .selectFrom(
        sql`(select export_cells.*, coalesce(a.name_ar, b.name_ar) as looked_ar, coalesce(a.name_en, b.name_en) as looked_en
          from export_cells left join export_cell_names a on a.id = export_cells.name_id
          left join export_cell_names b on b.id = export_cells.other_id)`.as('export_cells'),
      )
      .selectAll('export_cells' as never) as never,
    names: {
      rows: table.selectAll('export_cells' as never) as never,
      lookups: [lookup('name_id'), lookup('other_id')],
    },
  });
}

/** The list of the scratch table with a name joined in its rows, not looked up. */
function joinedSource(db: Kysely<Database>) {
  const table = db.selectFrom('export_cells' as never);
  return listSource({
    ...inIdOrder(db),
    rows: (
      (table as ListQuery).leftJoin(
        'export_cell_names as n' as never,
        'n.id' as never,
        'export_cells.name_id' as never,
      ) as ListQuery
    )
      .selectAll('export_cells' as never)
      .select(['n.name_ar as looked_ar', 'n.name_en as looked_en'] as never) as never,
  });
}

function namedColumns(lang: 'en' | 'ar'): ExportColumn<Record<string, unknown>>[] {
  const c = exportCells(lang);
  return [
    { header: 'id', ...c.integer('id') },
    { header: 'looked', ...c.name('looked') },
    { header: 'label', ...c.text('label') },
  ];
}

/** The cells modules write themselves (`cells.custom`): a code as printed, a subscription's status. */
function moduleColumns(lang: 'en' | 'ar'): ExportColumn<Record<string, unknown>>[] {
  return [
    codeColumns((key) => key, lang)[0]!,
    { header: 'status', ...subscriptionStatusCell('2025-10-01', (status) => `${status}-${lang}`) },
  ];
}

for (const dialect of dialects) {
  describe(`an export's cells on ${dialect.name}`, () => {
    let db: Kysely<Database>;
    let drop: () => Promise<void>;
    const app = Fastify({ logger: false });

    beforeAll(async () => {
      // SQLite in a file: an export's worker thread reads it too.
      const file = path.join(tmpdir(), `export-cells-${process.pid}-${Date.now()}.db`);
      const database =
        dialect.name === 'sqlite'
          ? {
              url: `file:${file}`,
              drop: () => rm(file, { force: true }).then(() => rm(`${file}-wal`, { force: true })),
            }
          : await dialect.create();
      drop = database.drop;
      db = createDb(database.url).db;
      // The days PostgreSQL's CSV copy reads a day's text from.
      await exportDays.up(db);
      const instant = dialect.name === 'postgres' ? 'timestamptz' : 'text';
      await sql`create table export_cells (id integer primary key, label text, name_ar text not null, name_en text not null,
        amount integer, day varchar(10), at ${sql.raw(instant)}, kind varchar(10) not null, flag integer not null,
        name_id integer, other_id integer)`.execute(db);
      await sql`create table export_cell_names (id integer primary key, name_ar text not null, name_en text not null)`.execute(
        db,
      );
      await sql`insert into export_cell_names values (1, 'أول', 'First "one"'), (2, '=ثاني', 'Second, too')`.execute(
        db,
      );
      // The rows above, then the same values again past the first batch, which the database's side writes.
      const again = Array.from({ length: 300 }, (_, i) => ({ ...cellRows[i % cellRows.length]!, id: 10 + i }));
      await db
        .insertInto('export_cells' as never)
        .values([...cellRows, ...again] as never)
        .execute();
      // Names looked up by id (`namedSource`): by one id or the other, by none, or by an id of no name.
      await sql`update export_cells set name_id = case id % 4 when 0 then 1 when 1 then 2 end,
        other_id = case id % 4 when 2 then 2 when 3 then 99 end`.execute(db);
      // Days far from today (PostgreSQL's sheet shares the years from fifteen before this one to five after and writes these in their cells).
      await sql`update export_cells set day = '1990-01-15', at = '1990-01-15T10:00:00Z' where id = 250`.execute(db);
      await sql`update export_cells set day = '2090-06-30', at = '2090-06-30T23:30:00Z' where id = 251`.execute(db);
      // PostgreSQL's estimate of the rows (305): a sheet with less room picks the ids it has room for first.
      if (dialect.name === 'postgres') await sql`analyze export_cells`.execute(db);
      // The app's way (`rows`) and the database's side's (`copy=1`); `broken=1` a column that fails in SQL.
      app.get<{
        Querystring: {
          lang: 'en' | 'ar';
          copy?: string;
          broken?: string;
          modules?: string;
          monthly?: string;
          named?: string;
          /** The names joined in the rows (`joinedSource`). */
          joined?: string;
          /** `0`: whoever asked may not read every name (`wholeNames`). */
          whole?: string;
          format?: 'csv' | 'xlsx';
          sheetRows?: string;
          /** Only the rows of an id below it. */
          below?: string;
        };
      }>('/export', async (request, reply) => {
        const {
          lang,
          copy,
          broken,
          modules,
          monthly,
          named,
          joined,
          whole,
          format = 'csv',
          sheetRows,
          below,
        } = request.query;
        const columns = broken
          ? brokenColumns
          : modules
            ? moduleColumns(lang)
            : named || joined
              ? namedColumns(lang)
              : cellColumns(lang);
        const listed = () => (joined ? joinedSource(db) : named ? namedSource(db) : cellSource(db, Boolean(monthly)));
        const source = () => {
          const list = listed();
          return below
            ? { ...list, from: list.from.where('export_cells.id' as never, '<', Number(below) as never) }
            : list;
        };
        const copied = copy ? copiedRows(db, source(), columns, format, { wholeNames: whole !== '0' }) : undefined;
        return sendExport(reply, {
          format,
          filename: 'cells',
          sheet: 'cells',
          rtl: lang === 'ar',
          columns,
          ...(sheetRows ? { sheetRows: Number(sheetRows) } : {}),
          ...(copied ?? { rows: keysetRows(source()) }),
        });
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await db.destroy();
      await drop();
    });

    const lines = (body: string) => body.replace(/^\uFEFF/, '').split('\r\n');
    /**
     * The app's file of `query` and the database's side's, in both formats and languages: the
     * same CSV bytes, the same sheet (a workbook's zip also holds the time it was written).
     */
    const expectSameFiles = async (query: string) => {
      for (const format of ['csv', 'xlsx'] as const) {
        for (const lang of ['en', 'ar'] as const) {
          const read = await app.inject({ url: `/export?lang=${lang}&format=${format}${query}` });
          const copied = await app.inject({ url: `/export?lang=${lang}&format=${format}${query}&copy=1` });
          expect(copied.statusCode).toBe(200);
          if (format === 'csv') expect(copied.rawPayload.equals(read.rawPayload), `${lang} ${copied.body}`).toBe(true);
          else expect(zippedSheet(copied.rawPayload), lang).toBe(zippedSheet(read.rawPayload));
        }
      }
    };
    const urlOf = async (path: string) => {
      if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}${path}`;
    };

    for (const lang of ['en', 'ar'] as const) {
      it(`writes each kind of cell as the spec shows it, in ${lang}`, async () => {
        const res = await app.inject({ url: `/export?lang=${lang}` });
        expect(res.statusCode).toBe(200);
        const all = lines(res.body);
        expect(all.slice(0, 1 + cellRows.length)).toEqual(expectedLines[lang]);
        expect(all).toHaveLength(1 + cellRows.length + 300 + 1);
        // The values again, under their ids.
        expect(all.slice(1 + cellRows.length, 1 + 2 * cellRows.length)).toEqual(
          expectedLines[lang].slice(1).map((line, i) => line.replace(/^\d+/, String(10 + i))),
        );
      });
    }

    {
      it('has the database’s side write the same file, byte for byte (PostgreSQL’s copy, SQLite’s worker)', async () => {
        expect(copiedRows(db, cellSource(db), cellColumns('ar'), 'csv')).toBeDefined();
        await expectSameFiles('');
      });

      it('has the database’s side write a CSV’s text longer than a chunk whole, as the app does', async () => {
        // About 1.5 MB of Arabic, spaces and characters past the BMP: more than one of the worker's chunks
        // holds. (A sheet's cell holds at most 32,767 characters, and no text the API takes is that long.)
        const long = 'نص طويل 🙂 "،" '.repeat(60_000);
        await sql`update export_cells set label = ${long} where id = 200`.execute(db);
        try {
          for (const lang of ['en', 'ar'] as const) {
            const read = await app.inject({ url: `/export?lang=${lang}` });
            const copied = await app.inject({ url: `/export?lang=${lang}&copy=1` });
            expect(copied.rawPayload.equals(read.rawPayload), lang).toBe(true);
            expect(copied.body).toContain(`"${long.replaceAll('"', '""')}"`);
          }
        } finally {
          await sql`update export_cells set label = ${cellRows[(200 - 10) % cellRows.length]!.label} where id = 200`.execute(
            db,
          );
        }
      });

      it('has the database’s side write the modules’ own cells as the app does', async () => {
        await expectSameFiles('&modules=1');
        // Codes as printed, and statuses (ended, without an end, running), past the first batch too.
        const copied = lines((await app.inject({ url: '/export?lang=en&modules=1&copy=1' })).body).slice(101);
        expect(copied).toContain('"Said- ""hi-"", t",active-en');
        expect(copied).toContain('Subj-ect.-....,expired-en');
        expect(copied.join('\n')).toMatch(/permanent-en/);
      });

      it('has the database’s side write the same sheet, byte for byte, whole, filtered, full or just not', async () => {
        // 305 rows (the monthly ones: 122); a sheet of 150 holds 148 and says so, of 307 all 305, of 306 304.
        for (const query of ['', '&monthly=1', '&sheetRows=150', '&sheetRows=307', '&sheetRows=306']) {
          for (const lang of ['en', 'ar'] as const) {
            const read = await app.inject({ url: `/export?lang=${lang}&format=xlsx${query}` });
            const copied = await app.inject({ url: `/export?lang=${lang}&format=xlsx${query}&copy=1` });
            expect(copied.statusCode).toBe(200);
            const sheet = zippedSheet(read.rawPayload);
            expect(zippedSheet(copied.rawPayload), `${lang}${query}`).toBe(sheet);
            {
              // Each text many rows hold is written once (SQLite's worker: choices, flags, days and
              // names; PostgreSQL: choices, flags and names), and its cells point at it.
              const items = [...zippedPart(copied.rawPayload, 'xl/sharedStrings.xml').matchAll(/<si>.*?<\/si>/gs)];
              const pointers = [
                ...zippedPart(copied.rawPayload, 'xl/worksheets/sheet1.xml').matchAll(/ t="s"><v>(\d+)</g),
              ].map((m) => Number(m[1]));
              expect(new Set(items.map((m) => m[0])).size).toBe(items.length);
              // (PostgreSQL writes the days of the twenty-one years around this one first, each row's days among them.)
              const pointed = new Set(pointers);
              expect(pointed.size).toBeGreaterThan(0);
              expect(Math.max(...pointed)).toBeLessThan(items.length);
              expect(pointers.length).toBeGreaterThan(10 * pointed.size);
              // And a spreadsheet reads the same values from either.
              expect(await sheetValues(copied.rawPayload)).toEqual(await sheetValues(read.rawPayload));
            }
            if (query === '' && dialect.name === 'postgres') {
              // A day outside the years PostgreSQL shares is written in its cell.
              const day = lang === 'ar' ? '١٥-٠١-١٩٩٠' : '15-01-1990';
              expect(zippedPart(copied.rawPayload, 'xl/worksheets/sheet1.xml')).toContain(`<t>${day}</t>`);
            }
            if (query === '') {
              // Money is a number a spreadsheet sums, shown with both piastre digits; other numbers as they are.
              const book = new ExcelJS.Workbook();
              await book.xlsx.load(copied.rawPayload as unknown as ArrayBuffer);
              const rows = book.worksheets[0]!;
              expect(rows.getCell('D2').value).toBe(12.5);
              expect(rows.getCell('D2').numFmt).toBe('#,##0.00');
              expect(rows.getCell(`D${rows.rowCount}`).numFmt).toBe('#,##0.00');
              expect(rows.getCell('E2').numFmt).toBeUndefined();
            }
            expect((sheet.match(/<row /g) ?? []).length, query).toBe(
              { '': 306, '&monthly=1': 123, '&sheetRows=150': 150, '&sheetRows=307': 306, '&sheetRows=306': 306 }[
                query
              ],
            );
          }
        }
      });

      it('has the database’s side write names a list looks up by id as the app does', async () => {
        await expectSameFiles('&named=1');
        // Past the first batch: by the one id, by the other, by none, and by an id of no name.
        const copied = lines((await app.inject({ url: '/export?lang=ar&named=1&copy=1' })).body);
        expect(copied.slice(1 + 100, 1 + 104)).toEqual([
          `105,'=ثاني,"'=HYPERLINK(""http://x"")"`,
          `106,'=ثاني,"سطر\nوسطر"`,
          '107,,',
          '108,أول,',
        ]);
        // A sheet writes each name once, guarded as in its cells, and the rows past the first batch point at it.
        const sheet = (await app.inject({ url: '/export?lang=ar&named=1&copy=1&format=xlsx' })).rawPayload;
        const items = [...zippedPart(sheet, 'xl/sharedStrings.xml').matchAll(/<si><t>(.*?)<\/t><\/si>/gs)].map(
          (m) => m[1],
        );
        expect(items).toEqual(expect.arrayContaining(['أول', "'=ثاني"]));
        expect(zippedPart(sheet, 'xl/worksheets/sheet1.xml')).toMatch(/<c r="B105" t="s"><v>\d+<\/v><\/c>/);
        // Asked by someone who may not read every name, the sheet holds only those its rows show, in their cells.
        const read = await app.inject({ url: '/export?lang=ar&named=1&format=xlsx' });
        const own = await app.inject({ url: '/export?lang=ar&named=1&copy=1&format=xlsx&whole=0' });
        expect(zippedSheet(own.rawPayload)).toBe(zippedSheet(read.rawPayload));
        if (dialect.name === 'postgres')
          expect(zippedPart(own.rawPayload, 'xl/sharedStrings.xml')).not.toContain('أول');
      });

      it('has PostgreSQL’s copy read a day’s text from export_days, which writes every day of 2000–2100 as the app does', async () => {
        if (dialect.name !== 'postgres') return;
        const day = sql.ref('day');
        const next = sql`(day::date + 1)::text`;
        const { rows } = await sql<{ days: number; wrong: number }>`select count(*) as days,
            count(*) filter (where en <> ${dayText(day, 'en')} or ar <> ${dayText(day, 'ar')}
              or next_en <> ${dayText(next, 'en')} or next_ar <> ${dayText(next, 'ar')}) as wrong
          from export_days`.execute(db);
        expect(rows[0]).toEqual({ days: 36890, wrong: 0 });
        expect(formatDate('2100-12-31T12:00:00Z', 'ar')).toBe(
          (await sql<{ ar: string }>`select ar from export_days where day = '2100-12-31'`.execute(db)).rows[0]!.ar,
        );
        // The scratch rows' days within it and without (1990, and a next day past 2100): the same file either way.
        const { rows: was } = await sql<{ day: string | null }>`select day from export_cells where id = 252`.execute(
          db,
        );
        await sql`update export_cells set day = '2100-12-31' where id = 252`.execute(db);
        await expectSameFiles('');
        await sql`update export_cells set day = ${was[0]!.day} where id = 252`.execute(db);
      });

      it('writes the names a list’s rows join, not look up, as the app reads them: the same file', async () => {
        await expectSameFiles('&joined=1');
      });

      it('reads a list filtered on its own table once, and joins the rows to the ids of a list filtered through another', () => {
        // The scratch list's filter is on its rows' own table: one read of it, no join by id.
        const { rows } = allRows(cellSource(db, true), [1, '2026-01-01']);
        const text = rows.compile().sql;
        expect(text).not.toMatch(/list_page"? on/);
        expect(text).toMatch(/"export_cells"\."kind" = /);
        // Its names' list reads its rows from a subquery: they are joined to the filter's ids.
        expect(allRows(namedSource(db)).rows.compile().sql).toMatch(/as "list_page" on/);
        // A limit picks the ids first, in order.
        expect(allRows(cellSource(db, true), undefined, 10).rows.compile().sql).toMatch(/as "list_page" on/);
      });

      it('copies the same rows a filter keeps, in its order, after the first batch’s last keys', async () => {
        const read = await app.inject({ url: '/export?lang=ar&monthly=1' });
        const copied = await app.inject({ url: '/export?lang=ar&monthly=1&copy=1' });
        // More monthly rows than a first batch, so the copy goes on after an instant and an id.
        expect(lines(read.body).length).toBeGreaterThan(1 + 100 + 1);
        expect(
          lines(read.body)
            .slice(1, -1)
            .every((line) => line.includes('<monthly>')),
        ).toBe(true);
        expect(copied.body).toBe(read.body);
      });

      it('cuts the answer off when the copy fails after the first batch, so no file looks complete', async () => {
        const res = await fetch(await urlOf('/export?lang=en&copy=1&broken=1'));
        expect(res.status).toBe(200);
        await expect(res.text()).rejects.toThrow();
        // The first batch alone, read by the app, is a whole file when it is all there is.
        const small = copiedRows(
          db,
          { ...cellSource(db), from: cellSource(db).from.where('id', '<', 10) },
          brokenColumns,
          'csv',
        )!;
        for await (const row of small.rows) expect(row).toBeDefined();
        await expect(small.rest({ next: 0, room: Infinity, full: () => '' })).resolves.toBeUndefined();
      });

      /** Ids 1000–60990 too, if they are not there yet: far more rows than a first batch and a worker's block. */
      const manyRows = () =>
        sql`with recursive n(i) as (select 1000 union all select i + 1 from n where i < 60990)
          insert into export_cells (id, label, name_ar, name_en, amount, day, at, kind, flag, name_id)
          select i, ${'x'.repeat(200)}, 'ع', 'e', i, '2026-01-01', '2026-01-01T10:00:00.000Z', 'monthly', 1, i % 3
          from n where true on conflict (id) do nothing`.execute(db);

      it('gives a copy’s connection or worker back when the client goes away half way, so later exports still run', async () => {
        await manyRows();
        const url = await urlOf('/export?lang=ar&copy=1');
        // More clients gone away than the copies' connections (or the workers): one not given back would hold the next export for ever.
        for (let i = 0; i < Math.max(COPY_CONNECTIONS, EXPORT_WORKERS) + 2; i++) {
          const controller = new AbortController();
          const res = await fetch(url, { signal: controller.signal });
          const reader = res.body!.getReader();
          await reader.read();
          controller.abort();
          await reader.closed.catch(() => undefined);
        }
        const whole = await (await fetch(url)).text();
        // The header, the rows and the empty string after the last line's CRLF.
        expect(whole.split('\r\n')).toHaveLength(1 + cellRows.length + 300 + 59_991 + 1);
      });

      it('writes the rows of many blocks in order, the last block full, short or of one row', async () => {
        // Ids 1–5, 10–309 and 1000–60990. The first batch is 100 rows, a worker's block 4,096: below
        // id 13,083 the rest is three full blocks. On SQLite a CSV's blocks are shared between two
        // workers, a sheet's written by one.
        await manyRows();
        const blocks = (n: number) => 1000 + (100 + n * 4096 - 305);
        const same = async (query: string, rows?: number) => {
          const read = await app.inject({ url: query });
          const copied = await app.inject({ url: `${query}&copy=1` });
          if (query.includes('xlsx')) expect(zippedSheet(copied.rawPayload), query).toBe(zippedSheet(read.rawPayload));
          else {
            expect(copied.rawPayload.equals(read.rawPayload), query).toBe(true);
            // The header, the rows and the empty string after the last line's CRLF.
            if (rows !== undefined) expect(lines(copied.body), query).toHaveLength(1 + rows + 1);
          }
        };
        for (const below of [blocks(3) - 1, blocks(3), blocks(3) + 1, blocks(2) + 2]) {
          await same(`/export?lang=ar&below=${below}`, 305 + below - 1000);
        }
        await same(`/export?lang=en&format=xlsx&below=${blocks(3)}`);
        // Names looked up by id, and the latest instant first (the plan sorts them: one block).
        for (const query of ['named=1', 'monthly=1']) {
          await same(`/export?lang=ar&${query}&below=${blocks(3) + 1}`);
          await same(`/export?lang=en&format=xlsx&${query}&below=${blocks(3) + 1}`);
        }
      }, 60_000);
    }

    if (dialect.name === 'sqlite') {
      it('reads every row in the app from a SQLite database in memory, which no worker can open', async () => {
        const memory = createDb('file::memory:').db;
        expect(copiedRows(memory, cellSource(memory), cellColumns('en'), 'xlsx')).toBeUndefined();
        await memory.destroy();
      });

      it.runIf(existsSync('/proc/thread-self'))('runs its workers nicer than the server’s thread', async () => {
        await app.inject({ url: '/export?lang=ar&copy=1' });
        // Each thread's nice value is the 19th field of its stat, after its name in brackets.
        const nice = (task: string) =>
          Number(readFileSync(`/proc/self/task/${task}/stat`, 'utf8').split(') ')[1]!.split(' ')[16]);
        const threads = readdirSync('/proc/self/task').map(nice);
        // The workers kept idle after the export, and the test's own thread as it was.
        expect(threads.filter((n) => n === 10).length).toBeGreaterThanOrEqual(1);
        expect(nice(String(readlinkSync('/proc/thread-self').split('/').at(-1)))).toBe(0);
      });
    }
  });
}
