import { emptyBodySchema, loginRequestSchema, loginResponseSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, apiTag, noContent, problem } from '../../lib/openapi.js';
import { login, signOut } from './auth.service.js';

const auth: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'auth', 'Signing in with a phone number and a password, and signing out.');
  app.post(
    '/login-phone',
    {
      config: { permission: 'auth.login', audit: { entity: 'sessions', actions: ['sign_in', 'sign_in_failed'] } },
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Signs in with a phone number and a password',
        body: loginRequestSchema,
        response: {
          200: answer('A new session: its token and the user.', loginResponseSchema),
          401: problem(401, 'The phone number or the password is wrong (`auth.invalid_credentials`).'),
          403: problem(403, 'The account is disabled (`auth.account_disabled`).'),
          429: problem(
            429,
            'Too many failed sign-ins from this address or for this phone (`auth.too_many_attempts`), or too many requests: wait the seconds `Retry-After` says.',
          ),
        },
      },
    },
    async (request) => login(app.db, app.loginThrottle, request.body, request),
  );

  app.post(
    '/logout',
    {
      config: { permission: 'auth.logout', audit: { entity: 'sessions', actions: ['sign_out'] } },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Revokes the token the request carries',
        body: emptyBodySchema,
        response: { 204: noContent('The session is over: its token no longer works.') },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await signOut(app.db, request, user.sessionId);
      app.events.endSession(user.sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default auth;
