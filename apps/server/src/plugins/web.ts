import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendProblem } from './errors.js';

export interface WebPluginOptions {
  /** The built web app; null or a missing folder serves the API alone. */
  webDist: string | null;
  /** Overrides the API base the web app calls (runtime configuration, spec section 7). */
  apiBase?: string;
}

/**
 * Serves the built web app: hashed assets precompressed and cached for a
 * year, index.html never cached, and index.html for any other path that is
 * not the API (the client's router takes it from there).
 */
export default fp<WebPluginOptions>(
  async (app, opts) => {
    const root = opts.webDist && fs.existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        // `/` is index.html. With `index: false` a client that takes no compression got the
        // directory refused (403), while one taking gzip or brotli fell through to the fallback.
        index: ['index.html'],
        setHeaders(res, file) {
          const hashed = file.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn('the web app is not built: serving the API only (npm run build)');
    }

    if (opts.apiBase) {
      const script = `window.__DASHBOARD_CONFIG__ = ${JSON.stringify({ apiBase: opts.apiBase })};\n`;
      app.get('/config.js', (_request, reply) =>
        reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const allowed = app.allowedMethods(request.url);
      if (allowed.length) return sendProblem(reply.header('allow', allowed.join(', ')), 405, 'http.method_not_allowed');
      const isApi = request.url.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (root && !isApi && wantsPage && !path.extname(request.url.split('?')[0] ?? '')) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendProblem(reply, 404, 'http.not_found');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
