import { problemSchema, sessionUserSchema } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toSessionUser } from '../users/users.service.js';

const profile: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      config: { permission: 'profile.read' },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in user',
        response: { 200: sessionUserSchema, 401: problemSchema },
      },
    },
    async (request) => toSessionUser(request.user!),
  );
};

export default profile;
