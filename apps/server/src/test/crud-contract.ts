import { AUDIT_REDACTED, type FieldError } from '@dashboard/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signInAs, useApp } from './build.js';
import { dialects } from './dialects.js';
import { csvLines, xlsxSheet } from './exports.js';

type Item = { id: number } & Record<string, unknown>;
type Body = Record<string, unknown>;

/**
 * What the contract test needs to know of an entity the kit serves. Each
 * entity registers it once (`crudContract({...})` in its test file); the
 * entity's own rules stay in ordinary tests beside it.
 */
export interface CrudContract {
  /** The collection, e.g. `/api/v1/stages`. */
  path: string;
  /**
   * The body of the n-th (0, 1, 2) valid item; may add the rows it needs
   * (a class for a system). The three must sort by `sort.field` in n order
   * and each must be found alone by `search(n)`. `writer`: the headers the
   * contract writes with (a file the body names must be the writer's upload).
   */
  valid: (app: FastifyInstance, n: number, writer: Record<string, string>) => Promise<Body>;
  /** A sort field and how to read it from an item, to check both directions. */
  sort: { field: string; value: (item: Item) => string | number };
  /** A `q` that finds only the n-th item. */
  search: (n: number) => string;
  /** A filter that keeps only some items: the query string, and which of the three it keeps. */
  filter?: (items: Item[]) => { query: string; keeps: number[] };
  /** A body the create refuses with 400, and the field errors it answers. */
  invalid: { body: Body; errors: FieldError[] };
  /** A create body that clashes with `first` (409), and the answer's code. */
  conflict?: (first: Item) => { body: Body; code: string };
  /** Makes `item` used, so that deleting it answers 409 with `code`. */
  inUse?: { use: (app: FastifyInstance, item: Item) => Promise<void>; code: string };
  /** A change for PATCH and what the item shows after it. */
  change: { body: Body; expect: Body };
  /** The English column headings of the export, in order. */
  exportHeadings: string[];
  /**
   * Body fields that are written but never shown (a user's `password`). When
   * given, no item (nor the list) has them, and the audit rows of a create,
   * and of a change whose body sets one, mark each as set (`[redacted]`, and
   * `null` before it) while no row holds its value. Leave them out of
   * `change.expect`: the item never echoes them.
   */
  secrets?: string[];
}

/**
 * Lists, sorts, filters, pages, exports, refuses bad input, 404 and 409, and
 * audits each write and export (one row each, before and after; none for a
 * refused one): on every test database.
 */
export function crudContract(name: string, contract: CrudContract) {
  for (const dialect of dialects) {
    describe(`${name}: the entity contract on ${dialect.name}`, () => {
      const ctx = useApp(dialect);
      const { path } = contract;
      let admin: Record<string, string>;
      const items: Item[] = [];
      const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
        ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
      const list = async (query: string) => {
        const res = await send('GET', `${path}?${query}`);
        expect(res.statusCode, query).toBe(200);
        return res.json() as { items: Item[]; total: number; totalCapped: boolean; page: number; pageSize: number };
      };
      const total = async () => (await list('pageSize=1')).total;
      /** The entity's audit rows, oldest first, as the log holds them (JSON parsed). */
      const entity = path.replace('/api/v1/', '');
      const auditRows = async (actions = ['create', 'update', 'delete']) =>
        (
          await ctx.app.db
            .selectFrom('audit_log')
            .selectAll()
            .where('entity', '=', entity)
            .where('action', 'in', actions)
            .orderBy('id')
            .execute()
        ).map((r) => ({
          ...r,
          before: r.before === null ? null : (JSON.parse(r.before) as Body),
          after: r.after === null ? null : (JSON.parse(r.after) as Body),
          details: r.details === null ? null : (JSON.parse(r.details) as Body),
        }));

      it('adds items and reads each one back', async () => {
        admin = (await signInAs(ctx.app, 'admin')).headers;
        const bodies: Body[] = [];
        for (const n of [2, 0, 1]) {
          bodies[n] = await contract.valid(ctx.app, n, admin);
          const res = await send('POST', path, bodies[n]);
          expect(res.statusCode, res.body).toBe(201);
          items[n] = res.json() as Item;
        }
        for (const item of items) expect((await send('GET', `${path}/${item.id}`)).json()).toEqual(item);
        // One row a create, by whom, with the new record whole.
        const rows = await auditRows();
        expect(rows.map((r) => [r.action, r.entity_id])).toEqual(
          [2, 0, 1].map((n) => ['create', String(items[n]!.id)]),
        );
        for (const row of rows) {
          expect(row).toMatchObject({ role: 'admin', before: null, ip: '127.0.0.1' });
          expect(row.user_id).toEqual(expect.any(Number));
          expect(row.after).toMatchObject(items.find((i) => String(i.id) === row.entity_id)!);
        }
        // A secret is set, never shown nor logged: the row says only that it was set.
        const listed = (await list('pageSize=100')).items;
        for (const secret of contract.secrets ?? []) {
          for (const item of [...items, ...listed]) expect(item, secret).not.toHaveProperty(secret);
          for (const [n, body] of bodies.entries()) {
            expect(body[secret], `valid(${n}) sets ${secret}`).toEqual(expect.any(String));
            expect(JSON.stringify(rows)).not.toContain(JSON.stringify(body[secret]));
          }
          for (const row of rows) expect(row.after![secret], secret).toBe(AUDIT_REDACTED);
        }
      });

      it('lists a page at a time in the asked order, with the total', async () => {
        const { field, value } = contract.sort;
        const ascending = items.map(value);
        const all = await list(`sort=${field}&pageSize=100`);
        expect(all.items.map(value)).toEqual(ascending);
        expect(all).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 100 });
        expect((await list(`sort=-${field}`)).items.map(value)).toEqual([...ascending].reverse());
        const page2 = await list(`sort=${field}&pageSize=2&page=2`);
        expect(page2.items.map(value)).toEqual([ascending[2]]);
        expect(page2.total).toBe(3);
        expect((await list(`sort=${field}&pageSize=2&page=3`)).items).toEqual([]);
      });

      it('searches and filters', async () => {
        for (const n of [0, 1, 2]) {
          const found = await list(`q=${encodeURIComponent(contract.search(n))}`);
          expect(found.items.map((i) => i.id)).toEqual([items[n]!.id]);
        }
        expect((await list(`q=${encodeURIComponent('%_nothing-like-this')}`)).total).toBe(0);
        if (contract.filter) {
          const { query, keeps } = contract.filter(items);
          const kept = await list(`${query}&pageSize=100`);
          expect(kept.items.map((i) => i.id).sort()).toEqual(keeps.map((n) => items[n]!.id).sort());
        }
      });

      it('exports what the list shows, as CSV with a BOM and as XLSX', async () => {
        const csv = await send('GET', `${path}/export?format=csv&lang=en&sort=${contract.sort.field}`);
        const lines = csvLines(csv);
        expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"/);
        expect(lines[0]).toBe(contract.exportHeadings.join(','));
        expect(lines).toHaveLength(4);

        const filtered = await send('GET', `${path}/export?format=csv&q=${encodeURIComponent(contract.search(1))}`);
        expect(filtered.body.trim().split('\r\n')).toHaveLength(2);

        const xlsx = await send('GET', `${path}/export?format=xlsx&lang=ar`);
        const sheet = await xlsxSheet(xlsx);
        expect(sheet.views[0]?.rightToLeft).toBe(true);
        expect(sheet.getRow(1).cellCount).toBe(contract.exportHeadings.length);
        expect(sheet.rowCount).toBe(4);
        // Each download is on the trail with what was asked.
        const exports = await auditRows(['export']);
        expect(exports).toHaveLength(3);
        expect(exports[1]!.details).toMatchObject({ format: 'csv', q: contract.search(1) });
      });

      it('refuses bad input with 400 and field errors, and changes nothing', async () => {
        const before = await total();
        const bad = await send('POST', path, contract.invalid.body);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().errors).toEqual(contract.invalid.errors);
        expect(
          (await send('POST', path, { ...(await contract.valid(ctx.app, 0, admin)), unknown: 1 })).statusCode,
        ).toBe(400);
        expect((await send('PATCH', `${path}/${items[0]!.id}`, { unknown: 1 })).statusCode).toBe(400);
        for (const query of ['page=0', 'pageSize=1000', 'sort=password', 'x=1']) {
          expect((await send('GET', `${path}?${query}`)).statusCode, query).toBe(400);
          expect((await send('GET', `${path}/export?${query.replace('page', 'format')}`)).statusCode, query).toBe(400);
        }
        // An order the list does not have is named as such, on `sort`, not as any bad value.
        expect((await send('GET', `${path}?sort=password`)).json().errors).toEqual([
          { path: 'sort', code: 'validation.sort' },
        ]);
        expect((await send('GET', `${path}/abc`)).statusCode).toBe(400);
        expect(await total()).toBe(before);
        expect(await auditRows()).toHaveLength(3);
      });

      it('answers 404 for an item that is not there', async () => {
        for (const method of ['GET', 'DELETE'] as const) {
          const res = await send(method, `${path}/99999`);
          expect(res.statusCode, method).toBe(404);
          expect(res.json().code).toBe('resource.not_found');
        }
        expect((await send('PATCH', `${path}/99999`, contract.change.body)).statusCode).toBe(404);
        expect(await auditRows()).toHaveLength(3);
      });

      it('refuses a clash and the deletion of an item in use with 409, and keeps both', async () => {
        const before = await total();
        if (contract.conflict) {
          const { body, code } = contract.conflict(items[0]!);
          const res = await send('POST', path, body);
          expect(res.statusCode).toBe(409);
          expect(res.json().code).toBe(code);
        }
        if (contract.inUse) {
          await contract.inUse.use(ctx.app, items[2]!);
          const res = await send('DELETE', `${path}/${items[2]!.id}`);
          expect(res.statusCode).toBe(409);
          expect(res.json().code).toBe(contract.inUse.code);
        }
        expect(await total()).toBe(before);
        // A refused write leaves no row: it was never committed.
        expect(await auditRows()).toHaveLength(3);
      });

      it('changes an item, then deletes it', async () => {
        const target = items[1]!;
        const changed = await send('PATCH', `${path}/${target.id}`, contract.change.body);
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json()).toMatchObject({ ...contract.change.expect, id: target.id });
        expect((await send('GET', `${path}/${target.id}`)).json()).toEqual(changed.json());
        // A delete takes no body: a field sent is refused, as any write's unknown field is, and nothing goes.
        const withBody = await send('DELETE', `${path}/${target.id}`, { reason: 'x' });
        expect(withBody.statusCode).toBe(400);
        expect(withBody.json().errors).toEqual([{ path: 'reason', code: 'validation.unknown_field' }]);
        expect((await send('GET', `${path}/${target.id}`)).statusCode).toBe(200);
        const gone = await send('DELETE', `${path}/${target.id}`);
        expect(gone.statusCode).toBe(204);
        expect((await send('GET', `${path}/${target.id}`)).statusCode).toBe(404);

        const [update, remove, ...more] = (await auditRows()).slice(3);
        expect(more).toEqual([]);
        // An update keeps only the fields that changed, each side with its value.
        expect(update).toMatchObject({ action: 'update', entity_id: String(target.id) });
        expect(Object.keys(update!.before!).sort()).toEqual(Object.keys(update!.after!).sort());
        for (const [field, value] of Object.entries(contract.change.expect)) {
          if (JSON.stringify(target[field]) === JSON.stringify(value)) continue;
          expect(update!.before![field], field).toEqual(target[field] ?? null);
          expect(update!.after![field], field).toEqual(value);
        }
        // A delete keeps the record as it was.
        expect(remove).toMatchObject({ action: 'delete', entity_id: String(target.id), after: null });
        expect(remove!.before).toEqual(changed.json());
        // A secret the change set: marked as set on the update's row, its value nowhere.
        for (const secret of contract.secrets ?? []) {
          expect(changed.json(), secret).not.toHaveProperty(secret);
          expect(remove!.before, secret).not.toHaveProperty(secret);
          if (contract.change.body[secret] === undefined) continue;
          expect(update!.before![secret], secret).toBeNull();
          expect(update!.after![secret], secret).toBe(AUDIT_REDACTED);
          expect(JSON.stringify(update)).not.toContain(JSON.stringify(contract.change.body[secret]));
        }
      });

      it.runIf(contract.conflict)(
        'adds one of clashing items sent at once and refuses the others as a clash',
        async () => {
          // The clash's values are free once items[0] is gone; four requests then ask for them together.
          const first = items[0]!;
          expect((await send('DELETE', `${path}/${first.id}`)).statusCode).toBe(204);
          const before = await total();
          const { body, code } = contract.conflict!(first);
          const answers = await Promise.all([1, 2, 3, 4].map(() => send('POST', path, body)));
          const statuses = answers.map((a) => a.statusCode);
          expect(
            statuses.filter((s) => s === 201),
            statuses.join(),
          ).toHaveLength(1);
          for (const refused of answers.filter((a) => a.statusCode !== 201)) {
            expect(refused.statusCode, refused.body).toBe(409);
            // The same answer as a clash found before the write: the code, on the field.
            expect(refused.json().code).toBe(code);
            expect(refused.json().errors).toContainEqual(expect.objectContaining({ code }));
          }
          expect(await total()).toBe(before + 1);
          const rows = await auditRows(['create', 'delete']);
          expect(rows.slice(-2).map((r) => r.action)).toEqual(['delete', 'create']);
        },
      );
    });
  }
}
