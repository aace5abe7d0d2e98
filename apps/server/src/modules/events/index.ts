import type { PushMessage } from '@dashboard/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTag } from '../../lib/openapi.js';

const HEARTBEAT_MS = 25_000;

const events: FastifyPluginAsyncZod = async (app) => {
  apiTag(app, 'events', 'Messages pushed to the signed-in user’s open dashboards, as server-sent events.');
  // Open streams never end on their own: end them so the server can close.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/events',
    {
      config: { permission: 'events.subscribe' },
      schema: {
        tags: ['events'],
        operationId: 'streamEvents',
        summary: 'Server-sent events: messages pushed to the signed-in user (event `message`, data `{title, body}`)',
        response: {
          200: {
            description:
              'An endless stream: `retry: 5000`, a `: ping` comment every 25 s, and an event `message` whose data is a JSON `{ "title", "body" }` for each pushed message. It ends when the session does.',
            content: {
              'text/event-stream': {
                schema: z
                  .string()
                  .meta({ examples: ['event: message\ndata: {"title":"Saved","body":"The stage was added"}\n\n'] }),
              },
            },
          },
        },
      },
    },
    (request, reply) => {
      const user = request.user!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 5000\n: connected\n\n');

      const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
      const send = (m: PushMessage) => res.write(`event: message\ndata: ${JSON.stringify(m)}\n\n`);
      const unsubscribe = app.events.subscribe(
        { userId: user.id, role: user.role, sessionId: user.sessionId },
        send,
        () => res.end(),
      );
      const end = () => res.end();
      open.add(end);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
      });
    },
  );
};

export default events;
