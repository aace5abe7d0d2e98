import type { Readable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';

/** The parts of pg-copy-streams' `COPY … TO STDOUT` query stream a subclass works with (copy-to.js). */
interface CopyToStream extends Readable {
  /** What pg-copy-streams has not read yet, handed back to node-postgres when the copy ends (`_detach`). */
  _buffer: { push(chunk: Buffer): void };
  _parse(chunk: Buffer): boolean;
  _detach(): void;
  _cleanup(): void;
}
const CopyToStream = Object.getPrototypeOf(copyTo('')).constructor as new (text: string) => CopyToStream;

// The backend's messages (PostgreSQL's frontend/backend protocol).
const COPY_DATA = 0x64; // d
const ERROR_RESPONSE = 0x45; // E
/** The messages a copy's data may have between them: any other ends it (`CopyDone`, then `CommandComplete`). */
const WITHIN_COPY = new Set([0x48 /* H: CopyOutResponse */, COPY_DATA, 0x53 /* S */, 0x4e /* N */, 0x41 /* A */]);
const HEADER = 5;
const CR = 0x0d;
const LF = 0x0a;

/**
 * `COPY … TO STDOUT` as a stream of its rows' bytes, each line ended by CRLF (RFC 4180; PostgreSQL
 * ends them with LF), for `client.query`. It reads the backend's messages itself: a copy's data
 * comes a row a message, so a row's last byte is its line's end, and a line break inside a quoted
 * value is never taken for one. pg-copy-streams made an object of each message (a million rows, a
 * million buffers and their collection) and the app then looked through every byte for the lines'
 * ends; here each chunk from the socket is one loop copying its rows into one buffer.
 */
export function copyCrlfRows(text: string): Readable {
  return new CrlfRowsCopy(text);
}

class CrlfRowsCopy extends CopyToStream {
  /** The first bytes of a message whose header the last chunk cut (fewer than five). */
  private carry: Buffer | null = null;
  /** The message being read (0 between messages), and how many bytes of it are still to come. */
  private code = 0;
  private left = 0;
  /** The copy ended or failed: the connection's bytes went back to node-postgres. */
  private over = false;

  override _parse(input: Buffer): boolean {
    // The copy is over: what the socket gives now is node-postgres' (pg-copy-streams would fail here).
    if (this.over) return false;
    const chunk = this.carry ? Buffer.concat([this.carry, input]) : input;
    this.carry = null;
    // The rows are written over the chunk itself, each where the one before it ended: a row's
    // header (five bytes) goes and its CR comes, so the writing never passes the reading. The end
    // of a row the chunk before began is written apart (its header was not in this chunk).
    let first: Buffer | undefined;
    let n = 0;
    let at = 0;
    let done = false;
    while (at < chunk.length) {
      if (this.code === 0) {
        if (chunk[at] === ERROR_RESPONSE) {
          // node-postgres reads the error, and fails the query with it.
          this.pushRows(first, chunk.subarray(0, n));
          this._buffer.push(chunk.subarray(at));
          this.over = true;
          this._detach();
          return false;
        }
        if (chunk.length - at < HEADER) {
          this.carry = Buffer.from(chunk.subarray(at));
          break;
        }
        this.code = chunk[at]!;
        this.left = chunk.readUInt32BE(at + 1) - 4;
        at += HEADER;
      }
      const take = Math.min(this.left, chunk.length - at);
      if (this.code === COPY_DATA && take > 0) {
        const end = at + take;
        const crlf = take === this.left && chunk[end - 1] === LF;
        if (at === 0) {
          // The end of the row the chunk before began.
          first = Buffer.allocUnsafe(take + 1);
          const length = chunk.copy(first, 0, 0, crlf ? end - 1 : end);
          if (crlf) first.write('\r\n', length, 'latin1');
          first = first.subarray(0, length + (crlf ? 2 : 0));
        } else if (crlf) {
          n += chunk.copy(chunk, n, at, end - 1);
          chunk[n++] = CR;
          chunk[n++] = LF;
        } else n += chunk.copy(chunk, n, at, end);
      }
      at += take;
      this.left -= take;
      if (this.left > 0) break;
      const ended = this.code;
      this.code = 0;
      if (!WITHIN_COPY.has(ended)) {
        done = true;
        break;
      }
    }
    const drained = this.pushRows(first, chunk.subarray(0, n));
    if (done) {
      this.over = true;
      // What follows the copy (its CommandComplete, ReadyForQuery) is node-postgres' to read.
      if (at < chunk.length) this._buffer.push(chunk.subarray(at));
      this._detach();
      this.push(null);
      this._cleanup();
      // Read no more off the socket: the rest is node-postgres'.
      return false;
    }
    return drained;
  }

  /** Passes on the rows read, if any: whether the reader wants more. */
  private pushRows(first: Buffer | undefined, rest: Buffer): boolean {
    let drained = true;
    if (first?.length) drained = this.push(first);
    if (rest.length) drained = this.push(rest);
    return drained;
  }
}
