import { z } from './zod-setup.js';

/** Page sizes the lists offer; the API refuses anything else above the largest. */
export const pageSizes = [10, 20, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=` of every list. */
export const pageQuery = {
  /** 1-based page number. */
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Rows a page, at most 100. */
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
};

/** `?sort=field` (ascending) or `?sort=-field` (descending), among the fields a list allows. */
export function sortQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  byDefault: F[number] | `-${F[number]}`,
) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];
  return z.enum(values).default(byDefault) as unknown as z.ZodDefault<z.ZodType<F[number] | `-${F[number]}`>>;
}

/** `?q=`: free text, matched ignoring case, Arabic letter variants and diacritics. */
export const searchQuery = z.string().trim().max(100).optional();

/** An optional id filter from the query string. */
export const idFilter = z.coerce.number().int().positive().optional();

/** `?format=csv|xlsx&lang=en|ar` of every export. */
export const exportQuery = {
  format: z.enum(['csv', 'xlsx']).default('csv'),
  /** The language of the column headings and values. */
  lang: z.enum(['en', 'ar']).default('en'),
};

/**
 * A list's two query strings from its filters (sort, search and the rest):
 * the list's adds page and pageSize, the export's adds format and lang.
 * Both are strict, so an unknown parameter is a 400.
 */
export function listQueries<const F extends z.ZodRawShape>(filters: F) {
  return {
    listQuery: z.strictObject({ ...pageQuery, ...filters }),
    exportQuery: z.strictObject({ ...filters, ...exportQuery }),
  };
}

/** The answer of every list. */
export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the filters, over all pages; at most 10,000 (see `totalCapped`). */
    total: z.number().int(),
    /** More than 10,000 rows match: `total` is then 10,000, shown as "10,000+". */
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface ListResponse<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** `/:id` of every item route. */
export const idParams = z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A name in one language: trimmed, 2 to 100 characters. */
export const nameSchema = z.string().trim().min(2).max(100);
