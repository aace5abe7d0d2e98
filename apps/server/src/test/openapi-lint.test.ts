import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json as JsonParser } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './build.js';
import { dialects } from './dialects.js';

type Operation = { operationId?: string; tags?: string[] };
type Doc = { paths: Record<string, Record<string, Operation>>; tags?: { name: string; description?: string }[] };

const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The served document as an integrator's tools read it: Redocly's
 * `recommended` rules and Spectral's `spectral:oas` find nothing, not even
 * a warning. A finding is printed as `rule: message at pointer`, so a new
 * route that breaks a rule says which and where. Nothing is configured
 * away: a rule that fails is fixed in the document (the kit, the route's
 * schema, the contract's metadata, plugins/swagger.ts).
 */
describe('the OpenAPI document, linted', () => {
  // The document does not depend on the database: one dialect is enough.
  const ctx = useApp(dialects[0]!);
  let text = '';
  let doc: Doc;

  beforeAll(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    text = res.body;
    doc = res.json() as Doc;
  });

  it('passes Redocly (recommended) with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const findings = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? '?'}`);
    expect(findings).toEqual([]);
  });

  it('passes Spectral (spectral:oas) with no finding of any severity', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(text, JsonParser, 'openapi.json'));
    const severity = ['error', 'warn', 'info', 'hint'];
    const findings = results.map(
      (r) => `${severity[r.severity]} ${String(r.code)}: ${r.message} at ${r.path.join('.')}`,
    );
    expect(findings).toEqual([]);
  });

  it('gives every operation an operationId, each one once', () => {
    const ids: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!methods.has(method)) continue;
        if (operation.operationId) ids.push(operation.operationId);
        else missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it("names the kit's operations after the entity", () => {
    const stages = Object.fromEntries(
      Object.entries(doc.paths)
        .filter(([path]) => path.startsWith('/api/v1/stages'))
        .flatMap(([path, ops]) => Object.entries(ops).map(([m, o]) => [`${m.toUpperCase()} ${path}`, o.operationId])),
    );
    expect(stages).toEqual({
      'GET /api/v1/stages': 'listStages',
      'POST /api/v1/stages': 'createStage',
      'GET /api/v1/stages/export': 'exportStages',
      'GET /api/v1/stages/{id}': 'getStage',
      'PATCH /api/v1/stages/{id}': 'updateStage',
      'DELETE /api/v1/stages/{id}': 'deleteStage',
    });
  });

  it('declares every tag an operation uses, with a description', () => {
    const declared = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
    const undescribed = new Set<string>();
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations)) {
        for (const tag of operation.tags ?? []) if (!declared.get(tag)) undescribed.add(tag);
      }
    }
    expect([...undescribed], 'declare these tags with apiTag (lib/openapi.ts) in their module').toEqual([]);
  });
});
