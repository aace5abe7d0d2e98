import { EventEmitter } from 'node:events';
import type { PushMessage, Role } from '@dashboard/contracts';
import fp from 'fastify-plugin';

/** Who a pushed message is for. */
export type Audience = 'all' | { userIds?: number[]; roles?: Role[] };

interface Subscriber {
  userId: number;
  role: Role;
  sessionId: number;
}

/**
 * Pushes messages to the dashboards that are open now (the toast area). It
 * lives in one process: a message published while a user is away is not kept.
 */
export class EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(audience: Audience, message: PushMessage): void {
    this.emitter.emit('message', audience, message);
  }

  /** Ends the streams of a session (after logout). */
  endSession(sessionId: number): void {
    this.emitter.emit('end', sessionId);
  }

  subscribe(who: Subscriber, send: (m: PushMessage) => void, end: () => void): () => void {
    const onMessage = (audience: Audience, message: PushMessage) => {
      if (audience === 'all' || audience.userIds?.includes(who.userId) || audience.roles?.includes(who.role)) {
        send(message);
      }
    };
    const onEnd = (sessionId: number) => {
      if (sessionId === who.sessionId) end();
    };
    this.emitter.on('message', onMessage);
    this.emitter.on('end', onEnd);
    return () => {
      this.emitter.off('message', onMessage);
      this.emitter.off('end', onEnd);
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export default fp(
  async (app) => {
    app.decorate('events', new EventBus());
  },
  { name: 'events' },
);
