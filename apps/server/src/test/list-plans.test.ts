import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types.js';
import { signInAs, useApp } from './build.js';
import { makeCodeGroup } from './code-groups.js';
import { maker } from './samples.js';
import { dialects } from './dialects.js';
import { captureQueries } from './queries.js';
import { rememberedReadsOf } from '../lib/remembered-reads.js';

/**
 * Every list request (each sort both ways, each filter, a search, a deep page, an export) is sent
 * through HTTP; the SQL it runs is captured and explained on the same database. A plan that reads
 * a whole table — SQLite's `SCAN <table>` without an index, PostgreSQL's `Seq Scan` even with
 * sequential scans (and hash and merge joins) priced out, or a full index walk feeding a sort — fails the test, so a new sort
 * or filter without its index cannot land. One exception, SQLite's limit: a search
 * (`search_text LIKE '%q%'`) may scan its own table there. The tables are empty: SQLite then plans by its
 * large-table defaults, and PostgreSQL with `enable_seqscan = off` shows whether any index fits.
 */

/**
 * The academic ladder: tens of rows, bounded by the school system. Each of its sorts and filters
 * must still have an index, but sorting the ladder itself (the `class` order spans three tables,
 * which no single index holds) is allowed.
 */
const ladderTables = new Set(['stages', 'classes', 'systems', 'specializations']);
/** Tables that stay a handful of rows whatever the platform's size: read whole at no cost. */
const smallTables = new Set(['settings', 'api_keys', 'kysely_migration', 'kysely_migration_lock']);
/**
 * Every other table grows with the platform's users and content (a new entity's table too, without
 * being named here): a list must never read one whole.
 */
const isGrowing = (table: string) => isLarge(table) && !ladderTables.has(table);
/** The schema's tables (not a query's derived tables or an FTS index), read once the app is built. */
const schemaTables = new Set<string>();
const isLarge = (table: string) => schemaTables.has(table) && !smallTables.has(table);

/**
 * Every list the document has, derived from it: an operation that answers a
 * page (`GET` with a `sort` parameter) is asked each of its sorts, each of its
 * filters alone (an id, each value of a flag or of a small enum), a search, a
 * deep page and, where the list has one, its export. A new list is held to its
 * indexes without being named here.
 */
async function derivedListRequests(app: FastifyInstance): Promise<Record<string, string[]>> {
  type Param = { name: string; in: string; schema?: { type?: string | string[]; enum?: unknown[] } };
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Param[] }>>;
  };
  const lists: Record<string, string[]> = {};
  const paging = new Set(['page', 'pageSize', 'sort', 'q', 'after', 'before', 'format', 'lang']);
  for (const [path, operations] of Object.entries(doc.paths)) {
    const query = (operations.get?.parameters ?? []).filter((p) => p.in === 'query');
    const sorts = query.find((p) => p.name === 'sort')?.schema?.enum;
    if (!sorts) continue;
    // A list under a record (a teacher's ratings, an exam's results) names it `{<collection>}`.
    const base = path.replace(/^\/api\/v1\/([\w-]+)\/\{id\}/, '/api/v1/$1/{$1}');
    const urls = sorts.map((sort) => `${base}?sort=${encodeURIComponent(String(sort))}`);
    for (const p of query.filter((q) => !paging.has(q.name))) {
      const type = [p.schema?.type].flat()[0];
      const values =
        p.schema?.enum?.slice(0, 3) ?? (type === 'boolean' ? [true, false] : type === 'integer' ? [1] : []);
      for (const value of values) urls.push(`${base}?${p.name}=${encodeURIComponent(String(value))}`);
    }
    if (query.some((p) => p.name === 'q')) urls.push(`${base}?q=algebra`);
    if (query.some((p) => p.name === 'page')) urls.push(`${base}?page=500&pageSize=20`);
    if (doc.paths[`${path}/export`]?.get) urls.push(`${base}/export?format=csv`);
    lists[path] = urls;
  }
  return lists;
}

/**
 * What the derived requests do not ask: a filter with a sort, a search in
 * Arabic, a record read by id, and the audit log (a keyset list with no
 * sort), with `{teacher}` for a teacher's id.
 */
const listRequests: Record<string, string[]> = {
  classes: ['/api/v1/classes?stage_id=1&sort=-name_en'],
  ...Object.fromEntries(
    ['systems', 'specializations'].map((entity) => [entity, [`/api/v1/${entity}?class_id=1&sort=-name_ar`]]),
  ),
  subjects: ['/api/v1/subjects?class_id=1&sort=-created_at', '/api/v1/subjects?q=%D8%A7%D9%84%D8%AC%D8%A8%D8%B1'],
  'support-agents': ['/api/v1/support-agents?active=false&sort=-joined_on', '/api/v1/support-agents?q=010'],
  teachers: [
    '/api/v1/teachers?active=false&sort=-rating',
    '/api/v1/teachers?subject_id=1&sort=-created_at',
    '/api/v1/teachers?q=%D8%A3%D8%AD%D9%85%D8%AF',
    '/api/v1/teachers/{teacher}',
  ],
  ratings: ['/api/v1/teachers/{teacher}/ratings?stars=1&sort=-stars'],
  'audit-log': [
    '/api/v1/audit-log',
    '/api/v1/audit-log?user_id=1',
    '/api/v1/audit-log?action=update',
    '/api/v1/audit-log?entity=teachers',
    '/api/v1/audit-log?entity=teachers&entity_id=1',
    '/api/v1/audit-log?from=2026-01-01T00:00:00Z&to=2027-01-01T00:00:00Z',
    '/api/v1/audit-log?user_id=1&from=2026-01-01T00:00:00Z',
    // A deep page: the keyset cursor of a row far down the log.
    `/api/v1/audit-log?after=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', 5])).toString('base64url')}`,
    '/api/v1/audit-log/export?format=csv',
    '/api/v1/audit-log/users',
    '/api/v1/audit-log/users?q=adm',
  ],
};

/** SQLite: the lines of `EXPLAIN QUERY PLAN` that read a large table whole. */
async function sqliteFullScans(db: Kysely<Database>, query: CompiledQuery) {
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const details = plan.rows.map((r) => r.detail);
  const aliases = aliasesOf(query.sql);
  const bad = details.filter((d) => {
    // A search's FTS5 table answers its MATCH from its own index (`VIRTUAL TABLE INDEX`).
    const m = /^SCAN (\S+)( USING (COVERING )?INDEX \S+| USING INTEGER PRIMARY KEY| VIRTUAL TABLE INDEX)?/.exec(d);
    if (!m || m[2]) return false;
    const table = aliases.get(m[1]!) ?? m[1]!;
    // SQLite has no index for a substring LIKE: a search tests each row of its table (the stated
    // limit; PostgreSQL must use its trigram index instead).
    if (new RegExp(`"(${table}|${m[1]})"\\."search_text" like`).test(query.sql)) return false;
    return isLarge(table);
  });
  return { bad, plan: details.join('\n') };
}

interface PgNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Cond'?: string;
  'Index Name'?: string;
  Plans?: PgNode[];
}

/** PostgreSQL: scans of a large table whole, with sequential scans priced out. */
async function postgresFullScans(db: Kysely<Database>, query: CompiledQuery) {
  const rows = await db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    // On empty tables every join costs nothing, and a hash or merge join may walk a whole index for
    // a handful of rows; nested loops show whether each table is reached through an index.
    await sql`set local enable_hashjoin = off`.execute(trx);
    await sql`set local enable_mergejoin = off`.execute(trx);
    const res = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PgNode }] }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    return res.rows;
  });
  const root = rows[0]!['QUERY PLAN'][0].Plan;
  const bad: string[] = [];
  const walk = (node: PgNode, underSort: boolean) => {
    const table = node['Relation Name'];
    if (table && isLarge(table)) {
      if (node['Node Type'] === 'Seq Scan') bad.push(`Seq Scan on ${table}`);
      // An index walked end to end only to be sorted afterwards reads the whole table too.
      const indexScan = node['Node Type'] === 'Index Scan' || node['Node Type'] === 'Index Only Scan';
      if (indexScan && underSort && !node['Index Cond'] && isGrowing(table))
        bad.push(`${node['Node Type']} on ${table} then Sort`);
    }
    // An Incremental Sort only orders runs the index already grouped (a mixed-direction tie-break):
    // it stops with the LIMIT, so it is no full read.
    const sorts = node['Node Type'] === 'Sort';
    // Under a Limit the walk stops at the page (a page's ids in the index's order, sorted again only
    // as the handful of rows they join): what lies below it is not read whole to be sorted.
    const limited = node['Node Type'] === 'Limit';
    for (const child of node.Plans ?? []) walk(child, (underSort || sorts) && !limited);
  };
  walk(root, false);
  return { bad, plan: JSON.stringify(root, null, 1) };
}

/** `from x as y` / `join x as y` aliases, so SQLite's `SCAN sc` is known as subject_classes. */
function aliasesOf(text: string) {
  const aliases = new Map<string, string>();
  for (const m of text.matchAll(/(?:from|join)\s+"?(\w+)"?\s+as\s+"?(\w+)"?/gi)) aliases.set(m[2]!, m[1]!);
  return aliases;
}

async function explainEvery(app: FastifyInstance, dialect: 'sqlite' | 'postgres', urls: string[], headers: object) {
  const capture = captureQueries(app.db);
  const problems: string[] = [];
  let explained = 0;
  try {
    for (const url of urls) {
      // Read afresh: a page, a count or a session remembered from an earlier request would hide its statements.
      rememberedReadsOf(app.db)?.written();
      const queries = await capture.during(async () => {
        const res = await app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      });
      expect(queries.length, `${url} ran no query`).toBeGreaterThan(0);
      for (const query of queries) {
        const { bad, plan } =
          dialect === 'sqlite' ? await sqliteFullScans(app.db, query) : await postgresFullScans(app.db, query);
        explained += 1;
        if (bad.length) problems.push(`${url}\n  ${bad.join(', ')}\n  SQL: ${query.sql}\n  plan:\n${plan}`);
        // A bound LIMIT: SQLite re-plans the statement at every run, and PostgreSQL's generic plan of a
        // prepared statement takes it for a tenth of the table (a page then joined its rows by reading
        // the whole table). The kit writes it in the SQL (db/create-dialect.ts).
        if (/\blimit (\?|\$\d+)/i.test(query.sql)) problems.push(`${url}\n  a bound LIMIT\n  SQL: ${query.sql}`);
      }
    }
  } finally {
    capture.restore();
  }
  return { problems, explained };
}

for (const dialect of dialects) {
  describe(`list query plans (${dialect.name})`, () => {
    const ctx = useApp(dialect);
    beforeAll(async () => {
      schemaTables.clear();
      for (const t of await ctx.app.db.introspection.getTables()) schemaTables.add(t.name);
      expect(schemaTables.has('students')).toBe(true);
    });

    it('every list of the document: each sort, filter, search, deep page and export reads through an index', async () => {
      const admin = await signInAs(ctx.app, 'admin');
      const teacher = await signInAs(ctx.app, 'teacher');
      const lists = await derivedListRequests(ctx.app);
      // The kit's entities and the lists beside it (a teacher's ratings) are all there.
      for (const entity of ctx.app.entities) expect(Object.keys(lists)).toContain(`/api/v1${entity.path}`);
      expect(Object.keys(lists)).toContain('/api/v1/teachers/{id}/ratings');
      // The parent of a list under a record: the test's teacher, or a record made from its contract's example.
      const make = maker(ctx.app, admin.headers);
      // A code group is made by a command of its own (its content must be its teacher's), not from an example.
      const parents = new Map<string, number>([
        ['teachers', teacher.id],
        ['code-groups', await makeCodeGroup(ctx.app, admin.headers)],
      ]);
      const urls: string[] = [];
      for (const url of Object.values(lists).flat()) {
        const collection = /\{([\w-]+)\}/.exec(url)?.[1];
        if (collection && !parents.has(collection)) {
          const entity = ctx.app.entities.find((e) => e.path === `/${collection}`);
          if (!entity) throw new Error(`${url}: no entity of the kit is /${collection}, to make its parent from`);
          parents.set(collection, await make(entity));
        }
        urls.push(collection ? url.replace(`{${collection}}`, String(parents.get(collection))) : url);
      }
      const { problems, explained } = await explainEvery(ctx.app, dialect.name, urls, admin.headers);
      expect(explained).toBeGreaterThanOrEqual(urls.length);
      expect(problems, problems.join('\n\n')).toEqual([]);
    });

    for (const [list, urls] of Object.entries(listRequests)) {
      it(`${list}: its particular requests read through an index`, async () => {
        const admin = await signInAs(ctx.app, 'admin');
        const teacher = await signInAs(ctx.app, 'teacher');
        const { problems, explained } = await explainEvery(
          ctx.app,
          dialect.name,
          urls.map((u) => u.replace('{teacher}', String(teacher.id))),
          admin.headers,
        );
        expect(explained).toBeGreaterThanOrEqual(urls.length);
        expect(problems, problems.join('\n\n')).toEqual([]);
      });
    }

    it('the checks catch a full scan', async () => {
      const query = CompiledQuery.raw('select * from teacher_ratings where comment = ? order by comment', ['x']);
      const pgQuery = CompiledQuery.raw('select * from teacher_ratings where comment = $1 order by comment', ['x']);
      const { bad } =
        dialect.name === 'sqlite'
          ? await sqliteFullScans(ctx.app.db, query)
          : await postgresFullScans(ctx.app.db, pgQuery);
      expect(bad.length).toBeGreaterThan(0);
    });
  });
}
