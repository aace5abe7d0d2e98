import { idSchema, intQuery } from './ids.js';
import { phoneSearchTerm, trimText } from './text.js';
import { z } from './zod-setup.js';

export { pageSizes } from './list-constants.js';

export const MAX_PAGE_SIZE = 100;

/** An opaque list cursor: what a list answered as `nextCursor` or `prevCursor`. */
export const cursorSchema = z
  .string()
  .max(1000)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `?page=&pageSize=` (or `after=`/`before=` a cursor) of every list. */
export const pageQuery = {
  /** 1-based page number, read by offset; with `after` or `before` it places nothing and is only echoed. */
  page: intQuery({ min: 1, max: 1_000_000 }).default(1).meta({
    description: '1-based page, read by offset; 1 when absent. With `after` or `before` it is only echoed.',
  }),
  /** Rows a page, at most 100. */
  pageSize: intQuery({ min: 1, max: MAX_PAGE_SIZE })
    .default(20)
    .meta({ description: 'Rows a page, at most 100; 20 when absent.' }),
  /**
   * The page after this cursor (a previous answer's `nextCursor`), read by
   * keyset: as fast at the millionth row as at the first. `page` is then only echoed.
   */
  after: cursorSchema.optional().meta({
    description:
      'The page after this cursor, a previous answer’s `nextCursor`: read by keyset, as fast at the millionth row as at the first.',
  }),
  /** The page before this cursor (a previous answer's `prevCursor`); not with `after`. */
  before: cursorSchema
    .optional()
    .meta({ description: 'The page before this cursor, a previous answer’s `prevCursor`; not with `after`.' }),
};

/**
 * `?sort=field` (ascending) or `?sort=-field` (descending), among the fields a list allows; any
 * other is 400 `validation.sort` ("This list cannot be sorted this way").
 */
export function sortQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  byDefault: F[number] | `-${F[number]}`,
) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z
    .enum(values, { error: 'validation.sort' })
    .default(byDefault)
    .meta({
      description: `The order: a field ascending, or \`-field\` descending; \`${byDefault}\` when absent.`,
    }) as unknown as z.ZodDefault<z.ZodType<F[number] | `-${F[number]}`>>;
}

/**
 * `?q=`: free text, matched ignoring case, Arabic letter variants and diacritics; a phone
 * number typed with spaces, dashes or `+20` is searched as phones are stored (`phoneSearchTerm`).
 */
export const searchQuery = z.string().overwrite(trimText).max(100).overwrite(phoneSearchTerm).optional().meta({
  description:
    'Free text, matched ignoring case, Arabic letter variants and diacritics; Arabic-Indic digits are digits; a phone typed with spaces, dashes or `+20` matches as stored.',
});

/** An optional id filter from the query string. */
export const idFilter = idSchema.optional();

/** `?format=csv|xlsx&lang=en|ar` of every export. */
export const exportQuery = {
  format: z
    .enum(['csv', 'xlsx'])
    .default('csv')
    .meta({ description: 'CSV (UTF-8 with a BOM) or an XLSX workbook; CSV when absent.' }),
  /** The language of the column headings and values. */
  lang: z.enum(['en', 'ar']).default('en').meta({
    description:
      'The language of the column headings, labels, dates and digits; when absent, the one `Accept-Language` asks for, else English.',
  }),
};

/**
 * The ranges among a query's fields, each its lower and upper bound, found by
 * their names: `from` and `to`, `<x>_from` and `<x>_to`, `<x>_min` and `<x>_max`.
 */
function rangesOf(fields: readonly string[]): [lower: string, upper: string][] {
  const ranges: [string, string][] = [];
  for (const lower of fields) {
    const upper = lower === 'from' ? 'to' : lower.replace(/_from$/, '_to').replace(/_min$/, '_max');
    if (upper !== lower && fields.includes(upper)) ranges.push([lower, upper]);
  }
  return ranges;
}

/** A bound as a number to compare: an amount itself, a day or an instant the time it is (an offset counts). */
const boundValue = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : Number.NaN;

/**
 * The check that a query's ranges (`rangesOf` its fields) are in order: an
 * upper bound below its lower one is 400 `validation.range_reversed` on the
 * upper bound, for every list alike, where it would answer nothing at all. The
 * bounds may be equal: an empty range is asked for, not reversed. `listQueries`
 * adds it to every list; a query built by hand adds it itself (the audit log's).
 */
export function rangesInOrder(fields: object) {
  const ranges = rangesOf(Object.keys(fields));
  return Object.assign(
    (query: Record<string, unknown>, ctx: z.RefinementCtx) => {
      for (const [lower, upper] of ranges) {
        if (boundValue(query[upper]) < boundValue(query[lower])) {
          ctx.addIssue({ code: 'custom', path: [upper], message: 'validation.range_reversed' });
        }
      }
    },
    { ranges },
  );
}

/**
 * A list's two query strings from its filters (sort, search and the rest):
 * the list's adds page and pageSize, the export's adds format and lang.
 * Both are strict, so an unknown parameter is a 400, and both refuse a range
 * whose bounds are reversed (`rangesInOrder`).
 */
export function listQueries<const F extends z.ZodRawShape>(filters: F) {
  const inOrder = rangesInOrder(filters);
  // Only where there is a range: zod refuses to `.omit()` fields of a refined object, which some lists do.
  const ordered = <S extends z.ZodObject>(query: S) => (inOrder.ranges.length ? query.superRefine(inOrder) : query);
  return {
    listQuery: ordered(z.strictObject({ ...pageQuery, ...filters })),
    exportQuery: ordered(z.strictObject({ ...filters, ...exportQuery })),
  };
}

/** The answer of every list. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
    total: z
      .number()
      .int()
      .meta({ description: 'Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`).' }),
    /** More than 10,000 rows match: `total` is then 10,000, shown as "10,000+". */
    totalCapped: z
      .boolean()
      .meta({ description: 'More than 10,000 rows match: `total` is then 10,000, shown as “10,000+”.' }),
    /** `after=` this for the next page (keyset); null on the last page. */
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: '`after=` this for the next page (keyset); null on the last page.' }),
    /** `before=` this for the previous page (keyset); null on the first page. */
    prevCursor: z
      .string()
      .nullable()
      .meta({ description: '`before=` this for the previous page (keyset); null on the first page.' }),
    /**
     * The `page` the request sent (1 when absent). A page read by offset is that page; one read
     * by cursor does not know its place (rows come and go before it), so it is only echoed.
     */
    page: z.number().int().meta({
      description:
        'The `page` the request sent, 1 when absent: the page these rows are when read by offset. A page read by cursor (`after`/`before`) does not know its place among the pages, so the `page` sent beside the cursor is echoed as it came.',
    }),
    pageSize: z.number().int().meta({ description: 'Rows a page.' }),
  });
}
export interface ListResponse<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
  prevCursor: string | null;
  page: number;
  pageSize: number;
}

/** A name in one language: trimmed, 2 to 100 characters. */
export const nameSchema = z.string().overwrite(trimText).min(2).max(100);
