/**
 * A worker thread that writes a SQLite export's rows after its first batch
 * (`workerRows` in lib/export-copy.ts): it reads on a read-only connection of
 * its own, in one read transaction, a block of rows at a time (`ExportWork`'s
 * `block`), looks up the names the list looks up by id (on the same
 * connection, so in the same snapshot), writes each cell as the app does
 * (`cellWriter`; a sheet's text many rows hold once, in its shared strings),
 * and sends the CSV's lines or the sheet's rows in chunks. Then it waits for
 * the next export. better-sqlite3 reads synchronously; here that holds only
 * this thread, never the server's event loop.
 *
 * A CSV may be written by two workers at once, each every other block: one
 * passes over the other's block through the sort's index (a few µs a
 * hundred rows) while the other reads and writes it, so the file's rows take
 * both cores. Their snapshots are the same because the server's thread, the
 * only writer, waits while they begin (`began`).
 *
 * The chunks it may send are counted in `control[0]`: it takes one for each
 * chunk and waits when there are none; the server gives one back each time
 * it passes one on to the client, so a slow client slows the reading.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { cellWriter, type CellFormat } from './export-cells.js';
import { CHUNK_CHARS, columnLetters, csvCell, SharedStrings, sheetCellRest, sheetMoneyRest } from './export.js';

export interface ExportWork {
  file: string;
  /**
   * A block's statement: the rows after the sort keys bound at `slots`, in the list's order, at
   * most `block.size` of them (all, when the plan sorts: `block.size` is then Infinity); each row's
   * last `keys` columns are its sort keys.
   */
  sql: string;
  parameters: unknown[];
  slots: KeySlot[];
  keys: number;
  /** The sort keys of the row the first block starts after: the first batch's last. */
  after: unknown[];
  /**
   * The statement that passes over a block: the sort keys of the `block.size`th row after the keys
   * bound at its `slots` (none: that block is the last), read from the sort's index alone; none
   * when the rest is one block.
   */
  skip?: { sql: string; parameters: unknown[]; slots: KeySlot[] } | undefined;
  /** The blocks this worker writes: `first`, then every `stride`th (`stride` workers share the file). */
  block: { size: number; first: number; stride: number };
  formats: CellFormat[];
  /**
   * Where each cell's value is: a column of the statement's row, or names looked up by id
   * (`ListNames`): pairs of a lookup and a column of its row, the last of them whose id the
   * row holds giving the value (none: null), as `keysetRows` puts names on a row.
   */
  inputs: (number | [lookup: number, column: number][])[];
  lookups: WorkerLookup[];
  format: 'csv' | 'xlsx';
  /** A sheet's first row number, and the rows it still has room for (a CSV: Infinity). */
  next: number;
  room: number;
  /** `Int32Array` over it: [0] the chunks this thread may still send. */
  control: SharedArrayBuffer;
  /**
   * With more than one worker, `Int32Array` over it: [0] counts the workers whose read
   * transaction began; the server's thread waits for all of them (`workerRows`).
   */
  began?: SharedArrayBuffer;
}

/** Where a sort key's value is bound in a statement's parameters: [parameter, key]. */
export type KeySlot = [parameter: number, key: number];

/** A lookup of names by id (`IdLookup`): its statement (its one parameter the id), and the column of the row holding the id. */
export interface WorkerLookup {
  sql: string;
  at: number;
}

const [COMMA, CR, LF] = [44, 13, 10];

/** Ids a lookup keeps the names of at most (`LOOKUP_CACHE` in lib/list.ts), so memory stays flat. */
const LOOKUP_KEPT = 50_000;

/**
 * What the worker posts: that its modules are loaded, a chunk of the file (the first `length`
 * bytes of `chunk`, its buffer handed over: `FileBytes`), that a block's rows are all sent, the
 * end of its rows (`more`: rows were left past the room; `shared`: a sheet's shared strings,
 * `xl/sharedStrings.xml`), or a failure.
 */
export type ExportMessage =
  | { loaded: true }
  | { chunk: ArrayBuffer; length: number }
  | { block: number }
  | { end: true; more: boolean; shared?: string | undefined }
  | { error: string };

/** The bytes a chunk holds before it is sent: about what the app's own text chunks (`CHUNK_CHARS`) are in Arabic. */
const CHUNK_BYTES = 2 * CHUNK_CHARS;

/**
 * The file's bytes as the worker writes them: each text is encoded (UTF-8) straight into the
 * chunk's buffer, never joined to the others first. A line joined by `+` is a rope of a piece a
 * cell and a comma that V8 flattens, then copies, when it is posted: for a million students that
 * cost the worker more than making their cells (docs/benchmarks.md). A chunk ends after the row
 * that fills it (or before a text too long for the room left), and its buffer is handed over to
 * the server's thread, not copied: that thread has nothing left to encode.
 */
class FileBytes {
  private bytes = FileBytes.buffer(2 * CHUNK_BYTES);
  private at = 0;

  constructor(private readonly send: (chunk: ArrayBuffer, length: number) => void) {}

  private static buffer(size: number) {
    return Buffer.from(new ArrayBuffer(size));
  }

  text(text: string) {
    // A UTF-16 unit is at most 3 bytes of UTF-8 (a pair of them, 4).
    const most = 3 * text.length;
    if (this.at + most > this.bytes.length) {
      this.flush();
      if (most > this.bytes.length) this.bytes = FileBytes.buffer(most);
    }
    this.at += this.bytes.write(text, this.at);
  }

  /** One ASCII character, by its code. */
  byte(code: number) {
    if (this.at === this.bytes.length) this.flush();
    this.bytes[this.at++] = code;
  }

  /** After a row: the chunk goes once it is full. */
  rowEnd() {
    if (this.at >= CHUNK_BYTES) this.flush();
  }

  flush() {
    if (this.at === 0) return;
    // Handed over at its length: the server's thread counts a buffer's whole size as memory to
    // collect, and half of one is room kept for the row that overflows.
    this.send((this.bytes.buffer as ArrayBuffer).transfer(this.at), this.at);
    this.bytes = FileBytes.buffer(2 * CHUNK_BYTES);
    this.at = 0;
  }
}

/**
 * SQLite's pages this connection keeps, in KiB: as the server's own (its default is 2 MB). A
 * payments export reads rows of students and subscriptions all over the file; 2 MB made it read
 * the same pages again and again. (A memory map of the file read the students twice as fast, but
 * counted up to 2 GB of the file in the server's resident memory.)
 */
const CACHE_KIB = 65_536;

/**
 * Whether a sheet's cell of `format` writes its text once, in the shared strings: a text many
 * rows hold, so a choice's label, a flag's, a day, and a name looked up by id.
 */
const sharedCell = (format: CellFormat, input: ExportWork['inputs'][number]) =>
  typeof input !== 'number' ||
  ['choice', 'flag', 'day'].includes(format.as) ||
  (format.as === 'instant' && !format.time);

/** `parameters` with the sort keys `after` bound at `slots`. */
export function bound(parameters: readonly unknown[], slots: readonly KeySlot[], after: readonly unknown[]) {
  const values = [...parameters];
  for (const [at, key] of slots) values[at] = after[key];
  return values;
}

/**
 * Writes `work`'s rows, passing each chunk (its buffer to be handed over: `transfer`), each
 * block's end, then the end, to `post`.
 */
export function runExport(work: ExportWork, post: (message: ExportMessage, transfer?: ArrayBuffer[]) => void) {
  const credits = new Int32Array(work.control);
  const file = new FileBytes((chunk, length) => {
    while (Atomics.load(credits, 0) <= 0) Atomics.wait(credits, 0, 0);
    Atomics.sub(credits, 0, 1);
    post({ chunk, length }, [chunk]);
  });
  const db = new SQLite(work.file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${CACHE_KIB}`);
  try {
    // Every block is read in one snapshot; the other workers' begin in the same (`began`).
    db.exec('begin');
    db.prepare('select 1 from sqlite_schema limit 1').get();
    if (work.began) {
      const began = new Int32Array(work.began);
      Atomics.add(began, 0, 1);
      Atomics.notify(began, 0);
    }
    const { inputs, keys } = work;
    const statement = db.prepare(work.sql).raw();
    const skip = work.skip && { ...work.skip, statement: db.prepare(work.skip.sql).raw() };
    /** The keys of the last row of the block after `after`, or undefined: that block is the last. */
    const skipped = (after: unknown[]) =>
      skip?.statement.get(...bound(skip.parameters, skip.slots, after)) as unknown[] | undefined;
    // Each lookup's row of the current row's id (or undefined: no id), its rows kept by id.
    const found: (unknown[] | null | undefined)[] = [];
    const lookups = work.lookups.map(({ sql, at }) => {
      const read = db.prepare(sql).raw();
      const known = new Map<unknown, unknown[] | null>();
      return (raw: unknown[]) => {
        const id = raw[at];
        if (id == null) return undefined;
        let row = known.get(id);
        if (row === undefined) {
          if (known.size >= LOOKUP_KEPT) known.clear();
          known.set(id, (row = (read.get(id) as unknown[] | undefined) ?? null));
        }
        return row;
      };
    });
    const csv = work.format === 'csv';
    const shared = new SharedStrings();
    const writers = work.formats.map((f, i) =>
      cellWriter(
        f,
        csv ? csvCell : f.as === 'money' ? sheetMoneyRest : sharedCell(f, inputs[i]!) ? shared.rest : sheetCellRest,
      ),
    );
    /**
     * Each cell's text from the statement's row: its column's value written, or the name a lookup
     * found, written once for each row looked up (every row of a few hundred classes names one).
     */
    const written = writers.map((write, i): ((raw: unknown[]) => string) => {
      const at = inputs[i]!;
      if (typeof at === 'number') return (raw) => write(raw[at]);
      const none = write(null);
      const texts = new Map<unknown[], string>();
      return () => {
        for (let k = at.length - 1; k >= 0; k--) {
          const [lookup, column] = at[k]!;
          const row = found[lookup];
          if (row === undefined) continue;
          if (row === null) return none;
          let text = texts.get(row);
          if (text === undefined) {
            if (texts.size >= LOOKUP_KEPT) texts.clear();
            texts.set(row, (text = write(row[column])));
          }
          return text;
        }
        return none;
      };
    });
    const letters = columnLetters(written.length);
    const { size, first, stride } = work.block;
    let rows = 0;
    let more = false;
    let after: unknown[] | undefined = work.after;
    // The blocks before this worker's first are the others'.
    for (let b = 0; b < first && after; b++) after = skipped(after);
    for (let block = first; after; block += stride) {
      let inBlock = 0;
      let last: unknown[] | undefined;
      const values = bound(work.parameters, work.slots, after);
      // A block's rows are read in one call (a fifth less of SQLite's part than a call a row); a
      // statement of every row, a row at a time, so memory stays flat.
      const read = (size === Infinity ? statement.iterate(...values) : statement.all(...values)) as Iterable<unknown[]>;
      for (const raw of read) {
        if (rows === work.room) {
          more = true;
          break;
        }
        for (let k = 0; k < lookups.length; k++) found[k] = lookups[k]!(raw);
        // As `csvLine` and `sheetRow` write the values, each cell written as it is read.
        if (csv) {
          file.text(written[0]!(raw));
          for (let i = 1; i < written.length; i++) {
            file.byte(COMMA);
            file.text(written[i]!(raw));
          }
          file.byte(CR);
          file.byte(LF);
        } else {
          const r = work.next + rows;
          file.text(`<row r="${r}">`);
          for (let i = 0; i < written.length; i++) {
            const rest = written[i]!(raw);
            if (rest) file.text(`<c r="${letters[i]}${r}"` + rest);
          }
          file.text('</row>');
        }
        rows++;
        inBlock++;
        last = raw;
        file.rowEnd();
      }
      // A block ends its chunk, so the server can pass on the next worker's.
      file.flush();
      post({ block });
      if (more || inBlock < size) break;
      after = last!.slice(last!.length - keys);
      for (let k = 1; k < stride && after; k++) after = skipped(after);
    }
    post({ end: true, more, shared: csv ? undefined : shared.xml() });
  } finally {
    db.close();
  }
}

/**
 * How much lower than the server's thread the workers run (a nice value): an export is bulk work,
 * a page a person waits for. Told, the system lets the server's thread in as soon as a request
 * comes, and gives the workers all the rest.
 */
const NICER = 10;

/** This thread, not the process, runs `NICER` (Linux: a thread's own id, through /proc/thread-self); elsewhere as it is. */
function lowerPriority() {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(thread)) setPriority(thread, NICER);
  } catch {
    // No /proc, or not allowed: the worker keeps the server's priority.
  }
}

// Run as a worker thread (`workerRows`), it writes each export it is sent, one after another;
// imported elsewhere, it only gives `runExport`.
if (parentPort) {
  lowerPriority();
  const port = parentPort;
  port.postMessage({ loaded: true } satisfies ExportMessage);
  port.on('message', (work: ExportWork) => {
    try {
      runExport(work, (message, transfer) => port.postMessage(message, transfer));
    } catch (err) {
      port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ExportMessage);
    }
  });
}
