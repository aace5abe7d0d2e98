import { emptyBodySchema, loginRequestSchema, loginResponseSchema, problemSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { revokeSession } from './auth.repository.js';
import { login } from './auth.service.js';

const auth: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login-phone',
    {
      config: { permission: 'auth.login' },
      schema: {
        tags: ['auth'],
        summary: 'Signs in with a phone number and a password',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: problemSchema,
          401: problemSchema,
          403: problemSchema,
          429: problemSchema,
        },
      },
    },
    async (request) => login(app.db, app.loginThrottle, request.body, request.ip),
  );

  app.post(
    '/logout',
    {
      config: { permission: 'auth.logout' },
      schema: {
        tags: ['auth'],
        summary: 'Revokes the token the request carries',
        body: emptyBodySchema,
        response: { 204: z.null(), 401: problemSchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await revokeSession(app.db, user.sessionId);
      app.events.endSession(user.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default auth;
