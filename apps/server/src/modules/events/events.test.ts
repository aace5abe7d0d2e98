import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, signInAs } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';

/** Reads server-sent events from a live stream until `count` messages came. */
async function readMessages(res: Response, count: number): Promise<unknown[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const out: unknown[] = [];
  let buffer = '';
  while (out.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (block.includes('event: message') && data) out.push(JSON.parse(data.slice(6)));
    }
  }
  await reader.cancel();
  return out;
}

for (const dialect of dialects) {
  describe(`events stream on ${dialect.name}`, () => {
    let app: FastifyInstance;
    let close: () => Promise<void>;
    let base: string;
    // A stream never ends, which inject cannot read: this suite listens on a loopback port.
    beforeAll(async () => {
      ({ app, close } = await build(dialect));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    });
    afterAll(async () => close());

    it('delivers a message to its audience only', async () => {
      const teacher = await signInAs(app, 'teacher');
      const admin = await signInAs(app, 'admin');
      const stream = await fetch(`${base}/api/v1/events`, { headers: teacher.headers });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reading = readMessages(stream, 2);
      await new Promise((r) => setTimeout(r, 50));
      app.events.publish({ userIds: [admin.id] }, { title: 'not for you', body: 'x' });
      app.events.publish({ roles: ['teacher'] }, { title: 'Live starts', body: 'الحصة تبدأ الآن' });
      app.events.publish('all', { title: 'Everyone', body: 'b' });
      expect(await reading).toEqual([
        { title: 'Live starts', body: 'الحصة تبدأ الآن' },
        { title: 'Everyone', body: 'b' },
      ]);
    });

    it('refuses a visitor and ends the stream on logout', async () => {
      expect((await fetch(`${base}/api/v1/events`)).status).toBe(401);
      const agent = await signInAs(app, 'support-agent');
      const stream = await fetch(`${base}/api/v1/events`, { headers: agent.headers });
      const reading = readMessages(stream, 1);
      await new Promise((r) => setTimeout(r, 50));
      await fetch(`${base}/api/v1/logout`, { method: 'POST', headers: agent.headers });
      expect(await reading).toEqual([]);
    });
  });
}
