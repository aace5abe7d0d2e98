import type { Socket } from 'node:net';
import type { ErrorCode, Problem } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptedLanguage, problemMessage } from './i18n.js';

/** What Node's HTTP parser could not take, as the status and code of a problem. */
function statusOf(err: NodeJS.ErrnoException): [number, ErrorCode] {
  if (err.code === 'HPE_HEADER_OVERFLOW') return [431, 'http.headers_too_large'];
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'http.request_timeout'];
  return [400, 'http.bad_request'];
}

/**
 * The `Accept-Language` among the bytes Node was parsing when it gave up (`rawPacket`: the last
 * chunk read, which holds the whole head of a request sent at once), or undefined.
 */
function rawAcceptLanguage(err: NodeJS.ErrnoException & { rawPacket?: unknown }): string | undefined {
  if (!Buffer.isBuffer(err.rawPacket)) return undefined;
  const head = err.rawPacket.toString('latin1', 0, Math.min(err.rawPacket.length, 64 * 1024));
  return /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(head)?.[1]?.trim();
}

const reasons: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Fastify's `clientErrorHandler`: what a request Node could not parse is
 * answered with, before any route or hook runs. A request line and headers
 * past Node's 16 KB (a long query string) are a 431; headers that do not
 * arrive in time a 408; anything unreadable a 400. Fastify's own answer is
 * plain JSON of another shape; this one is a problem like every other error,
 * in the language of the `Accept-Language` the bytes Node was parsing hold
 * (`err.rawPacket`: there is no request to read it from), else in English.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code] = statusOf(err);
  this.log.debug({ err }, 'unreadable request');
  if (socket.writable) {
    const lang = acceptedLanguage({ 'accept-language': rawAcceptLanguage(err) });
    const problem: Problem = { status, code, message: problemMessage(lang, code) };
    const body = JSON.stringify(problem);
    socket.write(
      `HTTP/1.1 ${status} ${reasons[status]}\r\n` +
        'Content-Type: application/problem+json; charset=utf-8\r\n' +
        `Content-Language: ${lang}\r\n` +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}
