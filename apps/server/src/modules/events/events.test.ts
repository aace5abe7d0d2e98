import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createUser, signIn, signInAs } from '../../test/build.js';
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

    it('ends the streams of the sessions a password change ends, and keeps the one that changed it', async () => {
      const user = await createUser(app, 'teacher');
      const here = await signIn(app, user.phone);
      const elsewhere = await signIn(app, user.phone);
      const hereStream = await fetch(`${base}/api/v1/events`, { headers: here.headers });
      const elsewhereStream = await fetch(`${base}/api/v1/events`, { headers: elsewhere.headers });
      const hereReading = readMessages(hereStream, 1);
      const elsewhereReading = readMessages(elsewhereStream, 1);
      await new Promise((r) => setTimeout(r, 50));
      const changed = await fetch(`${base}/api/v1/profile/password`, {
        method: 'POST',
        headers: { ...here.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ current_password: user.password, new_password: 'Brand-new-1' }),
      });
      expect(changed.status).toBe(204);
      const stillOpen = () => new Promise((r) => setTimeout(() => r('still open'), 2000));
      // The ended session's stream closes without a message …
      expect(await Promise.race([elsewhereReading, stillOpen()])).toEqual([]);
      // … while this session's stream still delivers.
      app.events.publish({ userIds: [user.id] }, { title: 'Still here', body: 'b' });
      expect(await Promise.race([hereReading, stillOpen()])).toEqual([{ title: 'Still here', body: 'b' }]);
    });
  });
}
