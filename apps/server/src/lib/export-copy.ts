import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { copyConnection } from '../db/create-dialect.js';
import type { Database } from '../db/types.js';
import type { ExportColumn } from './export.js';
import { allRows, keysetRows, type IdLookup, type ListSource, type RowsQuery } from './list.js';

/**
 * An export's rows as its list's source (`source`, with the filters and the
 * sort asked): the kit reads its full rows a batch at a time, by `names`
 * when given (`keysetRows`), or on PostgreSQL has them copied out as CSV.
 */
export interface ExportSource {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  source: ListSource<any>;
  names?: { rows: RowsQuery<object>; lookups: readonly IdLookup[] };
}

/**
 * An export's CSV rows, when the database is PostgreSQL and every column is
 * made of cells (`exportCells`): `rows`, the first batch, read and written
 * by the app (what the first byte waits for: a whole list's plan joins and
 * sorts every row before its first), then `rest`, every row after them as
 * PostgreSQL writes them itself (`copyOut`), in a fraction of the time the
 * app takes to read them (undefined when the first batch was all).
 * Undefined on SQLite, or when a column is not made of cells.
 */
export function copiedCsv<T>(
  db: Kysely<Database>,
  from: ExportSource,
  columns: readonly ExportColumn<T>[],
): { rows: AsyncIterable<T>; rest: () => Promise<Readable | undefined> } | undefined {
  const cells = columns.map((c) => c.sql);
  if (!copyConnection(db) || !cells.every((c) => c !== undefined)) return undefined;
  const first: { after?: unknown[] } = {};
  return {
    rows: keysetRows(from.source, undefined, from.names, first) as AsyncIterable<T>,
    rest: async () => (first.after ? copyOut(db, copyStatement(db, from.source, cells, first.after)) : undefined),
  };
}

/**
 * The `COPY … TO STDOUT` statement of a list's rows as CSV: `cells` over
 * the rows the list's filters keep (after `after`), in its order. COPY takes no bound
 * parameters, so the compiled query's are written in as literals, each as
 * node-postgres escapes a value for the simple-query protocol.
 */
export function copyStatement(
  db: Kysely<Database>,
  source: ListSource<{ id: number }>,
  /** Each column's cell as SQL over the rows (`Cell['sql']`). */
  cells: readonly RawBuilder<unknown>[],
  /** The keys of the row the copy starts after (`allRows`). */
  after?: unknown[],
): string {
  const { rows, order } = allRows(source, after);
  const query = order.reduce(
    (q, key) => q.orderBy(sql.ref(`r.${key.column}`), key.direction),
    db.selectFrom(rows.as('r')).select(cells.map((c, i) => c.as(`c${i}`))),
  );
  const { sql: text, parameters } = query.compile();
  return `COPY (${withLiterals(text, parameters)}) TO STDOUT WITH (FORMAT csv)`;
}

/** `text` with each `$n` outside a quoted literal or name replaced by parameter n as a literal. */
export function withLiterals(text: string, parameters: readonly unknown[]): string {
  return text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\$(\d+)/g, (match, n: string | undefined) => {
    if (n === undefined) return match;
    const value = parameters[Number(n) - 1];
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
    if (typeof value === 'string') return pg.escapeLiteral(value);
    throw new Error(`A COPY cannot hold a parameter of type ${typeof value}`);
  });
}

/**
 * PostgreSQL ends a CSV line with LF; the app's CSV files end theirs with
 * CRLF (RFC 4180), whichever database wrote them. A line break inside a
 * quoted value is the value's and stays as it is. The quote state carries
 * over from chunk to chunk (a chunk may end anywhere).
 */
export class CrlfLines extends Transform {
  private quoted = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const parts: Buffer[] = [];
    let from = 0;
    let at = 0;
    while (at < chunk.length) {
      const quote = chunk.indexOf(0x22, at);
      if (this.quoted) {
        if (quote === -1) break;
        this.quoted = false;
        at = quote + 1;
        continue;
      }
      const end = quote === -1 ? chunk.length : quote;
      for (let lf = chunk.indexOf(0x0a, at); lf !== -1 && lf < end; lf = chunk.indexOf(0x0a, lf + 1)) {
        parts.push(chunk.subarray(from, lf), CRLF);
        from = lf + 1;
      }
      if (quote === -1) break;
      this.quoted = true;
      at = quote + 1;
    }
    parts.push(chunk.subarray(from));
    done(null, parts.length === 1 ? chunk : Buffer.concat(parts));
  }
}
const CRLF = Buffer.from('\r\n');

/**
 * Streams what `statement` copies out, on a connection of the exports' own
 * pool. Resolves once the first bytes arrived (or the copy ended), so a
 * statement that fails is still an error answer; rejects with its error.
 * The connection goes back to the pool when the copy ends, and is closed
 * (which ends the copy in the server) when the stream is destroyed before.
 */
export async function copyOut(db: Kysely<Database>, statement: string): Promise<Readable> {
  const connect = copyConnection(db);
  if (!connect) throw new Error('COPY needs PostgreSQL');
  const client = await connect();
  const copy = client.query(copyTo(statement));
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  copy.once('end', () => release());
  copy.once('error', (err) => release(err));
  copy.once('close', () => release(copy.readableEnded ? undefined : new Error('export ended early')));
  const lines = copy.pipe(new CrlfLines());
  copy.once('error', (err) => lines.destroy(err));
  lines.once('close', () => copy.destroy());
  await new Promise<void>((resolve, reject) => {
    const settle = () => {
      lines.off('readable', settle);
      lines.off('end', settle);
      lines.off('error', reject);
      resolve();
    };
    lines.once('readable', settle);
    lines.once('end', settle);
    lines.once('error', reject);
  });
  return lines;
}
