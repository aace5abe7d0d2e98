import { foldForSearch } from '@dashboard/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';

/** `name` or `-name` → the column to order by and the direction. */
export function sortOf<F extends string>(sort: F | `-${F}`, columns: Record<F, string>): [string, 'asc' | 'desc'] {
  const desc = sort.startsWith('-');
  const field = (desc ? sort.slice(1) : sort) as F;
  return [columns[field], desc ? 'desc' : 'asc'];
}

/**
 * `column LIKE %q%` on a column that holds `foldForSearch` of the row's
 * searchable text, so a search ignores case, Arabic letter variants and
 * diacritics on both databases. `%`, `_` and `\` in q are taken literally.
 */
export function matchesSearch(column: string, q: string): Expression<SqlBool> {
  const folded = foldForSearch(q).replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<SqlBool>`${sql.ref(column)} like ${`%${folded}%`} escape ${'\\'}`;
}

/** What `search_text` holds for a row: its searchable parts, folded. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return foldForSearch(parts.filter(Boolean).join(' '));
}

/** Offset of a page. */
export function offsetOf(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
