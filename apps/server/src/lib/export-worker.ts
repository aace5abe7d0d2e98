/**
 * A worker thread that writes a SQLite export's rows after its first batch
 * (`workerRows` in lib/export-copy.ts): it runs one statement on a read-only
 * connection of its own, makes each cell as the app does (`cellFormatter`),
 * and sends the CSV's lines or the sheet's rows in chunks. better-sqlite3
 * reads synchronously; here that holds only this thread, never the server's
 * event loop, and the statement may sort all its rows first.
 *
 * The chunks it may send are counted in `control[0]`: it takes one for each
 * chunk and waits when there are none; the server gives one each time the
 * client's stream asks for more, so a slow client slows the reading.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { cellFormatter, type CellFormat } from './export-cells.js';
import { CHUNK_CHARS, csvLine, sheetRow } from './export.js';

export interface ExportWork {
  file: string;
  sql: string;
  parameters: unknown[];
  formats: CellFormat[];
  format: 'csv' | 'xlsx';
  /** A sheet's first row number, and the rows it still has room for (a CSV: Infinity). */
  next: number;
  room: number;
  /** `Int32Array` over it: [0] the chunks this thread may still send. */
  control: SharedArrayBuffer;
}

/** What the worker posts: a chunk of the file, its end (`more`: rows were left past the room), or a failure. */
export type ExportMessage = { chunk: Uint8Array } | { end: true; more: boolean } | { error: string };

/**
 * SQLite's pages this connection keeps, in KiB: as the server's own (its default is 2 MB). A
 * payments export reads rows of students and subscriptions all over the file; 2 MB made it read
 * the same pages again and again. (A memory map of the file read the students twice as fast, but
 * counted up to 2 GB of the file in the server's resident memory.)
 */
const CACHE_KIB = 65_536;

/** Writes `work`'s rows, passing each chunk, then the end, to `post` (with what it may transfer). */
export function runExport(work: ExportWork, post: (message: ExportMessage, transfer?: ArrayBuffer[]) => void) {
  const credits = new Int32Array(work.control);
  const encoder = new TextEncoder();
  const send = (text: string) => {
    while (Atomics.load(credits, 0) <= 0) Atomics.wait(credits, 0, 0);
    Atomics.sub(credits, 0, 1);
    const chunk = encoder.encode(text);
    post({ chunk }, [chunk.buffer as ArrayBuffer]);
  };
  const db = new SQLite(work.file, { readonly: true, fileMustExist: true });
  db.pragma(`cache_size = -${CACHE_KIB}`);
  try {
    const make = work.formats.map((f) => cellFormatter(f));
    const statement = db.prepare(work.sql).raw();
    const csv = work.format === 'csv';
    const values = new Array<string | number | null>(make.length);
    let text = '';
    let rows = 0;
    let more = false;
    for (const raw of statement.iterate(...work.parameters) as Iterable<unknown[]>) {
      if (rows === work.room) {
        more = true;
        break;
      }
      for (let i = 0; i < make.length; i++) values[i] = make[i]!(raw[i]);
      text += csv ? csvLine(values) : sheetRow(work.next + rows, values);
      rows++;
      if (text.length >= CHUNK_CHARS) {
        send(text);
        text = '';
      }
    }
    if (text) send(text);
    post({ end: true, more });
  } finally {
    db.close();
  }
}

// Run as a worker thread (`workerRows`); imported elsewhere, it only gives `runExport`.
if (parentPort) {
  const port = parentPort;
  try {
    runExport(workerData as ExportWork, (message, transfer) => port.postMessage(message, transfer ?? []));
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ExportMessage);
  }
}
