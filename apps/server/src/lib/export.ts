import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import type { RawBuilder } from 'kysely';
import yazl from 'yazl';
import { createRequire } from 'node:module';
import { crc32 } from 'node:zlib';
import { formatNumber } from '@dashboard/contracts';
import type { Cell, CellRead } from './export-cells.js';
import { translate } from './i18n.js';

/**
 * yazl checksums a zip entry with buffer-crc32, a byte at a time in JavaScript: 0.18 s of the
 * event loop for a sheet of 94,000 payments (75 MB). Node's `zlib.crc32` gives the same value,
 * going on from the one before as yazl asks, natively: yazl's copy of the module is given it.
 */
const yazlCrc32 = createRequire(createRequire(import.meta.url).resolve('yazl'))('buffer-crc32') as {
  unsigned: (data: Buffer, previous?: number) => number;
};
yazlCrc32.unsigned = (data, previous = 0) => crc32(data, previous);

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
  width?: number;
  /** The same cell as PostgreSQL writes it (`exportCells` in lib/export-cells.ts). */
  sql?: RawBuilder<unknown>;
  /** `sql` is a number, which a sheet holds as one (an integer's or a fraction's cell). */
  number?: boolean;
  /** The number is a sum of money in pounds, which a sheet shows as `#,##0.00` (`MONEY_STYLE`). */
  money?: boolean;
  /** `sql`'s text is always one a sheet holds as it is (`plainInSheet`): a day, a date, a choice's labels. */
  plain?: boolean;
  /** What a SQLite export's worker reads of the row for this cell (`exportCells`). */
  read?: CellRead;
  /** A day's key, for PostgreSQL's CSV copy to read its text by (`Cell['day']`). */
  day?: Cell['day'];
}

/**
 * How long an export works on its rows before it lets the event loop serve other requests. Rows
 * from better-sqlite3 come without I/O, so without these pauses a whole export would run as one
 * task (its awaits are microtasks) and hold every other request until its end.
 */
const SLICE_MS = 2;
/**
 * Text gathered before it is passed on: few writes, yet a file streams from its first rows. An
 * XLSX's sheet is deflated a chunk at a time on libuv's threads, each chunk a round trip that waits
 * behind the other requests of the event loop's turn: at 16 KB, a busy server took 2.3 times as long
 * to send a sheet as at 256 KB (docs/benchmarks.md).
 */
export const CHUNK_CHARS = 256 * 1024;

/** The first characters that make a spreadsheet run a cell as a formula: `=`, `+`, `-`, `@`, a tab, a carriage return. */
const FORMULA_STARTS = new Set([61, 43, 45, 64, 9, 13]);

/** A spreadsheet cannot be made to run a formula from a cell we wrote. */
export function safeText(value: string): string {
  return FORMULA_STARTS.has(value.charCodeAt(0)) ? `'${value}` : value;
}

/** The most characters a sheet's cell holds (Excel's limit). */
export const SHEET_CELL_MOST = 32_767;

/**
 * A text as a sheet's cell holds it: guarded against formulas (`safeText`), and cut to
 * `SHEET_CELL_MOST` characters, its last one "…", where it is longer (an audit row's record):
 * Excel refuses a longer cell. A CSV has no such limit, and keeps the whole text.
 */
export function sheetTextOf(value: string): string {
  const text = safeText(value);
  if (text.length <= SHEET_CELL_MOST) return text;
  // Never half of a character written as two code units.
  const end = /[\ud800-\udbff]/.test(text[SHEET_CELL_MOST - 2]!) ? SHEET_CELL_MOST - 2 : SHEET_CELL_MOST - 1;
  return text.slice(0, end) + '…';
}

/** A cell as a CSV line holds it: a text guarded against formulas, quoted if it must be. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = safeText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * Text as XML character data; what XML 1.0 cannot hold (control characters, lone surrogates) is
 * dropped. A line break is written as a character reference: the same text to a reader (a carriage
 * return is even kept, where a literal one would be read as a plain line break), and a sheet's row
 * is then one line, as PostgreSQL copies it out (`sheetStatement` in lib/export-copy.ts).
 */
export function xmlText(value: string): string {
  // Most values have nothing to escape or drop: a plain scan of them says so (the full pattern is slower).
  // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
  if (!/[&<>"\x00-\x1f\ud800-\udfff\ufffe\uffff]/.test(value)) return value;
  return value.replace(
    // eslint-disable-next-line no-control-regex -- the control characters are what is looked for
    /[&<>"\n\r]|[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => xmlEscapes[c] ?? '',
  );
}

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A file's text in chunks: `head`, a line for each row, `tail`. The first row is read before
 * anything is sent (so a query that fails is still an error answer, not a cut file) and leaves
 * with the head at once; after that text leaves every CHUNK_CHARS, and every SLICE_MS of work the
 * loop waits a turn of the event loop. The stream it feeds reads only as fast as the client takes
 * the bytes, so no more than a few chunks are ever held.
 */
async function textChunks<T>(
  rows: AsyncIterable<T>,
  head: string,
  line: (row: T, index: number) => string,
  tail: string,
  gone: AbortSignal,
  /** At most this many rows; a row past them ends the file with `past` instead, and no more are read. */
  limit?: { rows: number; past: (index: number) => string },
  /** Kept up to date: the rows written, and whether the limit ended them. */
  written: { rows: number; full: boolean } = { rows: 0, full: false },
): Promise<AsyncGenerator<string>> {
  const source = rows[Symbol.asyncIterator]();
  const first = await source.next();
  let started = false;
  const chunks = (async function* () {
    started = true;
    try {
      let text = head;
      let index = 0;
      let slice = performance.now();
      for (let next = first; !next.done; next = await source.next()) {
        // The client went away: stop here rather than at the next chunk the stream asks for.
        if (gone.aborted) return;
        if (limit && index === limit.rows) {
          text += limit.past(index);
          written.full = true;
          break;
        }
        text += line(next.value, index++);
        written.rows = index;
        if (index === 1 || text.length >= CHUNK_CHARS) {
          yield text;
          text = '';
        }
        if (performance.now() - slice >= SLICE_MS) {
          await nextTurn();
          slice = performance.now();
        }
      }
      if (text + tail) yield text + tail;
    } finally {
      // Ends the source early (its `finally` runs) when the client went away.
      await source.return?.();
    }
  })();
  // A generator returned or thrown into before its first step never runs its body, `finally`
  // included: the XLSX zip may be destroyed before it reads the sheet. The source ends here then.
  const endUnstarted = async () => {
    if (started) return;
    started = true;
    await source.return?.();
  };
  const returnChunks = chunks.return.bind(chunks);
  const throwChunks = chunks.throw.bind(chunks);
  chunks.return = async (value) => {
    await endUnstarted();
    return returnChunks(value);
  };
  chunks.throw = async (error) => {
    await endUnstarted();
    return throwChunks(error);
  };
  return chunks;
}

/** A CSV line of a row's cells. */
export function csvLine(values: readonly (string | number | null)[]): string {
  let line = csvCell(values[0] ?? null);
  for (let i = 1; i < values.length; i++) line += ',' + csvCell(values[i]!);
  return line + '\r\n';
}

const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * The parts of a one-sheet workbook other than the sheet and its shared strings (`SharedStrings`,
 * written after it): content types, relationships, the workbook, styles.
 */
function workbookParts(sheet: string): [string, string][] {
  // Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ].
  const name =
    sheet
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet1';
  const type = 'application/vnd.openxmlformats-officedocument';
  return [
    [
      '[Content_Types].xml',
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="${type}.relationships+xml"/>` +
        `<Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="${type}.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type}.spreadsheetml.worksheet+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${type}.spreadsheetml.styles+xml"/>` +
        `<Override PartName="/xl/sharedStrings.xml" ContentType="${type}.spreadsheetml.sharedStrings+xml"/>` +
        `</Types>`,
    ],
    [
      '_rels/.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/>` +
        `</Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns="${main}" xmlns:r="${rels}"><bookViews><workbookView/></bookViews>` +
        `<sheets><sheet name="${xmlText(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${rels}/styles" Target="styles.xml"/>` +
        `<Relationship Id="rId3" Type="${rels}/sharedStrings" Target="sharedStrings.xml"/>` +
        `</Relationships>`,
    ],
    [
      // Style 1 is the bold of the header row; style 2 money's built-in `#,##0.00` (format 4).
      'xl/styles.xml',
      `<styleSheet xmlns="${main}">` +
        `<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>` +
        `<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>` +
        `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
        `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
        `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
        `<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
        `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
        `<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
        `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
        `</styleSheet>`,
    ],
  ].map(([path, xml]) => [path!, declaration + xml]);
}

/** Spaces at an end, doubled, or a tab or line break are kept only when the text says so. */
const keepsSpace = (value: string) => /^\s|\s$|\s\s|[\t\n\r]/.test(value);

/** Whether a sheet holds `value` as it is: nothing to escape or drop, and no space to keep. */
export const plainInSheet = (value: string) => !keepsSpace(value) && xmlText(value) === value;

/** A text cell after its reference (`<c r="A2"` and this). */
const sheetTextRest = (value: string, style = '') =>
  `${style} t="inlineStr"><is><t${keepsSpace(value) ? ' xml:space="preserve"' : ''}>${xmlText(value)}</t></is></c>`;

const sheetText = (ref: string, value: string, style = '') => `<c r="${ref}"` + sheetTextRest(value, style);

/** A money cell's style attribute: pounds shown with both piastre digits and thousands' separators. */
export const MONEY_STYLE = ' s="2"';

/**
 * A value's cell in a sheet after its reference (`<c r="A2"` and this): a text as a sheet holds it
 * (`sheetTextOf`), or a number, in `style` if given; '' for no cell (an empty text, a null: no cell
 * at all).
 */
export function sheetCellRest(value: string | number | null, style = ''): string {
  if (typeof value === 'string') return value === '' ? '' : sheetTextRest(sheetTextOf(value));
  return typeof value === 'number' && Number.isFinite(value) ? `${style}><v>${value}</v></c>` : '';
}

/** A money cell in a sheet after its reference, as `sheetCellRest` writes it in `MONEY_STYLE`. */
export const sheetMoneyRest = (value: string | number | null) => sheetCellRest(value, MONEY_STYLE);

/** The most texts a sheet's shared strings hold; texts past them are written in their cells. */
const SHARED_MOST = 65_536;

/**
 * A sheet's shared strings (`xl/sharedStrings.xml`): a text many rows hold (a choice's label, a
 * day, a looked-up name) is written once, and each cell holding it points at it. A sheet of
 * payments in Arabic is about half as long, so half as much to encode and deflate. The table
 * holds at most `most` texts (memory stays flat); a text past them is written in its cell.
 */
export class SharedStrings {
  /** Each text's cell after its reference, pointing at its entry. */
  private readonly cells = new Map<string, string>();
  /** Each text's entry. */
  private readonly entries = new Map<string, number>();
  private items: string[] = [];
  constructor(private readonly most = SHARED_MOST) {}

  /** A value's cell after its reference, as `sheetCellRest`, a text pointing at its shared entry. */
  readonly rest = (value: string | number | null): string => {
    if (typeof value !== 'string' || value === '') return sheetCellRest(value);
    const cell = this.cells.get(value);
    if (cell !== undefined) return cell;
    return this.index(value) === undefined ? sheetCellRest(value) : this.cells.get(value)!;
  };

  /**
   * The entry of a text, added if it is new: what a cell holding it points at (`<v>` of `t="s"`).
   * Undefined for an empty text (no cell), or when the table is full.
   */
  index(value: string): number | undefined {
    if (value === '') return undefined;
    const known = this.entries.get(value);
    if (known !== undefined) return known;
    if (this.items.length >= this.most) return undefined;
    const text = sheetTextOf(value);
    const at = this.items.length;
    this.entries.set(value, at);
    this.cells.set(value, ` t="s"><v>${at}</v></c>`);
    this.items.push(`<si><t${keepsSpace(text) ? ' xml:space="preserve"' : ''}>${xmlText(text)}</t></si>`);
    return at;
  }

  /** The room left: how many more texts the table can hold. */
  get room(): number {
    return this.most - this.items.length;
  }

  /** The part's XML. */
  xml(): string {
    return sharedStringsXml(this.items);
  }
}

/** `xl/sharedStrings.xml` of the `<si>` items given. */
const sharedStringsXml = (items: readonly string[]) =>
  declaration + `<sst xmlns="${main}" uniqueCount="${items.length}">` + items.join('') + '</sst>';

/** Column letters, made once: a sheet's row names each of its cells. */
const letters: string[] = [];

/** The letters of a sheet's first `count` columns. */
export const columnLetters = (count: number) => Array.from({ length: count }, (_, i) => (letters[i] ??= columnName(i)));

/** A sheet's row number `r` of a row's cells (`<row r="…">…</row>`, one line), each number in its column's `styles`. */
export function sheetRow(
  r: number,
  values: readonly (string | number | null)[],
  styles: readonly string[] = [],
): string {
  let xml = `<row r="${r}">`;
  for (let i = 0; i < values.length; i++) {
    const rest = sheetCellRest(values[i]!, styles[i]);
    if (rest) xml += `<c r="${(letters[i] ??= columnName(i))}${r}"` + rest;
  }
  return xml + '</row>';
}

/**
 * The worksheet as SpreadsheetML written directly, with inline strings (no shared-strings table
 * to keep until the end; only SQLite's worker shares the texts it knows repeat): its head
 * (right-to-left in Arabic, the header row frozen, the column widths, the bold header row), a
 * `<row>` a line, its tail.
 */
function sheetXml<T>(rtl: boolean, columns: ExportColumn<T>[]) {
  const head =
    declaration +
    `<worksheet xmlns="${main}" xmlns:r="${rels}"><sheetViews>` +
    `<sheetView workbookViewId="0" tabSelected="1"${rtl ? ' rightToLeft="1"' : ''}>` +
    `<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/><cols>` +
    columns.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width ?? 24}" customWidth="1"/>`).join('') +
    `</cols><sheetData><row r="1">` +
    columns.map((c, i) => sheetText(`${columnName(i)}1`, c.header, ' s="1"')).join('') +
    `</row>`;
  const styles = columns.map((c) => (c.money ? MONEY_STYLE : ''));
  const line = (row: T, index: number) => sheetRow(index + 2, rowValues(columns, row), styles);
  /** The row after the last a sheet can hold, saying so, instead of rows cut off without a word. */
  const past = (note: string) => (index: number) =>
    `<row r="${index + 2}">${sheetText(`A${index + 2}`, note, ' s="1"')}</row>`;
  return { head, line, tail: '</sheetData></worksheet>', past };
}

/** A row's cells, by its columns. */
function rowValues<T>(columns: readonly ExportColumn<T>[], row: T): (string | number | null)[] {
  const values = new Array<string | number | null>(columns.length);
  for (let i = 0; i < columns.length; i++) values[i] = columns[i]!.value(row);
  return values;
}

/** The rows a worksheet holds, its header among them (Excel's limit). */
export const SHEET_ROWS = 1_048_576;

/**
 * The workbook as a zip written as it goes (yazl): the small parts first, then the sheet's
 * entry, deflated as its text arrives and passed on as it is compressed (a data descriptor after
 * it carries its size and CRC), then the shared strings its rows point at (`shared`, known once
 * they are all written). Every stream in the chain waits for the one after it, down to
 * the client's socket, so a slow client slows the reading of rows instead of filling memory.
 */
function xlsxStream(sheet: string, text: AsyncGenerator<string | Buffer>, shared: () => string): Readable {
  const zip = new yazl.ZipFile();
  for (const [path, xml] of workbookParts(sheet)) zip.addBuffer(Buffer.from(xml), path);
  const rows = Readable.from(text, { objectMode: false });
  // The fastest deflate: a sheet's XML still shrinks about fourteenfold, in a third of level 6's time.
  zip.addReadStream(rows, 'xl/worksheets/sheet1.xml', { compressionLevel: 1 });
  rows.once('end', () => {
    zip.addBuffer(Buffer.from(shared()), 'xl/sharedStrings.xml', { compressionLevel: 1 });
    zip.end();
  });
  const out = zip.outputStream as Readable;
  const fail = (err: Error) => out.destroy(err);
  rows.once('error', fail);
  zip.once('error', fail);
  // A client gone away: stop reading rows (the source's `finally` runs).
  out.once('close', () => rows.destroy());
  return out;
}

/**
 * Streams rows as CSV (UTF-8 with BOM) or XLSX from the first rows read: the first bytes leave
 * once the first row is read, the rest as the rows arrive, at the pace the client reads, with
 * pauses that let other requests in (`textChunks`). No export is ever held in memory whole.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  options: {
    format: 'csv' | 'xlsx';
    filename: string;
    sheet: string;
    rtl: boolean;
    columns: ExportColumn<T>[];
    rows: AsyncIterable<T>;
    /** The rows a sheet holds (tests make it small). */
    sheetRows?: number;
    /**
     * The rows after `rows`, as the database wrote them (`copiedRows` in lib/export-copy.ts): a
     * CSV's lines, or a sheet's rows from the `place` it gives.
     */
    rest?: ((place: SheetPlace) => Promise<Readable | undefined>) | undefined;
  },
): Promise<FastifyReply> {
  const { columns } = options;
  // Whatever the streams do with a closed connection, the reading of rows stops with it.
  const connection = new AbortController();
  reply.raw?.once('close', () => connection.abort());
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${options.filename}-${stamp}.${options.format}`;
  // An ASCII name for old clients, the real (maybe Arabic) one in RFC 5987 form for the rest.
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  if (options.format === 'csv') {
    // The byte-order mark makes Excel read the file as UTF-8, so Arabic shows.
    const head = '\uFEFF' + columns.map((c) => csvCell(c.header)).join(',') + '\r\n';
    const text = await textChunks(options.rows, head, (row) => csvLine(rowValues(columns, row)), '', connection.signal);
    reply.type('text/csv; charset=utf-8');
    const { rest } = options;
    const lines = rest ? followed(text, () => rest({ next: 0, room: Infinity, full: () => '' })) : text;
    return sendFile(reply, ascii, name, Readable.from(lines, { objectMode: false }));
  }
  const xml = sheetXml(options.rtl, columns);
  // More rows than a sheet holds: its last row says so (in the sheet's language), rather than rows
  // cut off without a word. CSV has no such limit.
  const lang = options.rtl ? 'ar' : 'en';
  const limit = {
    rows: (options.sheetRows ?? SHEET_ROWS) - 2,
    past: (count: number) =>
      xml.past(translate(lang, 'common:actions.exportSheetFull', { count: formatNumber(count, lang) }))(count),
  };
  const { rest } = options;
  const written = { rows: 0, full: false };
  let shared = sharedStringsXml([]);
  const text = await textChunks(
    options.rows,
    xml.head,
    xml.line,
    rest ? '' : xml.tail,
    connection.signal,
    limit,
    written,
  );
  // The database's rows go on from the app's: numbered after them, in the room the sheet has left.
  const place = (): SheetPlace => ({
    next: written.rows + 2,
    room: limit.rows - written.rows,
    full: limit.past,
    shared: (xml) => (shared = xml),
  });
  const sheet = rest ? followed(text, async () => (written.full ? undefined : rest(place())), xml.tail) : text;
  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  return sendFile(
    reply,
    ascii,
    name,
    xlsxStream(options.sheet, sheet, () => shared),
  );
}

/**
 * Where a sheet's rows copied by the database go on: the number of the first, the rows the sheet
 * still has room for, the row that says it is full after a given count of rows, and where the
 * shared strings those rows point at are given, once all are written (`SharedStrings`).
 */
export interface SheetPlace {
  next: number;
  room: number;
  full: (rows: number) => string;
  shared?: (xml: string) => void;
}

/**
 * `text`, then the bytes of `rest` as they come, then `tail`; ending early (a client gone)
 * destroys `rest`'s stream.
 */
async function* followed(text: AsyncGenerator<string>, rest: () => Promise<Readable | undefined>, tail = '') {
  yield* text;
  const more = await rest();
  if (more) yield* more;
  if (tail) yield tail;
}

function sendFile(reply: FastifyReply, ascii: string, name: string, body: Readable) {
  return reply
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('cache-control', 'no-store')
    .send(body);
}
