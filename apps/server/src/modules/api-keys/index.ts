import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListQuery,
  apiKeySchema,
  problemSchema,
} from '@dashboard/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '../../lib/audit.js';
import { registerCrud } from '../../lib/crud.js';
import { transaction } from '../../lib/transaction.js';
import * as service from './api-keys.service.js';
import { apiTag } from '../../lib/openapi.js';

/**
 * API keys for the student app and the platform's other services (admins
 * only): list, read, make (the key is in that answer and nowhere else), and
 * revoke. How a key authenticates is `plugins/auth.ts`.
 */
const apiKeys: FastifyPluginAsync = async (app) => {
  apiTag(app, 'api-keys', 'API keys for the student app and other services: made, listed and revoked by admins.');
  registerCrud(app, {
    path: '/api-keys',
    table: 'api_keys',
    tag: 'api-keys',
    namespace: 'api-keys',
    permissions: { read: 'apiKeys.read', write: 'apiKeys.write' },
    // Revoking marks the key; nothing refers to it.
    conflicts: { remove: false },
    item: apiKeySchema,
    list: {
      query: apiKeyListQuery,
      summary: 'The live API keys, a page at a time (never the keys themselves)',
      run: (db, query) => service.listApiKeys(db, query),
    },
    get: { summary: 'One live API key (never the key itself)', run: (db, id) => service.getApiKey(db, id) },
    remove: {
      summary: 'Revokes an API key: its next request is refused with 401',
      run: async (db, id) => {
        await service.revokeApiKey(db, id);
      },
    },
  });

  // Not the kit's create: the answer carries the key, which the item schema leaves out.
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api-keys',
    {
      config: { permission: 'apiKeys.write', audit: { entity: 'api-keys', actions: ['create'] } },
      schema: {
        tags: ['api-keys'],
        operationId: 'createApiKey',
        summary: 'Makes an API key for a named client, with permissions a key may hold',
        description:
          'The answer holds the whole key (`key`), the only time it is shown: only its SHA-256 is stored. ' +
          'A permission a key may not hold is a 400 naming it (`permissions.<n>`).',
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema, 400: problemSchema, 401: problemSchema, 403: problemSchema },
      },
    },
    async (request, reply) => {
      const created = await transaction(app.db, async (db) => {
        const key = await service.createApiKey(db, request.body, request.user!.id);
        // The key itself reads `[redacted]` in the log, as every secret does.
        await audit(db, request, { action: 'create', entity: 'api-keys', entityId: key.id, after: key });
        return key;
      });
      return reply.code(201).send(created);
    },
  );
};

export default apiKeys;
