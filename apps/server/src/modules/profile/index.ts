import { passwordChangeSchema, problemSchema, profileSchema, profileUpdateSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './profile.service.js';

const errors = { 400: problemSchema, 401: problemSchema, 403: problemSchema, 409: problemSchema };

/** The signed-in user's own account, for every role. */
const profile: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.get(
    '/profile',
    {
      config: { permission: 'profile.read' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user',
        response: { 200: profileSchema, 401: problemSchema },
      },
    },
    async (request) => service.getProfile(app.db, request.user!.id),
  );

  app.patch(
    '/profile',
    {
      config: { permission: 'profile.update' },
      schema: {
        tags: ['profile'],
        summary: 'Changes the signed-in user’s name, email or photo (409 `user.taken` when the email is registered)',
        body: profileUpdateSchema,
        response: { 200: profileSchema, ...errors },
      },
    },
    async (request) => service.updateProfile(app.db, uploadsDir, request.user!, request.body),
  );

  app.post(
    '/profile/password',
    {
      config: { permission: 'profile.update' },
      schema: {
        tags: ['profile'],
        summary:
          'Changes the signed-in user’s password given the current one (400 `user.wrong_password`); the user’s other sessions end',
        body: passwordChangeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ended = await service.changePassword(app.db, request.user!, request.body);
      for (const sessionId of ended) app.events.endSession(sessionId);
      return reply.code(204).send(null);
    },
  );
};

export default profile;
