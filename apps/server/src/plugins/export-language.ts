import fp from 'fastify-plugin';
import { acceptedLanguage } from '../lib/i18n.js';

/**
 * A file's language (an export's, a template's: a route whose query takes `lang`), when the query
 * names none, is the one `Accept-Language` asks for, as an error's is; English when neither says.
 * The web app always names it; a client of the API may only send the header.
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const query = request.query as Record<string, unknown> | null | undefined;
      if (!query || typeof query !== 'object' || query.lang !== undefined) return;
      if (!request.headers['accept-language']) return;
      const schema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
      if (schema?.shape && 'lang' in schema.shape) query.lang = acceptedLanguage(request.headers);
    });
  },
  { name: 'export-language' },
);
