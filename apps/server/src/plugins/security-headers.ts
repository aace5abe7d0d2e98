import type { IncomingMessage, ServerResponse } from 'node:http';
import { videoEmbedOrigins } from '@dashboard/contracts';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** What every answer carries: helmet's defaults, with a content security policy for the web app. */
export const securityOptions: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // A video plays in YouTube's (cookie-less) or Vimeo's player; a lesson's PDF in the page's own frame
      // (/show-pdf frames its upload). Nothing else in a frame.
      frameSrc: ["'self'", ...videoEmbedOrigins],
      upgradeInsecureRequests: null,
    },
  },
};

/**
 * The headers helmet sets with these options, read once: they are the same on
 * every answer (no nonces), so a request copies them instead of running
 * helmet's middleware (`@fastify/helmet` builds it anew for each request,
 * parsing the policy every time: about a twentieth of a list request's CPU).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export default fp(
  async (app) => {
    const headers = securityHeaders(securityOptions);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
