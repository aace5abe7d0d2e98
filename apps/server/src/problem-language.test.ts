import { errorMessages } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from './test/build.js';
import { dialects } from './test/dialects.js';

/** The shared catalogues, as the web app reads them. */
import ar from '../../../packages/contracts/locales/ar/common.json' with { type: 'json' };

for (const dialect of dialects) {
  describe(`problem messages by Accept-Language on ${dialect.name}`, () => {
    const ctx = useApp(dialect);

    it('answers in English without the header, and says so', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/stages' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        code: 'auth.unauthenticated',
        message: errorMessages['auth.unauthenticated'],
      });
      expect(res.headers['content-language']).toBe('en');
      expect(res.headers.vary).toMatch(/accept-language/i);
    });

    it('answers in Arabic from the web app’s catalogue when Arabic is preferred; the code stays the key', async () => {
      for (const header of ['ar', 'ar-EG,en;q=0.5', 'en;q=0.2, ar;q=0.8']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/stages',
          headers: { 'accept-language': header },
        });
        expect(res.statusCode, header).toBe(401);
        expect(res.json(), header).toEqual({
          status: 401,
          code: 'auth.unauthenticated',
          message: ar.errors.auth.unauthenticated,
        });
        expect(res.headers['content-language']).toBe('ar');
      }
    });

    it('keeps English for a language it does not have, or one refused with q=0', async () => {
      for (const header of ['fr-FR', 'ar;q=0', 'de, *;q=0']) {
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/nothing',
          headers: { 'accept-language': header },
        });
        expect(res.statusCode, header).toBe(404);
        expect(res.json().message, header).toBe(errorMessages['http.not_found']);
      }
    });

    it('translates field errors’ message, placeholders in Arabic digits, and keeps each field’s code', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const body = { name_ar: 'م', name_en: 'Stage', code: 'X1', extra: 1 };
      const en = await ctx.app.inject({ method: 'POST', url: '/api/v1/stages', headers: s.headers, payload: body });
      const arabic = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers: { ...s.headers, 'accept-language': 'ar' },
        payload: body,
      });
      expect(en.statusCode).toBe(400);
      expect(arabic.statusCode).toBe(400);
      expect(arabic.json().code).toBe(en.json().code);
      expect(arabic.json().errors).toEqual(en.json().errors);
      const { code, errors } = en.json() as { code: string; errors: { code: string; params?: { min?: number } }[] };
      expect(errors.map((e) => e.code)).toContain('validation.unknown_field');
      const [group, key] = code.split('.') as [keyof typeof ar.errors, string];
      const expected = (ar.errors[group] as Record<string, string>)[key]!.replace('{min}', '٢');
      expect(arabic.json().message).toBe(expected);
      expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
      expect(en.json().message).toMatch(/^[\x20-\x7E]+$/);
    });

    it('answers a body that is not JSON in the asked language too', async () => {
      const s = await signInAs(ctx.app, 'admin');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/stages',
        headers: { ...s.headers, 'content-type': 'application/json', 'accept-language': 'ar' },
        payload: '{',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation.malformed_body',
        message: ar.errors.validation.malformed_body,
      });
    });
  });
}
