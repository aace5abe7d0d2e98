import { healthSchema } from '@dashboard/contracts';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { answer, apiTag, problem } from '../../lib/openapi.js';

const health: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'system', 'Whether the server and its database answer.');
  app.get(
    '/health',
    {
      config: { permission: 'health.read' },
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Answers ok once the database answers',
        response: { 200: answer('The server and its database answer.', healthSchema), 503: problem(503) },
      },
    },
    async () => {
      try {
        await sql`select 1`.execute(app.db);
      } catch {
        throw new AppError(503, 'server.unavailable');
      }
      return { status: 'ok' as const };
    },
  );
};

export default health;
