import { defaultSettings, freeTrialKeys } from '@dashboard/contracts';
import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../db/seed/index.js';
import { build, signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { getSettings, saveSettings } from './settings.service.js';

const URL = '/api/v1/settings';
const allOn = { freeTrial: Object.fromEntries(freeTrialKeys.map((k) => [k, true])) };

for (const dialect of dialects) {
  describe(`settings on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const put = (headers: Record<string, string>, payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: URL, headers, payload: payload as object });

    it('starts with every free-trial switch off, even before anything is saved', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const res = await ctx.app.inject({ method: 'GET', url: URL, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(defaultSettings);
      expect(await getSettings(ctx.app.db)).toEqual(defaultSettings);
    });

    it('saves the switches together and answers what is stored; every role reads them', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      const value = { freeTrial: { ...defaultSettings.freeTrial, videos: true, discussionGroups: true } };
      const res = await put(headers, value);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(value);
      for (const role of ['admin', 'teacher', 'support-agent'] as const) {
        const reader = await signInAs(ctx.app, role);
        const got = await ctx.app.inject({ method: 'GET', url: URL, headers: reader.headers });
        expect(got.statusCode, role).toBe(200);
        expect(got.json(), role).toEqual(value);
      }
      // The service other modules call sees the same.
      expect((await getSettings(ctx.app.db)).freeTrial.videos).toBe(true);
      expect((await put(headers, allOn)).json()).toEqual(allOn);
      expect(await getSettings(ctx.app.db)).toEqual(allOn);
    });

    it('takes only the whole object, strictly, and changes nothing otherwise', async () => {
      const { headers } = await signInAs(ctx.app, 'admin');
      await put(headers, defaultSettings);
      const partial = await put(headers, { freeTrial: { lives: true } });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().errors.map((e: { path: string }) => e.path)).toEqual(
        freeTrialKeys.filter((k) => k !== 'lives').map((k) => `freeTrial.${k}`),
      );
      const extra = await put(headers, { ...allOn, theme: 'dark' });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().errors).toEqual([{ path: 'theme', code: 'validation.unknown_field' }]);
      const extraSwitch = await put(headers, { freeTrial: { ...allOn.freeTrial, exams: true } });
      expect(extraSwitch.json().errors).toEqual([{ path: 'freeTrial.exams', code: 'validation.unknown_field' }]);
      const notBoolean = await put(headers, { freeTrial: { ...allOn.freeTrial, lives: 'yes' } });
      expect(notBoolean.json().errors).toEqual([{ path: 'freeTrial.lives', code: 'validation.invalid' }]);
      expect((await put(headers, {})).json().errors).toEqual([{ path: 'freeTrial', code: 'validation.required' }]);
      expect(await getSettings(ctx.app.db)).toEqual(defaultSettings);
    });

    it('lets only an admin save (403 for a teacher or a support agent, 401 for a visitor)', async () => {
      for (const role of ['teacher', 'support-agent'] as const) {
        const { headers } = await signInAs(ctx.app, role);
        const res = await put(headers, allOn);
        expect(res.statusCode, role).toBe(403);
        expect(res.json().code).toBe('auth.forbidden');
      }
      expect((await ctx.app.inject({ method: 'PUT', url: URL, payload: allOn })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
      expect(await getSettings(ctx.app.db)).toEqual(defaultSettings);
    });

    it('reads a missing or unreadable stored value as the defaults, and keeps known switches of an older value', async () => {
      await ctx.app.db.deleteFrom('settings').execute();
      expect(await getSettings(ctx.app.db)).toEqual(defaultSettings);
      const now = new Date().toISOString();
      await ctx.app.db
        .insertInto('settings')
        .values({ key: 'freeTrial', value: '{not json', updated_at: now })
        .execute();
      expect(await getSettings(ctx.app.db)).toEqual(defaultSettings);
      await ctx.app.db
        .updateTable('settings')
        .set({ value: JSON.stringify({ lives: true, videos: true }) })
        .where('key', '=', 'freeTrial')
        .execute();
      expect((await getSettings(ctx.app.db)).freeTrial).toEqual({
        ...defaultSettings.freeTrial,
        lives: true,
        videos: true,
      });
      expect(await saveSettings(ctx.app.db, defaultSettings)).toEqual(defaultSettings);
    });

    it('is seeded with the defaults', async () => {
      const fresh = await build(dialect);
      try {
        expect(await seedIfEmpty(fresh.app.db)).toBe(true);
        const rows = await fresh.app.db.selectFrom('settings').selectAll().execute();
        expect(rows.map((r) => [r.key, JSON.parse(r.value)])).toEqual([['freeTrial', defaultSettings.freeTrial]]);
      } finally {
        await fresh.close();
      }
    });
  });
}
