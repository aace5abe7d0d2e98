import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializer, fastUnions, serializedOnce } from './openapi.js';

/** A discriminated union inside another's branch, with a date's format and a nullable field, as the questions' are. */
const part = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), options: z.array(z.string()), correct: z.number().int() }),
  z.object({ type: z.literal('true_false'), answer: z.boolean() }),
]);
const item = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), text: z.string(), options: z.array(z.string()), at: z.iso.datetime() }),
  z.object({ type: z.literal('group'), passage: z.string(), parts: z.array(part), at: z.iso.datetime() }),
  z.object({ type: z.literal('voice'), audio: z.string(), unit_id: z.number().int().nullable(), at: z.iso.datetime() }),
]);
const page = z.object({ items: z.array(item), total: z.number().int() });

const items = [
  { type: 'choose', text: 'Which?', options: ['a', 'b'], at: '2026-01-01T00:00:00.000Z' },
  {
    type: 'group',
    passage: 'Read "this"',
    parts: [
      { type: 'true_false', answer: false },
      { type: 'choose', options: ['x'], correct: 0 },
    ],
    at: '2026-01-02T00:00:00.000Z',
  },
  { type: 'voice', audio: 'a.mp3', unit_id: null, at: '2026-01-03T00:00:00.000Z' },
  { type: 'voice', audio: 'b.mp3', unit_id: 7, at: '2026-01-04T00:00:00.000Z' },
];

describe('the lists’ compiled serializer', () => {
  it('chooses a discriminated union’s branch by its discriminator, and writes what the union’s schema writes', () => {
    const json = z.toJSONSchema(page, { target: 'draft-07', io: 'output' });
    const chosen = JSON.stringify(fastUnions(json));
    // Every `oneOf` of the unions became a choice on `type`, the nullable field's `anyOf` a type among two.
    expect(chosen).not.toMatch(/"oneOf"|"anyOf"/);
    expect(chosen.match(/"if":\{"type":"object","properties":\{"type":\{"const":/g)).toHaveLength(3);
    expect(chosen).toContain('"type":["integer","null"]');
    const write = compiledSerializer({ schema: page });
    for (const one of items) expect(write({ items: [one], total: 1 })).toBe(JSON.stringify({ items: [one], total: 1 }));
    expect(write({ items, total: 4 })).toBe(JSON.stringify({ items, total: 4 }));
    // As before, a field the branch does not declare is not written.
    expect(write({ items: [{ ...items[0], secret: 'x' }], total: 1 })).not.toContain('secret');
  });

  it('leaves a union alone whose branches do not each fix the same field to a value of their own', () => {
    const loose = {
      oneOf: [
        { type: 'object', properties: { kind: { const: 'a' } } },
        { type: 'object', properties: { kind: { const: 'a' } } },
      ],
    };
    expect(fastUnions(loose)).toEqual(loose);
    // Nor a choice among more than a type and null, or of a schema named elsewhere.
    const three = { anyOf: [{ type: 'integer' }, { type: 'string' }, { type: 'null' }] };
    expect(fastUnions(three)).toEqual(three);
    const named = { anyOf: [{ $ref: '#/definitions/Unit' }, { type: 'null' }] };
    expect(fastUnions(named)).toEqual(named);
  });

  it('writes a nullable object or number, null or not, as its plain schema does', () => {
    const unit = z.object({ id: z.number().int(), name_en: z.string(), at: z.iso.datetime() }).nullable();
    const row = z.object({ unit, unit_id: z.number().int().nullable(), note: z.string().nullable() });
    const write = compiledSerializer({ schema: z.array(row) });
    const rows = [
      { unit: { id: 1, name_en: 'U "1"', at: '2026-01-01T00:00:00.000Z' }, unit_id: 1, note: 'n' },
      { unit: null, unit_id: null, note: null },
    ];
    expect(write(rows)).toBe(JSON.stringify(rows));
    expect(write([{ ...rows[0], unit: { ...rows[0]!.unit, extra: 1 } }])).not.toContain('extra');
  });
});

describe('serializedOnce', () => {
  it('writes a frozen answer once for each key, anything else each time', () => {
    let made = 0;
    const make = (value: object) => () => {
      made += 1;
      return JSON.stringify(value);
    };
    const remembered = Object.freeze({ items: [1, 2], total: 2 });
    const first = serializedOnce(remembered, '1', make(remembered));
    expect(first.toString()).toBe('{"items":[1,2],"total":2}');
    expect(serializedOnce(remembered, '1', make(remembered))).toBe(first);
    expect(made).toBe(1);
    // Another key (another page size around the same rows): written again.
    expect(serializedOnce(remembered, '2', make({ ...remembered, pageSize: 2 })).toString()).toContain('"pageSize":2');
    expect(made).toBe(2);
    // An answer that may still change is never taken from before.
    const fresh = { items: [1], total: 1 };
    serializedOnce(fresh, '1', make(fresh));
    fresh.total = 5;
    expect(serializedOnce(fresh, '1', make(fresh)).toString()).toContain('"total":5');
    expect(made).toBe(4);
  });
});
