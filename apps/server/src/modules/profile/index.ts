import { passwordChangeSchema, profileSchema, profileUpdateSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answer, apiTag, noContent, problem } from '../../lib/openapi.js';
import * as service from './profile.service.js';

/** The signed-in user's own account, for every role. */
const profile: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'profile', 'The signed-in user’s own account: name, email, photo, password.');
  app.get(
    '/profile',
    {
      config: { permission: 'profile.read' },
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: 'The signed-in user',
        response: { 200: answer('The signed-in user.', profileSchema) },
      },
    },
    async (request) => service.getProfile(app.db, request.user!.id),
  );

  app.patch(
    '/profile',
    {
      config: {
        permission: 'profile.update',
        audit: { entity: ['users', 'teachers', 'support-agents'], actions: ['update'] },
      },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary: 'Changes the signed-in user’s name, email or photo (409 `user.taken` when the email is registered)',
        body: profileUpdateSchema,
        response: {
          200: answer('The signed-in user, changed.', profileSchema),
          409: problem(409, 'Another user has this email (`user.taken`).'),
        },
      },
    },
    async (request) => service.updateProfile(app.db, app.storage, request.user!, request.body, request),
  );

  app.post(
    '/profile/password',
    {
      config: {
        permission: 'profile.update',
        audit: { entity: ['users', 'teachers', 'support-agents'], actions: ['update'] },
      },
      schema: {
        tags: ['profile'],
        summary:
          'Changes the signed-in user’s password given the current one (400 `user.wrong_password`); the user’s other sessions end',
        operationId: 'changePassword',
        body: passwordChangeSchema,
        response: { 204: noContent('The password is changed; the user’s other sessions have ended.') },
      },
    },
    async (request, reply) => {
      const ended = await service.changePassword(app.db, request.user!, request.body, request);
      for (const sessionId of ended) app.events.endSession(sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default profile;
