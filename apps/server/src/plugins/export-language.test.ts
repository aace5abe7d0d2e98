import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from '../test/build.js';
import { dialects } from '../test/dialects.js';

for (const dialect of dialects) {
  describe(`a file's language, on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const headings = async (url: string, acceptLanguage?: string) => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const res = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    };

    it('is the one Accept-Language asks for when the query names none, and the query’s when it does', async () => {
      const english = await headings('/api/v1/stages/export?format=csv');
      const arabic = await headings('/api/v1/stages/export?format=csv', 'ar-EG,ar;q=0.9,en;q=0.8');
      expect(english).toMatch(/^[\x20-\x7e]+$/);
      expect(arabic).toMatch(/[\u0600-\u06ff]/);
      expect(arabic).not.toMatch(/[a-z]/i);
      expect(await headings('/api/v1/stages/export?format=csv&lang=en', 'ar')).toBe(english);
      expect(await headings('/api/v1/stages/export?format=csv', 'fr')).toBe(english);
      // A route of its own (a question bank's template) too.
      expect(await headings('/api/v1/questions/template?format=csv', 'ar')).toMatch(/[\u0600-\u06ff]/);
    });

    it('leaves a route that takes no language as it was: an unknown parameter is still refused', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages?lang=ar',
        headers: { ...headers, 'accept-language': 'ar' },
      });
      expect(res.statusCode).toBe(400);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/stages',
        headers: { ...headers, 'accept-language': 'ar' },
      });
      expect(list.statusCode).toBe(200);
    });
  });
}
