import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { LocalDiskStorage } from '../../lib/storage.js';
import type { Principal } from '../../plugins/auth.js';
import { countRows, createUser, signIn, signInAs, useApp } from '../../test/build.js';
import { dialects } from '../../test/dialects.js';
import { multipart, padded, PNG, refused, samples } from '../../test/sample-files.js';
import {
  attachUpload,
  photoOwner,
  recordEarlierPhotos,
  registerUploadOwner,
  releaseUploads,
  sweepUploads,
} from './uploads.service.js';

type Headers = Record<string, string>;
const MB = 1024 * 1024;
const sample = (label: string) => samples.find((s) => s.label === label)!;

/** The app's uploads folder, and what is in it besides the folder of uploads in progress. */
const dirOf = (app: FastifyInstance) => (app.storage as LocalDiskStorage).dir;
const filesOf = (app: FastifyInstance) => fs.readdirSync(dirOf(app)).filter((f) => f !== '.incoming');
const incomingOf = (app: FastifyInstance) => fs.readdirSync(path.join(dirOf(app), '.incoming'));

function tools(app: FastifyInstance) {
  const upload = (headers: Headers, bytes: Buffer, filename = 'file.bin', type = 'application/octet-stream') => {
    const form = multipart('file', filename, type, bytes);
    return app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });
  };
  const uploaded = async (headers: Headers, bytes: Buffer, filename?: string) => {
    const res = await upload(headers, bytes, filename);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { name: string; url: string; size: number; type: string; kind: string };
  };
  const get = (name: string, headers: Headers, extra: Headers = {}) =>
    app.inject({ method: 'GET', url: `/api/v1/uploads/${name}`, headers: { ...headers, ...extra } });
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { upload, uploaded, get, call };
}

/** A signed-in user as the principal a write attaches a file for (`attachUpload`'s `by`). */
const principal = (user: { id: number }): Principal => ({ kind: 'user', id: user.id, role: 'teacher', name: 'test' });

for (const dialect of dialects) {
  describe(`uploads on ${dialect.name}`, () => {
    // A small video limit, so the video's limit can be passed in a test.
    const ctx = useApp(dialect, { uploadVideoMaxBytes: MB });

    it('takes every kind by its bytes, whatever the name and type the client gives, and serves it back', async () => {
      const { uploaded, get } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'teacher');
      for (const file of samples) {
        const body = await uploaded(s.headers, file.bytes, 'upload.bin');
        expect(body, file.label).toMatchObject({ kind: file.kind, type: file.type, size: file.bytes.length });
        expect(body.name).toMatch(new RegExp(`^[a-f0-9]{32}\\.${file.ext}$`));
        expect(body.url).toBe(`/api/v1/uploads/${body.name}`);
        const res = await get(body.name, s.headers);
        expect(res.statusCode, file.label).toBe(200);
        expect(res.headers['content-type'], file.label).toBe(file.type);
        expect(res.headers['content-length']).toBe(String(file.bytes.length));
        expect(res.headers['accept-ranges']).toBe('bytes');
        expect(res.headers['cache-control']).toBe('private, max-age=86400, immutable');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.rawPayload.equals(file.bytes), file.label).toBe(true);
      }
    });

    it('stores a PDF named .png and sent as image/png as the PDF it is', async () => {
      const { upload } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'teacher');
      const res = await upload(s.headers, sample('PDF').bytes, 'photo.png', 'image/png');
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ kind: 'pdf', type: 'application/pdf' });
      expect(res.json().name).toMatch(/\.pdf$/);
    });

    it('refuses a file of no kind it takes (415), an empty file and a wrong field (400), keeping nothing', async () => {
      const { upload } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'admin');
      const files = filesOf(ctx.app).length;
      const rows = await countRows(ctx.app, 'uploads');
      const audits = await countRows(ctx.app, 'audit_log');
      for (const file of refused) {
        const res = await upload(s.headers, file.bytes, 'x.png', 'image/png');
        expect(res.statusCode, file.label).toBe(415);
        expect(res.json()).toMatchObject({ code: 'upload.type', errors: [{ path: 'file', code: 'upload.type' }] });
      }
      const empty = await upload(s.headers, Buffer.alloc(0), 'e.png', 'image/png');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ path: 'file', code: 'upload.missing' }]);
      const form = multipart('photo', 'me.png', 'image/png', PNG);
      const wrongField = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: form.payload,
        headers: { ...form.headers, ...s.headers },
      });
      expect(wrongField.statusCode).toBe(400);
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/uploads',
        payload: { file: 'x' },
        headers: s.headers,
      });
      expect(json.statusCode).toBe(415);
      expect(filesOf(ctx.app)).toHaveLength(files);
      expect(incomingOf(ctx.app)).toEqual([]);
      expect(await countRows(ctx.app, 'uploads')).toBe(rows);
      expect(await countRows(ctx.app, 'audit_log')).toBe(audits);
    });

    it('cuts off a file past its kind’s limit: 413 naming the limit, in the asker’s language, nothing kept', async () => {
      const { upload } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'admin');
      const files = filesOf(ctx.app).length;
      const rows = await countRows(ctx.app, 'uploads');
      const cases = [
        { label: 'an image past 5 MB', bytes: padded(PNG, 5 * MB + 1), max: 5 },
        { label: 'audio past 20 MB', bytes: padded(sample('WAV').bytes, 20 * MB + 1), max: 20 },
        { label: 'a video past the configured 1 MB', bytes: padded(sample('MP4').bytes, MB + 1), max: 1 },
      ];
      for (const c of cases) {
        const res = await upload(s.headers, c.bytes);
        expect(res.statusCode, c.label).toBe(413);
        expect(res.json(), c.label).toMatchObject({
          code: 'upload.size',
          message: `The file must be ${c.max} MB or smaller`,
          errors: [{ path: 'file', code: 'upload.size', params: { max: c.max } }],
        });
      }
      const arabic = await upload({ ...s.headers, 'accept-language': 'ar' }, padded(PNG, 5 * MB + 1));
      expect(arabic.json().message).toBe('يجب ألا يزيد حجم الملف على ٥ ميجابايت');
      expect(filesOf(ctx.app)).toHaveLength(files);
      expect(incomingOf(ctx.app)).toEqual([]);
      expect(await countRows(ctx.app, 'uploads')).toBe(rows);
      // At the limit exactly, a file is taken.
      expect((await upload(s.headers, padded(PNG, 5 * MB))).statusCode).toBe(201);
    });

    it('answers a range with 206 and its bytes, and a range past the end with 416', async () => {
      const { uploaded, get } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'teacher');
      const video = Buffer.concat([sample('MP4').bytes, Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256))]);
      const { name } = await uploaded(s.headers, video);
      const size = video.length;
      const ranged = async (range: string) => get(name, s.headers, { range });

      const first = await ranged('bytes=0-99');
      expect(first.statusCode).toBe(206);
      expect(first.headers['content-range']).toBe(`bytes 0-99/${size}`);
      expect(first.headers['content-length']).toBe('100');
      expect(first.headers['content-type']).toBe('video/mp4');
      expect(first.headers['accept-ranges']).toBe('bytes');
      expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

      const middle = await ranged('bytes=1000-1499');
      expect(middle.headers['content-range']).toBe(`bytes 1000-1499/${size}`);
      expect(middle.rawPayload.equals(video.subarray(1000, 1500))).toBe(true);

      const rest = await ranged('bytes=5000-');
      expect(rest.statusCode).toBe(206);
      expect(rest.headers['content-range']).toBe(`bytes 5000-${size - 1}/${size}`);
      expect(rest.rawPayload.equals(video.subarray(5000))).toBe(true);

      const last = await ranged('bytes=-10');
      expect(last.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(last.rawPayload.equals(video.subarray(size - 10))).toBe(true);

      // An end past the file is the file's end.
      const past = await ranged(`bytes=${size - 5}-${size + 1000}`);
      expect(past.statusCode).toBe(206);
      expect(past.rawPayload.equals(video.subarray(size - 5))).toBe(true);

      for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0', 'bytes=50-10']) {
        const res = await ranged(range);
        expect(res.statusCode, range).toBe(416);
        expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(res.json(), range).toMatchObject({ status: 416, code: 'upload.range' });
      }
      // Several ranges, another unit or nonsense: the whole file.
      for (const range of ['bytes=0-1,5-6', 'items=0-5', 'bytes=abc']) {
        const res = await ranged(range);
        expect(res.statusCode, range).toBe(200);
        expect(res.rawPayload.equals(video), range).toBe(true);
      }
    });

    it('serves a file nothing owns to its uploader and admins only', async () => {
      const { uploaded, get } = tools(ctx.app);
      const uploader = await signInAs(ctx.app, 'teacher');
      const other = await signInAs(ctx.app, 'teacher');
      const agent = await signInAs(ctx.app, 'support-agent');
      const admin = await signInAs(ctx.app, 'admin');
      const { name } = await uploaded(uploader.headers, sample('PDF').bytes);
      expect((await get(name, uploader.headers)).statusCode).toBe(200);
      expect((await get(name, admin.headers)).statusCode).toBe(200);
      for (const who of [other, agent]) {
        const res = await get(name, who.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('auth.not_owner');
      }
      expect((await get(name, {})).statusCode).toBe(401);
      // The cookie the browser sends for <img>, <audio> and <video>.
      const cookie = `auth._token.local=${encodeURIComponent(`Bearer ${uploader.token}`)}`;
      expect((await get(name, { cookie })).statusCode).toBe(200);
      expect((await get(`${'a'.repeat(32)}.pdf`, admin.headers)).statusCode).toBe(404);
      for (const bad of ['../../etc/passwd', 'abc.png', `${'a'.repeat(32)}.exe`]) {
        expect((await get(encodeURIComponent(bad), admin.headers)).statusCode, bad).toBe(400);
      }
    });

    it('lets a write take only a file its writer uploaded: another’s is missing to it, and stays its uploader’s', async () => {
      const { uploaded, get, call } = tools(ctx.app);
      const teacher = await signInAs(ctx.app, 'teacher');
      const agent = await signInAs(ctx.app, 'support-agent');
      const admin = await signInAs(ctx.app, 'admin');
      const { name } = await uploaded(teacher.headers, PNG);
      for (const who of [agent, admin]) {
        const taken = await call('PATCH', '/api/v1/profile', who.headers, { photo: name });
        expect(taken.statusCode).toBe(400);
        expect(taken.json().errors).toEqual([{ path: 'photo', code: 'upload.missing' }]);
        expect((await call('GET', '/api/v1/profile', who.headers)).json().photo).toBeNull();
      }
      expect((await get(name, agent.headers)).statusCode).toBe(403);
      // Still the teacher's to use.
      const own = await call('PATCH', '/api/v1/profile', teacher.headers, { photo: name });
      expect(own.statusCode, own.body).toBe(200);
      expect((await get(name, teacher.headers)).statusCode).toBe(200);
    });

    it('serves an attached file to whom the owner entity’s reader allows, besides uploader and admins', async () => {
      const { uploaded, get } = tools(ctx.app);
      const uploader = await signInAs(ctx.app, 'teacher');
      const reader = await signInAs(ctx.app, 'teacher');
      const stranger = await signInAs(ctx.app, 'support-agent');
      const admin = await signInAs(ctx.app, 'admin');
      // Records of a test entity a principal may see when its id is the principal's own.
      registerUploadOwner(
        ctx.app,
        `lessons-${dialect.name}`,
        async (_db, ownerId, principal) => principal.id === ownerId,
      );
      const { name } = await uploaded(uploader.headers, sample('MP4').bytes);
      await attachUpload(ctx.app.db, name, {
        entity: `lessons-${dialect.name}`,
        id: reader.id,
        kinds: ['video'],
        by: principal(uploader),
      });
      expect((await get(name, reader.headers)).statusCode).toBe(200);
      expect((await get(name, uploader.headers)).statusCode).toBe(200);
      expect((await get(name, admin.headers)).statusCode).toBe(200);
      expect((await get(name, stranger.headers)).statusCode).toBe(403);

      // An entity no module registered: its files are the uploader's and admins' alone.
      const { name: unregistered } = await uploaded(uploader.headers, sample('PDF').bytes);
      await attachUpload(ctx.app.db, unregistered, {
        entity: 'nobody-registered',
        id: reader.id,
        kinds: ['pdf'],
        by: principal(uploader),
      });
      expect((await get(unregistered, reader.headers)).statusCode).toBe(403);
      expect((await get(unregistered, uploader.headers)).statusCode).toBe(200);

      // A photo: any signed-in staff member, as before.
      const { name: photo } = await uploaded(uploader.headers, PNG);
      expect((await tools(ctx.app).call('PATCH', '/api/v1/profile', uploader.headers, { photo })).statusCode).toBe(200);
      for (const who of [reader, stranger, admin]) expect((await get(photo, who.headers)).statusCode).toBe(200);
    });

    it('attaches a file only of the kinds a field takes, that no other record owns', async () => {
      const { uploaded, call } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'teacher');
      const other = await signInAs(ctx.app, 'teacher');
      const pdf = await uploaded(s.headers, sample('PDF').bytes);
      const wrongKind = await call('PATCH', '/api/v1/profile', s.headers, { photo: pdf.name });
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().errors).toEqual([{ path: 'photo', code: 'upload.not_image' }]);
      const missing = await call('PATCH', '/api/v1/profile', s.headers, { photo: `${'b'.repeat(32)}.png` });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([{ path: 'photo', code: 'upload.missing' }]);
      const mine = await uploaded(s.headers, PNG);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: mine.name })).statusCode).toBe(200);
      // Again: the same record may name its own file.
      expect((await call('PATCH', '/api/v1/profile', s.headers, { name: 'Same', photo: mine.name })).statusCode).toBe(
        200,
      );
      const taken = await call('PATCH', '/api/v1/profile', other.headers, { photo: mine.name, name: 'Not changed' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json().errors).toEqual([{ path: 'photo', code: 'upload.in_use' }]);
      const profile = (await call('GET', '/api/v1/profile', other.headers)).json();
      expect(profile).toMatchObject({ photo: null });
      expect(profile.username).not.toBe('Not changed');
      for (const code of ['not_audio', 'not_pdf', 'not_video', 'wrong_kind'] as const) {
        const kinds = { not_audio: ['audio'], not_pdf: ['pdf'], not_video: ['video'], wrong_kind: ['audio', 'video'] }[
          code
        ] as ('audio' | 'pdf' | 'video')[];
        const file = await uploaded(s.headers, PNG);
        await expect(
          attachUpload(ctx.app.db, file.name, { entity: 'x', id: 1, kinds, field: 'media', by: principal(s) }),
        ).rejects.toMatchObject({
          statusCode: 400,
          errors: [{ path: 'media', code: `upload.${code}` }],
        });
      }
    });

    it('records each upload in the audit trail with its uploader, and the file’s row with who uploaded it', async () => {
      const { uploaded } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'support-agent');
      const before = await countRows(ctx.app, 'audit_log');
      const body = await uploaded(s.headers, sample('OGG Opus').bytes);
      expect(await countRows(ctx.app, 'audit_log')).toBe(before + 1);
      const row = await ctx.app.db
        .selectFrom('audit_log')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ action: 'create', entity: 'uploads', entity_id: body.name, user_id: s.id });
      expect(JSON.parse(row.after!)).toEqual(body);
      const upload = await ctx.app.db
        .selectFrom('uploads')
        .selectAll()
        .where('name', '=', body.name)
        .executeTakeFirstOrThrow();
      expect(upload).toMatchObject({
        kind: 'audio',
        content_type: 'audio/ogg',
        size: body.size,
        user_id: s.id,
        api_key_id: null,
        owner_entity: null,
        owner_id: null,
      });
    });
  });

  describe(`the sweep on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    const HOUR = 3600_000;

    it('deletes files no record owns once past the grace period, and files on disk without a row', async () => {
      const { uploaded, call } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'teacher');
      const loose = await uploaded(s.headers, sample('PDF').bytes);
      const photo = await uploaded(s.headers, PNG);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: photo.name })).statusCode).toBe(200);
      // A file with no row (a crash between the file and its row), and a file the store did not name.
      const { name: stray } = await ctx.app.storage.put((await ctx.app.storage.open(loose.name))!, {
        extension: 'pdf',
      });
      fs.writeFileSync(path.join(dirOf(ctx.app), 'README.txt'), 'not an upload');
      const now = Date.now();

      // Within the grace period nothing goes.
      expect(await sweepUploads(ctx.app.db, ctx.app.storage, { now: new Date(now + 23 * HOUR) })).toEqual({
        unattached: 0,
        unrecorded: 0,
        incomplete: 0,
      });
      expect(await ctx.app.storage.stat(loose.name)).not.toBeNull();

      expect(await sweepUploads(ctx.app.db, ctx.app.storage, { now: new Date(now + 25 * HOUR) })).toMatchObject({
        unattached: 1,
        unrecorded: 1,
      });
      expect(await ctx.app.storage.stat(loose.name)).toBeNull();
      expect(await ctx.app.storage.stat(stray)).toBeNull();
      expect(await ctx.app.db.selectFrom('uploads').select('name').where('name', '=', loose.name).execute()).toEqual(
        [],
      );
      expect((await call('GET', loose.url, s.headers)).statusCode).toBe(404);
      // The photo a record owns stays, and so does what is not the store's.
      expect((await call('GET', photo.url, s.headers)).statusCode).toBe(200);
      expect(fs.existsSync(path.join(dirOf(ctx.app), 'README.txt'))).toBe(true);
    });

    it('takes a file a record let go of (detached) at the next sweep past its grace', async () => {
      const { uploaded } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'admin');
      const pdf = await uploaded(s.headers, sample('PDF').bytes);
      await attachUpload(ctx.app.db, pdf.name, { entity: 'documents', id: 7, kinds: ['pdf'], by: principal(s) });
      const later = new Date(Date.now() + 48 * HOUR);
      expect((await sweepUploads(ctx.app.db, ctx.app.storage, { now: later })).unattached).toBe(0);
      const { detachUploads } = await import('./uploads.service.js');
      await detachUploads(ctx.app.db, { entity: 'documents', id: 7 });
      expect((await sweepUploads(ctx.app.db, ctx.app.storage, { now: later })).unattached).toBe(1);
      expect(await ctx.app.storage.stat(pdf.name)).toBeNull();
    });
  });

  describe(`photos let go on ${dialect.name}`, () => {
    const ctx = useApp(dialect);
    let seq = 0;
    const phone = () => `0128${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(4, '0')}`;
    const stored = async (name: string, headers: Headers) => (await tools(ctx.app).get(name, headers)).statusCode;
    const upload = async (headers: Headers) => (await tools(ctx.app).uploaded(headers, PNG, 'me.png')).name;

    it('deletes a profile photo’s file when it is replaced or removed', async () => {
      const { call } = tools(ctx.app);
      const s = await signInAs(ctx.app, 'teacher');
      const first = await upload(s.headers);
      const second = await upload(s.headers);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: first })).statusCode).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { name: 'Same Photo' })).statusCode).toBe(200);
      expect(await stored(first, s.headers)).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: second })).statusCode).toBe(200);
      expect(await stored(first, s.headers)).toBe(404);
      expect(await ctx.app.storage.stat(first)).toBeNull();
      expect(await stored(second, s.headers)).toBe(200);
      expect((await call('PATCH', '/api/v1/profile', s.headers, { photo: null })).statusCode).toBe(200);
      expect(await stored(second, s.headers)).toBe(404);
      expect(await ctx.app.storage.stat(second)).toBeNull();
    });

    it('deletes a teacher’s photo file when it is replaced and when the teacher is deleted', async () => {
      const { call } = tools(ctx.app);
      const admin = await signInAs(ctx.app, 'admin');
      const first = await upload(admin.headers);
      const second = await upload(admin.headers);
      const created = await call('POST', '/api/v1/teachers', admin.headers, {
        name: 'Photo Teacher',
        phone: phone(),
        password: 'Secret@123',
        photo: first,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      expect((await call('PATCH', `/api/v1/teachers/${id}`, admin.headers, { photo: second })).statusCode).toBe(200);
      expect(await stored(first, admin.headers)).toBe(404);
      expect(await stored(second, admin.headers)).toBe(200);
      expect((await call('DELETE', `/api/v1/teachers/${id}`, admin.headers)).statusCode).toBe(204);
      expect(await stored(second, admin.headers)).toBe(404);
      expect(await ctx.app.storage.stat(second)).toBeNull();
    });

    it('keeps the new teacher’s photo when the create is refused, and the old one when an update is', async () => {
      const { call } = tools(ctx.app);
      const admin = await signInAs(ctx.app, 'admin');
      const taken = await createUser(ctx.app, 'teacher');
      const photo = await upload(admin.headers);
      const refusedCreate = await call('POST', '/api/v1/teachers', admin.headers, {
        name: 'Refused Teacher',
        phone: taken.phone,
        password: 'Secret@123',
        photo,
      });
      expect(refusedCreate.statusCode).toBe(409);
      // Still free: the refused create's attach rolled back.
      const created = await call('POST', '/api/v1/teachers', admin.headers, {
        name: 'Photo Teacher',
        phone: phone(),
        password: 'Secret@123',
        photo,
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const next = await upload(admin.headers);
      const refusedUpdate = await call('PATCH', `/api/v1/teachers/${id}`, admin.headers, {
        photo: next,
        phone: taken.phone,
      });
      expect(refusedUpdate.statusCode).toBe(409);
      expect(await stored(photo, admin.headers)).toBe(200);
      expect((await call('GET', `/api/v1/teachers/${id}`, admin.headers)).json().photo).toBe(photo);
    });

    it('deletes a support agent’s photo file with the agent', async () => {
      const { call } = tools(ctx.app);
      const admin = await signInAs(ctx.app, 'admin');
      const agentPhone = phone();
      const created = await call('POST', '/api/v1/support-agents', admin.headers, {
        name: 'Photo Agent',
        email: `agent.${agentPhone}@example.eg`,
        phone: agentPhone,
        password: 'Secret@123',
        joined_on: '2024-01-01',
      });
      expect(created.statusCode).toBe(201);
      const agent = await signIn(ctx.app, agentPhone, 'Secret@123');
      const photo = await upload(agent.headers);
      expect((await call('PATCH', '/api/v1/profile', agent.headers, { photo })).statusCode).toBe(200);
      expect(await stored(photo, admin.headers)).toBe(200);
      expect((await call('DELETE', `/api/v1/support-agents/${created.json().id}`, admin.headers)).statusCode).toBe(204);
      expect(await stored(photo, admin.headers)).toBe(404);
      expect(await ctx.app.storage.stat(photo)).toBeNull();
    });

    it('refuses another user’s photo: a file belongs to one record', async () => {
      const { call } = tools(ctx.app);
      const admin = await signInAs(ctx.app, 'admin');
      const other = await signInAs(ctx.app, 'teacher');
      const shared = await upload(admin.headers);
      expect((await call('PATCH', '/api/v1/profile', admin.headers, { photo: shared })).statusCode).toBe(200);
      const res = await call('PATCH', '/api/v1/profile', other.headers, { photo: shared });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: 'photo', code: 'upload.in_use' }]);
      expect(await stored(shared, other.headers)).toBe(200);
    });

    it('releases nothing a record does not own, and nothing when its write rolls back', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const mine = await upload(admin.headers);
      await attachUpload(ctx.app.db, mine, { ...photoOwner(admin.id), kinds: ['image'], by: principal(admin) });
      await releaseUploads(ctx.app.db, ctx.app.storage, photoOwner(admin.id + 1000), [mine]);
      expect(await stored(mine, admin.headers)).toBe(200);
      const { transaction } = await import('../../lib/transaction.js');
      await expect(
        transaction(ctx.app.db, async (trx) => {
          await releaseUploads(trx, ctx.app.storage, photoOwner(admin.id), [mine]);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await stored(mine, admin.headers)).toBe(200);
      expect(await ctx.app.storage.stat(mine)).not.toBeNull();
    });

    it('records the photos users showed before files had rows, so they are served and not swept', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const user = await createUser(ctx.app, 'teacher');
      // A photo stored the old way: a file, and its name on the user, no row.
      const { name } = await ctx.app.storage.put((await import('node:stream')).Readable.from([PNG]), {
        extension: 'png',
      });
      await ctx.app.db.updateTable('users').set({ photo: name }).where('id', '=', user.id).execute();
      expect(await stored(name, admin.headers)).toBe(404);
      expect(await recordEarlierPhotos(ctx.app.db, ctx.app.storage)).toBe(1);
      expect(await recordEarlierPhotos(ctx.app.db, ctx.app.storage)).toBe(0);
      const teacher = await signInAs(ctx.app, 'teacher');
      expect(await stored(name, teacher.headers)).toBe(200);
      const later = new Date(Date.now() + 48 * 3600_000);
      await sweepUploads(ctx.app.db, ctx.app.storage, { now: later });
      expect(await stored(name, teacher.headers)).toBe(200);
    });
  });
}
